import { useBlogPage } from '../../features/blog/api/blog-api.ts';
import { BlogListPage, usePageParam } from '../../features/blog/components/blog-list-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';

function Blogs() {
  // Titled inside the gate: without a blog the gate's Not Found page titles itself.
  useDocumentMeta('blogs');
  const page = usePageParam();
  return <BlogListPage query={useBlogPage(page)} page={page} basePath="/blogs" />;
}

/** /blogs: the restaurant's posts, newest first. */
export default function BlogsRoute() {
  return (
    <BlogGate>
      <Blogs />
    </BlogGate>
  );
}
