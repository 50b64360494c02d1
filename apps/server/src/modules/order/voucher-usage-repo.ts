import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/restaurant.ts';

/** Gives a use back (an order rejected by the restaurant), never below zero. */
export async function uncountVoucherUse(db: DbOrTx, restaurantId: number, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ timesUsed: sql`greatest(${vouchers.timesUsed} - 1, 0)` })
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.id, voucherId)));
}
