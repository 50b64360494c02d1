import type { DbOrTx } from '../../db/client.ts';
import { findRestaurantBySlug, listRestaurants, type RestaurantRow } from '../restaurant/repo.ts';

/** The restaurant served at / when neither the path nor the host name names one. */
export const DEFAULT_SLUG = 'demo';

const PATH_PATTERN = /^\/r\/([a-z0-9][a-z0-9-]{0,63})(?=\/|$)/;

export interface StorefrontTarget {
  restaurant: RestaurantRow;
  /** '' or '/r/{slug}': where the SPA's routes start. */
  basePath: string;
}

/** '/r/{slug}/…' names a restaurant explicitly; null otherwise. */
export function slugFromPath(pathname: string): string | null {
  return PATH_PATTERN.exec(pathname)?.[1] ?? null;
}

/** 'pizza.example.com' → 'pizza'; no slug for IP addresses, single-label hosts and 'www'. */
export function slugFromHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels[0] === 'www') return null;
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(labels[0]!) ? labels[0]! : null;
}

/**
 * Which restaurant a storefront page belongs to: /r/{slug} (unknown slug → null, a 404), else a
 * restaurant whose slug is the host's first label, else the demo restaurant, else the first one.
 */
export async function resolveStorefront(
  db: DbOrTx,
  pathname: string,
  hostname: string,
): Promise<StorefrontTarget | null> {
  const fromPath = slugFromPath(pathname);
  if (fromPath) {
    const restaurant = await findRestaurantBySlug(db, fromPath);
    return restaurant ? { restaurant, basePath: `/r/${fromPath}` } : null;
  }
  const fromHost = slugFromHost(hostname);
  if (fromHost) {
    const restaurant = await findRestaurantBySlug(db, fromHost);
    if (restaurant) return { restaurant, basePath: '' };
  }
  const fallback = (await findRestaurantBySlug(db, DEFAULT_SLUG)) ?? (await listRestaurants(db))[0];
  return fallback ? { restaurant: fallback, basePath: '' } : null;
}
