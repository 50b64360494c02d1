import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderCounters } from '../../db/schema/order.ts';

/**
 * The next short order number of a restaurant. The counter row stays locked until the transaction
 * ends, so create-order takes it as its very last step to keep that wait short.
 */
export async function nextOrderNumber(db: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await db
    .insert(orderCounters)
    .values({ restaurantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderCounters.restaurantId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
    .returning({ number: orderCounters.lastNumber });
  if (!row) throw new Error('order counter upsert returned no row');
  return row.number;
}
