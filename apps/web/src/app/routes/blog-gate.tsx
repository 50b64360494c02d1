import type { ReactNode } from 'react';
import { pageConfig } from '../../lib/page-config.ts';
import NotFoundRoute from './not-found-route.tsx';

/**
 * Spec §2: the blog pages exist only when the restaurant has a blog (has_blog); the router leaves
 * them out in event mode. Without a blog they are the Not Found page. The flag comes with the page
 * config, so the server renders the blog from the first byte without restaurant info's five queries.
 */
export function BlogGate({ children }: { children: ReactNode }) {
  if (!pageConfig.hasBlog) return <NotFoundRoute />;
  return children;
}
