import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { vouchers } from '../../db/schema/restaurant.ts';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherFields = Omit<typeof vouchers.$inferInsert, 'id' | 'restaurantId' | 'timesUsed'>;

/** Every voucher with the number of orders placed with it, active and deactivated alike. */
export async function vouchersWithUse(db: DbOrTx, restaurantId: number): Promise<(VoucherRow & { orderCount: number })[]> {
  const rows = await db
    .select({ voucher: vouchers, orderCount: count(orders.id) })
    .from(vouchers)
    .leftJoin(orders, eq(orders.voucherId, vouchers.id))
    .where(eq(vouchers.restaurantId, restaurantId))
    .groupBy(vouchers.id)
    .orderBy(asc(vouchers.code));
  return rows.map((row) => ({ ...row.voucher, orderCount: row.orderCount }));
}

/** Codes are stored upper-case, so one code per restaurant whatever the case typed. */
export async function voucherByCode(db: DbOrTx, restaurantId: number, code: string): Promise<VoucherRow | null> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.code, code.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

export async function insertVoucher(tx: Tx, restaurantId: number, fields: VoucherFields): Promise<void> {
  await tx.insert(vouchers).values({ ...fields, restaurantId });
}

export async function updateVoucherRow(tx: Tx, id: number, fields: VoucherFields): Promise<void> {
  await tx.update(vouchers).set(fields).where(eq(vouchers.id, id));
}
