import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { orderCounters, orderLines, orders } from '../../db/schema/order.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import { rowFromJson } from './json-row.ts';

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
    ? await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id }))).returning()
    : [];
  return { order: row, lines: inserted };
}

/**
 * The whole write of a new order in ONE statement: the restaurant's order counter, the order row
 * numbered from it, its lines and the basket marked ordered. Data-modifying CTEs all run, in one
 * snapshot; foreign keys are checked at the end of the statement, so the lines may name the order
 * inserted beside them. As the last statement before the commit it holds the restaurant's counter
 * row (every order of the restaurant queues on it) for the shortest possible time.
 */
export async function insertNumberedOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const { restaurantId, basketId } = order;
  const orderInsert = db
    .insert(orders)
    .values({ ...order, number: sql`(select last_number from counter)` })
    .returning()
    .getSQL();
  const linesInsert = lines.length
    ? sql`, new_lines as (${db
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: sql`(select id from new_order)` })))
        .returning()
        .getSQL()})`
    : sql``;
  const result = await db.execute(sql`
    with counter as (
      insert into ${orderCounters} (restaurant_id, last_number) values (${restaurantId}, 1)
      on conflict (restaurant_id) do update set last_number = ${orderCounters}.last_number + 1
      returning last_number
    ),
    new_order as (${orderInsert}),
    ordered_basket as (
      update ${baskets} set ordered_at = now()
      where ${baskets.id} = ${basketId} and ${baskets.restaurantId} = ${restaurantId}
      returning ${baskets.id}
    )${linesInsert}
    select (select row_to_json(o) from new_order o) as "order",
      ${lines.length ? sql`(select json_agg(l order by l.position) from new_lines l)` : sql`'[]'::json`} as lines`);
  const row = (result as unknown as { rows: { order: Record<string, unknown> | null; lines: Record<string, unknown>[] }[] }).rows[0];
  if (!row?.order) throw new Error('order insert returned no row');
  return { order: rowFromJson(orders, row.order), lines: row.lines.map((line) => rowFromJson(orderLines, line)) };
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
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.paymentProvider, provider as OrderRow['paymentProvider'] & string), eq(orders.paymentId, paymentId)))
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
