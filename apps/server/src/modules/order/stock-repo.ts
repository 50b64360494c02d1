import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';

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
