import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';

export type BasketRow = typeof baskets.$inferSelect;
export type NewBasket = typeof baskets.$inferInsert;
export type BasketPatch = Partial<
  Pick<
    BasketRow,
    | 'deliveryTypeId'
    | 'deliveryAt'
    | 'deliveryLocal'
    | 'duration'
    | 'postalCode'
    | 'userInfo'
    | 'voucherId'
    | 'tipCents'
    | 'tableId'
    | 'extraInfo'
    | 'customerId'
  >
>;

export async function insertBasket(db: DbOrTx, values: NewBasket): Promise<BasketRow> {
  const [row] = await db.insert(baskets).values(values).returning();
  if (!row) throw new Error('basket insert returned no row');
  return row;
}

export async function updateBasket(
  db: DbOrTx,
  restaurantId: number,
  basketId: number,
  patch: BasketPatch,
): Promise<void> {
  await db
    .update(baskets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(baskets.id, basketId), eq(baskets.restaurantId, restaurantId)));
}

/** A guest basket becomes the customer's when they use it logged in; nobody else's basket changes hands. */
export async function claimBasket(
  db: DbOrTx,
  restaurantId: number,
  basketId: number,
  customerId: number,
): Promise<void> {
  await db
    .update(baskets)
    .set({ customerId, updatedAt: sql`now()`, revision: sql`${baskets.revision} + 1` })
    .where(and(eq(baskets.id, basketId), eq(baskets.restaurantId, restaurantId), isNull(baskets.customerId)));
}

/** On logout the customer's open baskets go back to being guest baskets (spec: logout unassigns the basket). */
export async function releaseCustomerBaskets(db: DbOrTx, restaurantId: number, customerId: number): Promise<void> {
  await db
    .update(baskets)
    .set({ customerId: null, updatedAt: sql`now()`, revision: sql`${baskets.revision} + 1` })
    .where(and(eq(baskets.restaurantId, restaurantId), eq(baskets.customerId, customerId), isNull(baskets.orderedAt)));
}
