import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/restaurant.ts';

/**
 * Counts one use of a voucher only while it is below its usage limit, in one statement: two
 * guests can never both take the last use. Answers whether it was counted.
 */
export async function countVoucherUse(db: DbOrTx, restaurantId: number, voucherId: number): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ timesUsed: sql`${vouchers.timesUsed} + 1` })
    .where(
      and(
        eq(vouchers.restaurantId, restaurantId),
        eq(vouchers.id, voucherId),
        or(isNull(vouchers.usageLimit), lt(vouchers.timesUsed, vouchers.usageLimit)),
      ),
    )
    .returning({ timesUsed: vouchers.timesUsed });
  return rows.length > 0;
}

/** Gives a use back (an order rejected by the restaurant), never below zero. */
export async function uncountVoucherUse(db: DbOrTx, restaurantId: number, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ timesUsed: sql`greatest(${vouchers.timesUsed} - 1, 0)` })
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.id, voucherId)));
}
