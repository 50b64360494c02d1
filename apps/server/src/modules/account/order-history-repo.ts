import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';

const ofCustomer = (restaurantId: number, userId: number) =>
  and(eq(orders.restaurantId, restaurantId), eq(orders.customerId, userId));

export async function countCustomerOrders(db: DbOrTx, restaurantId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(ofCustomer(restaurantId, userId));
  return row?.count ?? 0;
}

/** Newest first; the id breaks ties between orders of the same instant so pages never overlap. */
export async function selectCustomerOrders(
  db: DbOrTx,
  restaurantId: number,
  userId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select()
    .from(orders)
    .where(ofCustomer(restaurantId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}
