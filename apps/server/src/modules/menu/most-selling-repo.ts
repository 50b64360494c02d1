import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

/** Product ids by units sold (orders not rejected), best first. */
export async function bestSellingProductIds(db: DbOrTx, restaurantId: number, limit: number): Promise<number[]> {
  const units = sql<number>`sum(${orderLines.quantity})`;
  const rows = await db
    .select({ productId: orderLines.productId, units })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.restaurantId, restaurantId),
        eq(orders.restaurantId, restaurantId),
        ne(orders.status, 'rejected'),
        isNotNull(orderLines.productId),
      ),
    )
    .groupBy(orderLines.productId)
    .orderBy(desc(units), orderLines.productId)
    .limit(limit);
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}
