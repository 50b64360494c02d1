import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurant.ts';
import { tableBillClaims, tableBills, tableBillShares } from '../../db/schema/table-bill.ts';

/** Orders the table's bill takes: the ones paid at the end of the meal, never rejected ones. */
const PAID_AT_TABLE = ['payAtEnd', 'payFix'] as const;

export interface BillRow {
  id: number;
  publicId: string;
  restaurantId: number;
  tableId: number;
  status: 'open' | 'paid';
  createdAt: Date;
}

const billColumns = {
  id: tableBills.id,
  publicId: tableBills.publicId,
  restaurantId: tableBills.restaurantId,
  tableId: tableBills.tableId,
  status: tableBills.status,
  createdAt: tableBills.createdAt,
};

/** The table of the caller's basket (a guest basket, or the caller's own), or null. */
export async function tableOfBasket(
  db: DbOrTx,
  restaurantId: number,
  basketPublicId: string,
  customerId: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ tableId: baskets.tableId, tableByCode: baskets.tableByCode, customerId: baskets.customerId })
    .from(baskets)
    .where(and(eq(baskets.restaurantId, restaurantId), eq(baskets.publicId, basketPublicId)))
    .limit(1);
  if (!row || (row.customerId !== null && row.customerId !== customerId)) return null;
  // Seated by the table's number only: no right to its bill.
  return row.tableByCode ? row.tableId : null;
}

export async function tableOfOrder(db: DbOrTx, restaurantId: number, orderPublicId: string): Promise<number | null> {
  const [row] = await db
    .select({ tableId: orders.tableId, tableByCode: orders.tableByCode })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.publicId, orderPublicId)))
    .limit(1);
  return row?.tableByCode ? row.tableId : null;
}

export async function tableName(db: DbOrTx, restaurantId: number, tableId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: restaurantTables.name })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, tableId)))
    .limit(1);
  return row?.name ?? null;
}

/** The table's open bill, opened now if there is none (one open bill per table: unique index). */
export async function openBill(tx: DbOrTx, restaurantId: number, tableId: number, publicId: string): Promise<BillRow> {
  await tx
    .insert(tableBills)
    .values({ restaurantId, tableId, publicId })
    .onConflictDoNothing({ target: tableBills.tableId, where: sql`${tableBills.status} = 'open'` });
  const [bill] = await tx
    .select(billColumns)
    .from(tableBills)
    .where(
      and(eq(tableBills.restaurantId, restaurantId), eq(tableBills.tableId, tableId), eq(tableBills.status, 'open')),
    )
    .for('update');
  if (!bill) throw new Error('the open bill vanished inside its own transaction');
  return bill;
}

/** A bill by its public id; `lock` holds its row so payments at one table take turns. */
export async function findBill(
  db: DbOrTx,
  publicId: string,
  options: { restaurantId?: number; lock?: boolean } = {},
): Promise<BillRow | null> {
  const where =
    options.restaurantId === undefined
      ? eq(tableBills.publicId, publicId)
      : and(eq(tableBills.publicId, publicId), eq(tableBills.restaurantId, options.restaurantId));
  const query = db.select(billColumns).from(tableBills).where(where).limit(1);
  const [bill] = options.lock ? await query.for('update') : await query;
  return bill ?? null;
}

/** A bill by its row id, locked (closing it after a payment). */
export async function findBillById(tx: DbOrTx, billId: number): Promise<BillRow | null> {
  const [bill] = await tx.select(billColumns).from(tableBills).where(eq(tableBills.id, billId)).for('update');
  return bill ?? null;
}

/**
 * Puts the table's pay-at-the-end orders of the last `since` hours that belong to no bill yet on this
 * open bill. Orders of a closed bill keep their bill, so the next guests start a new one.
 */
export async function attachTableOrders(tx: DbOrTx, bill: BillRow, since: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ tablePaymentId: bill.publicId })
    .where(
      and(
        eq(orders.restaurantId, bill.restaurantId),
        eq(orders.tableId, bill.tableId),
        // Only orders placed with the table's code: a stranger who named the table by its number cannot add to it.
        eq(orders.tableByCode, true),
        inArray(orders.paymentType, [...PAID_AT_TABLE]),
        ne(orders.status, 'rejected'),
        isNull(orders.tablePaymentId),
        gte(orders.createdAt, since),
      ),
    );
}

export interface BillOrderRow {
  id: number;
  number: number | null;
  totalCents: number;
}

