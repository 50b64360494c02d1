import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderCounters, orders } from '../../db/schema/order.ts';

/**
 * The next short order number of a restaurant. The counter row stays locked until the transaction
 * ends: every order of the restaurant queues on it, so callers take it as late as they can.
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

/**
 * Numbers a just-inserted order in one statement (counter upsert + order update): as the last
 * statement before the commit, it holds the restaurant's counter row for the shortest possible time.
 */
export async function numberOrder(db: DbOrTx, restaurantId: number, orderId: number): Promise<number> {
  const result = await db.execute(sql`
    with counter as (
      insert into ${orderCounters} (restaurant_id, last_number) values (${restaurantId}, 1)
      on conflict (restaurant_id) do update set last_number = ${orderCounters}.last_number + 1
      returning last_number
    )
    update ${orders} set number = counter.last_number from counter
    where ${orders.id} = ${orderId} and ${orders.restaurantId} = ${restaurantId}
    returning ${orders.number} as number`);
  const number = (result as unknown as { rows: { number: number }[] }).rows[0]?.number;
  if (number === undefined) throw new Error(`order ${orderId} could not be numbered`);
  return number;
}
