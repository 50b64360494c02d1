import type { PageTitleKey } from './route-titles.ts';

/**
 * The title format of every storefront page (spec §2): '{restaurant} | {route title or the page's own,
 * e.g. a blog post's}', and in event mode '{restaurant} | Online Shop' on every page. `words` gives one
 * language's route titles; this module imports none of them, so the browser's first load can use it with
 * the page language's words only (apps/web app/document-meta.ts) while the server passes them all.
 */
export function pageTitleFrom(
  restaurantName: string,
  words: (key: PageTitleKey | 'onlineShop') => string,
  page: PageTitleKey | { own: string },
  eventMode = false,
): string {
  const suffix = eventMode ? words('onlineShop') : typeof page === 'string' ? words(page) : page.own;
  return `${restaurantName} | ${suffix}`;
}
