/*
 * The storefront's route guards (spec §2), apart from the route table (route-titles.ts re-exports them): the
 * browser's router and the server's redirect read the same rule without every route title.
 */

/** The page config's guards of the menu routes. */
export interface EntryGuards {
  hasShop: boolean;
  landingPage: boolean;
}

/**
 * Whether an address of the menu ('/' or '/menu') leads to the landing page: without a shop both do, and the
 * entry '/' does when the landing page is on. The server answers such an address with a redirect
 * (so the landing page arrives rendered); the browser's router leads there when it navigates itself.
 */
export function leadsToLanding(routePath: string, entry: EntryGuards): boolean {
  const path = routePath.replace(/\/+$/, '') || '/';
  if (path !== '/' && path !== '/menu') return false;
  return !entry.hasShop || (path === '/' && entry.landingPage);
}
