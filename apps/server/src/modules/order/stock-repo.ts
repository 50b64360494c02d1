import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';

/**
 * Takes `units` from a product's stock only if that many are left: the check and the decrement
 * are one statement, so concurrent orders queue on the row and the stock never goes below zero.
 * Products with unlimited stock (null) are left alone. Answers whether it worked.
 */
export async function takeStock(db: DbOrTx, restaurantId: number, productId: number, units: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(
      and(
        eq(products.restaurantId, restaurantId),
        eq(products.id, productId),
        isNotNull(products.stock),
        gte(products.stock, units),
      ),
    )
    .returning({ stock: products.stock });
  return rows.length > 0;
}

/** Puts units back (an order rejected by the restaurant). */
export async function returnStock(db: DbOrTx, restaurantId: number, productId: number, units: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${units}` })
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId), isNotNull(products.stock)));
}

export async function currentStock(db: DbOrTx, restaurantId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, productId)))
    .limit(1);
  return row?.stock ?? null;
}