export interface BillLineRow {
  id: number;
  orderId: number;
  name: string;
  quantity: number;
  totalCents: number;
}

export async function billOrders(db: DbOrTx, bill: BillRow): Promise<{ orders: BillOrderRow[]; lines: BillLineRow[] }> {
  const orderRows = await db
    .select({ id: orders.id, number: orders.number, totalCents: orders.totalCents })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, bill.restaurantId),
        eq(orders.tablePaymentId, bill.publicId),
        ne(orders.status, 'rejected'),
      ),
    )
    .orderBy(asc(orders.id));
  if (orderRows.length === 0) return { orders: [], lines: [] };
  const lines = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      totalCents: orderLines.totalCents,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        orderRows.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return { orders: orderRows, lines };
}

export interface ShareRow {
  id: number;
  publicId: string;
  kind: 'items' | 'split';
  amountCents: number;
  status: 'pending' | 'paid' | 'released';
}

/** The bill's shares that are paid or still being paid. */
export async function liveShares(db: DbOrTx, billId: number): Promise<ShareRow[]> {
  return db
    .select({
      id: tableBillShares.id,
      publicId: tableBillShares.publicId,
      kind: tableBillShares.kind,
      amountCents: tableBillShares.amountCents,
      status: tableBillShares.status,
    })
    .from(tableBillShares)
    .where(and(eq(tableBillShares.billId, billId), ne(tableBillShares.status, 'released')));
}

export async function billClaims(
  db: DbOrTx,
  billId: number,
): Promise<{ orderLineId: number; unit: number; shareStatus: ShareRow['status'] }[]> {
  return db
    .select({
      orderLineId: tableBillClaims.orderLineId,
      unit: tableBillClaims.unit,
      shareStatus: tableBillShares.status,
    })
    .from(tableBillClaims)
    .innerJoin(tableBillShares, eq(tableBillShares.id, tableBillClaims.shareId))
    .where(eq(tableBillShares.billId, billId));
}

/**
 * Gives back the units of shares whose guest never came back from the provider's page: after the
 * hold the share is released (a late "paid" report still marks it paid; see pay-table-share.ts).
 */
export async function releaseExpiredShares(tx: DbOrTx, billId: number, now: Date): Promise<number> {
  const released = await tx
    .update(tableBillShares)
    .set({ status: 'released' })
    .where(
      and(
        eq(tableBillShares.billId, billId),
        eq(tableBillShares.status, 'pending'),
        lt(tableBillShares.holdUntil, now),
      ),
    )
    .returning({ id: tableBillShares.id });
  if (released.length > 0)
    await tx.delete(tableBillClaims).where(
      inArray(
        tableBillClaims.shareId,
        released.map((share) => share.id),
      ),
    );
  return released.length;
}

export async function insertShare(tx: DbOrTx, values: typeof tableBillShares.$inferInsert): Promise<number> {
  const [row] = await tx.insert(tableBillShares).values(values).returning({ id: tableBillShares.id });
  if (!row) throw new Error('share insert returned nothing');
  return row.id;
}

export async function insertClaims(tx: DbOrTx, rows: (typeof tableBillClaims.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(tableBillClaims).values(rows);
}

export async function closeBill(tx: DbOrTx, billId: number, now: Date): Promise<void> {
  await tx
    .update(tableBills)
    .set({ status: 'paid', closedAt: now })
    .where(and(eq(tableBills.id, billId), eq(tableBills.status, 'open')));
}

export async function restaurantForPayment(
  db: DbOrTx,
  restaurantId: number,
): Promise<{ name: string; currency: string; slug: string } | null> {
  const [row] = await db
    .select({ name: restaurants.name, currency: restaurants.currency, slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

/** Open bills and the ones closed since `since`, for the manager board. */
export async function billsForBoard(
  db: DbOrTx,
  restaurantId: number,
  since: Date,
): Promise<(BillRow & { tableName: string })[]> {
  return db
    .select({ ...billColumns, tableName: restaurantTables.name })
    .from(tableBills)
    .innerJoin(restaurantTables, eq(restaurantTables.id, tableBills.tableId))
    .where(
      and(
        eq(tableBills.restaurantId, restaurantId),
        sql`(${tableBills.status} = 'open' or ${tableBills.closedAt} >= ${since})`,
      ),
    )
    .orderBy(asc(restaurantTables.position));
}
