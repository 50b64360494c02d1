import { useParams } from 'react-router';
import { BlogPostPage } from '../../features/blog/components/blog-post-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';

const META = { title: 'content.routes.blogs', description: 'content.meta.blogs' };

/** /blogs/{slug}: one post. */
export default function BlogPostRoute() {
  useDocumentMeta(META);
  const slug = useParams().slug ?? '';
  return (
    <BlogGate>
      <BlogPostPage key={slug} slug={slug} />
    </BlogGate>
  );
}
