import { useBlogPage } from '../../features/blog/api/blog-api.ts';
import { BlogListPage, usePageParam } from '../../features/blog/components/blog-list-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';

const META = { title: 'content.routes.blogs', description: 'content.meta.blogs' };

function Blogs() {
  const page = usePageParam();
  return <BlogListPage query={useBlogPage(page)} page={page} basePath="/blogs" />;
}

/** /blogs: the restaurant's posts, newest first. */
export default function BlogsRoute() {
  useDocumentMeta(META);
  return (
    <BlogGate>
      <Blogs />
    </BlogGate>
  );
}
