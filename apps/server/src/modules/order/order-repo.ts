import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { orderVatRates } from '../../db/schema/order-vat.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import { orderVatRows } from './order-vat.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export async function insertOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  const inserted = lines.length
    ? await db
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: row.id })))
        .returning()
    : [];
  // The VAT split the reports sum (decision 085), as placeOrder writes it.
  const vat = orderVatRows(row, inserted);
  if (vat.length) await db.insert(orderVatRates).values(vat.map((v) => ({ ...v, orderId: row.id })));
  return { order: row, lines: inserted };
}

export async function findOrder(
  db: DbOrTx,
  restaurantId: number,
  publicId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.publicId, publicId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order made from a basket, by the basket's public id. */
export async function findOrderOfBasketPublicId(db: DbOrTx, restaurantId: number, basketPublicId: string) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(baskets, eq(baskets.id, orders.basketId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(baskets.publicId, basketPublicId)))
    .limit(1);
  return row?.order ?? null;
}

export async function findOrderByPayment(db: DbOrTx, restaurantId: number, provider: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.paymentProvider, provider as OrderRow['paymentProvider'] & string),
        eq(orders.paymentId, paymentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function selectOrderLines(db: DbOrTx, restaurantId: number, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.restaurantId, restaurantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));
}

export async function findOrderTable(db: DbOrTx, restaurantId: number, tableId: number) {
  const [row] = await db
    .select({ id: restaurantTables.id, name: restaurantTables.name, capacity: restaurantTables.capacity })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, tableId)))
    .limit(1);
  return row ?? null;
}

export async function updateOrder(db: DbOrTx, orderId: number, patch: Partial<NewOrder>): Promise<void> {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Stores the first online payment of an order; a later one (a racing retry) changes nothing. */
export async function attachFirstPayment(
  db: DbOrTx,
  orderId: number,
  payment: Pick<NewOrder, 'paymentProvider' | 'paymentId' | 'paymentLink' | 'paymentStatus'>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...payment, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentId)));
}
