import type { ReactNode } from 'react';
import { useRestaurantInfo } from '../../api/restaurant-info.ts';
import NotFoundRoute from './not-found-route.tsx';
import { RouteSkeleton } from './route-skeleton.tsx';

/**
 * Spec §2: the blog pages exist only when the restaurant has a blog (has_blog, from restaurant info);
 * the router leaves them out in event mode. Without a blog they are the Not Found page.
 */
export function BlogGate({ children }: { children: ReactNode }) {
  const info = useRestaurantInfo();
  if (info.isPending) return <RouteSkeleton />;
  if (!info.data?.has_blog) return <NotFoundRoute />;
  return children;
}
