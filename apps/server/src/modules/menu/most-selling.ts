import type { DbOrTx } from '../../db/client.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';
import { bestSellingProductIds } from './most-selling-repo.ts';

/**
 * The most-selling ranking: products by units ordered; while there are fewer orders than places,
 * the list is topped up with the pinned products and then the menu in its order, so a new
 * restaurant still shows a sensible list. Extra (add-on) categories are left out.
 */
export async function mostSellingIds(
  db: DbOrTx,
  restaurantId: number,
  snapshot: MenuSnapshot,
  limit: number,
): Promise<number[]> {
  const regular = new Set(
    snapshot.categories.filter((c) => c.extra === 0).flatMap((c) => snapshot.productIdsByCategory.get(c.id) ?? []),
  );
  const sold = (await bestSellingProductIds(db, restaurantId, limit * 2)).filter((id) => regular.has(id));
  // the caller cuts the list after leaving out what is not on offer at the moment
  return [...new Set([...sold, ...snapshot.pinnedIds.filter((id) => regular.has(id)), ...regular])];
}
