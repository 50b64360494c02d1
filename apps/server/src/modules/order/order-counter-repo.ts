import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderCounters } from '../../db/schema/order.ts';

/**
 * The next short order number of a restaurant (create-order numbers in its one write statement,
 * place-order-repo.ts placeOrder). The counter row stays locked until the transaction
 * ends: every order of the restaurant queues on it, so callers take it as late as they can.
 */
export async function nextOrderNumber(db: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await db
    .insert(orderCounters)
    .values({ restaurantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.restaurantId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ number: orderCounters.lastNumber });
  if (!row) throw new Error('order counter upsert returned no row');
  return row.number;
}
