import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantTables, vouchers } from '../../db/schema/restaurant.ts';

export type TableRow = typeof restaurantTables.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/** A table by id, in any restaurant: the caller tells "not ours" apart from "does not exist". */
export async function findTableById(db: DbOrTx, tableId: number): Promise<TableRow | null> {
  const [row] = await db.select().from(restaurantTables).where(eq(restaurantTables.id, tableId)).limit(1);
  return row ?? null;
}

/** A table in use by its code (restaurant_tables.qr_code, as its printed QR link carries it). */
export async function findTableByCode(db: DbOrTx, restaurantId: number, code: string): Promise<TableRow | null> {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.qrCode, code), isNull(restaurantTables.archivedAt)))
    .limit(1);
  return row ?? null;
}

export async function findTableByName(db: DbOrTx, restaurantId: number, name: string): Promise<TableRow | null> {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        sql`lower(${restaurantTables.name}) = lower(${name})`,
        isNull(restaurantTables.archivedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findTable(db: DbOrTx, restaurantId: number, tableId: number): Promise<TableRow | null> {
  const [row] = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, tableId)))
    .limit(1);
  return row ?? null;
}

/** Codes are stored upper-case; guests type them in any case. */
export async function findVoucherByCode(db: DbOrTx, restaurantId: number, code: string): Promise<VoucherRow | null> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.code, code.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

export async function findVoucher(db: DbOrTx, restaurantId: number, voucherId: number): Promise<VoucherRow | null> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.id, voucherId)))
    .limit(1);
  return row ?? null;
}
