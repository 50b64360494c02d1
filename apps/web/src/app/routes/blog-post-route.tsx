import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useBlogPost } from '../../features/blog/api/blog-api.ts';
import { BlogPostPage } from '../../features/blog/components/blog-post-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';

/**
 * The post's own title (as the server served it), Not Found for a post there is none of, and while
 * it loads the title as it is: never the blog's generic title in between.
 */
function TitledPost({ slug }: { slug: string }) {
  const post = useBlogPost(slug);
  const missing = isApiError(post.error) && post.error.status === 404;
  useDocumentMeta(missing ? 'notFound' : post.data ? { title: { own: post.data.title }, route: 'blogs' } : null);
  return <BlogPostPage slug={slug} />;
}

/** /blogs/{slug}: one post. */
export default function BlogPostRoute() {
  const slug = useParams().slug ?? '';
  return (
    <BlogGate>
      <TitledPost key={slug} slug={slug} />
    </BlogGate>
  );
}
