import type { StorefrontModes } from './storefront-config.ts';

/**
 * The storefront's routes (spec ordering-flow §2, accounts-manager §2), after the restaurant's base
 * path: the server answers 200 for them and 404 (with the page, which shows Not Found) for anything
 * else, so crawlers and link checkers read the status. apps/web/src/app/router.tsx routes the same.
 */
export function isStorefrontRoute(
  routePath: string,
  modes: Pick<StorefrontModes, 'shopProviding' | 'review'> & Partial<Pick<StorefrontModes, 'event'>>,
  hasBlog = false,
): boolean {
  const path = routePath.replace(/\/+$/, '') || '/';
  if (['/', '/menu', '/landing', '/cart'].includes(path)) return true;
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return true;
  if (/^\/resetpass\/[^/]+$/.test(path)) return true;
  if (path === '/manager' || path === '/manager/menu' || /^\/manager\/set-password\/[^/]+$/.test(path)) return true;
  // The cancel link of a table reservation mail (decision 060).
  if (path === '/reservation') return true;
  // The blog: only where the restaurant has one, never in event mode (spec accounts-manager §2).
  if (hasBlog && !modes.event && (path === '/blogs' || /^\/blogs\/[^/]+$/.test(path) || /^\/tags\/[^/]+$/.test(path)))
    return true;
  if (modes.shopProviding && ['/checkout', '/payment', '/paymentstatus', '/table-bill'].includes(path)) return true;
  return modes.shopProviding && modes.review && path === '/review';
}
