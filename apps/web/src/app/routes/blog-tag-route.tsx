import { useParams } from 'react-router';
import { ID_MAX } from '@tavola/domain/limits';
import { isApiError } from '../../api/api-error.ts';
import { useBlogTagPage } from '../../features/blog/api/blog-api.ts';
import { BlogListPage, usePageParam } from '../../features/blog/components/blog-list-page.tsx';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';
import NotFoundRoute from './not-found-route.tsx';

const META = { title: 'content.routes.blogs', description: 'content.meta.blogs' };

function TagPosts({ tagId }: { tagId: number }) {
  const page = usePageParam();
  const query = useBlogTagPage(tagId, page);
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundRoute />;
  return <BlogListPage query={query} page={page} basePath={`/tags/${tagId}`} tag={query.data?.tag} />;
}

/** /tags/{id} (numeric): the posts of one tag; another id is the Not Found page. */
export default function BlogTagRoute() {
  useDocumentMeta(META);
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1 || id > ID_MAX) return <NotFoundRoute />;
  return (
    <BlogGate>
      <TagPosts tagId={id} />
    </BlogGate>
  );
}
