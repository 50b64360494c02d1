import { and, eq, isNull } from 'drizzle-orm';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import type { DbOrTx } from '../../db/client.ts';
import { basketLinePackageItems, basketLines, baskets } from '../../db/schema/basket.ts';

/**
 * The stock-relevant lines of an open basket, by its public id; empty when the basket is unknown
 * (a stale basket id must not break the menu: GET api/basket is where it is reported).
 */
export async function basketStockLines(db: DbOrTx, restaurantId: number, publicId: string): Promise<BasketStockLine[]> {
  const [lines, components] = await Promise.all([
    db
      .select({ id: basketLines.id, productId: basketLines.productId, quantity: basketLines.quantity })
      .from(basketLines)
      .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
      .where(
        and(
          eq(baskets.publicId, publicId),
          eq(baskets.restaurantId, restaurantId),
          isNull(baskets.orderedAt),
          eq(basketLines.restaurantId, restaurantId),
        ),
      ),
    db
      .select({
        lineId: basketLinePackageItems.basketLineId,
        productId: basketLinePackageItems.productId,
        quantity: basketLinePackageItems.quantity,
      })
      .from(basketLinePackageItems)
      .innerJoin(basketLines, eq(basketLines.id, basketLinePackageItems.basketLineId))
      .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
      .where(
        and(
          eq(baskets.publicId, publicId),
          eq(baskets.restaurantId, restaurantId),
          isNull(baskets.orderedAt),
          eq(basketLinePackageItems.restaurantId, restaurantId),
        ),
      ),
  ]);
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    components: components
      .filter((component) => component.lineId === line.id)
      .map((component) => ({ productId: component.productId, quantity: component.quantity })),
  }));
}
