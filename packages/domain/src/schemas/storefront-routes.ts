import { storefrontRouteOf } from '../storefront/route-titles.ts';
import type { StorefrontModes } from './storefront-config.ts';

/**
 * The storefront's routes (spec ordering-flow §2, accounts-manager §2), after the restaurant's base
 * path: the server answers 200 for them and 404 (with the page, which shows Not Found) for anything
 * else, so crawlers and link checkers read the status. The table is storefront/route-titles.ts;
 * apps/web/src/app/router.tsx routes the same.
 */
export function isStorefrontRoute(
  routePath: string,
  modes: Pick<StorefrontModes, 'shopProviding' | 'review'> & Partial<Pick<StorefrontModes, 'event'>>,
  hasBlog = false,
): boolean {
  return storefrontRouteOf(routePath, modes, hasBlog) !== null;
}
