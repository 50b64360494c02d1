import { useParams } from 'react-router';
import { storefrontRouteOf } from '@tavola/domain/storefront/route-titles';
import { isApiError } from '../../api/api-error.ts';
import { useBlogTagPage } from '../../features/blog/api/blog-api.ts';
import { BlogListPage, usePageParam } from '../../features/blog/components/blog-list-page.tsx';
import { pageConfig } from '../../lib/page-config.ts';
import { useDocumentMeta } from '../document-meta.ts';
import { BlogGate } from './blog-gate.tsx';
import NotFoundRoute from './not-found-route.tsx';

function TagPosts({ tagId }: { tagId: number }) {
  const page = usePageParam();
  const query = useBlogTagPage(tagId, page);
  const missing = isApiError(query.error) && query.error.status === 404;
  // Until the tag is known the served title stays (the server titled it already, found or not).
  useDocumentMeta(missing ? 'notFound' : query.data ? 'blogs' : null);
  if (missing) return <NotFoundRoute />;
  return <BlogListPage query={query} page={page} basePath={`/tags/${tagId}`} tag={query.data?.tag} />;
}

/** /tags/{id}: the posts of one tag; an id the route table does not take (/tags/abc) is the Not Found page. */
export default function BlogTagRoute() {
  const route = storefrontRouteOf(`/tags/${useParams().id ?? ''}`, pageConfig.modes, true);
  if (route?.kind !== 'blogTag') return <NotFoundRoute />;
  return (
    <BlogGate>
      <TagPosts tagId={route.tagId} />
    </BlogGate>
  );
}
