import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import type { OrderLineRow, OrderRow } from '../order/order-repo.ts';

export interface BoardOrdersFilter {
  restaurantId: number;
  start: Date;
  end: Date;
  /** create: by when the order was placed; delivery: by when it is due ("as soon as possible" = placed). */
  by: 'create' | 'delivery';
  limit: number;
  offset: number;
}

/**
 * Orders the board shows: orders paid on site at once; an order paid online once paid, and while
 * its payment is still open (flagged awaiting_payment, in a quiet lane: nobody should cook it yet,
 * but the restaurant sees what holds its stock). One whose payment ended without money (failed,
 * canceled, expired) gave everything back and is gone from the board.
 */
const onTheBoard: SQL = sql`(not ${orders.isOnlinePayment} or ${orders.status} <> 'received'
  or ${orders.paymentStatus} is null or ${orders.paymentStatus} in ('paid', 'open', 'pending'))`;

export async function selectBoardOrders(
  db: DbOrTx,
  filter: BoardOrdersFilter,
): Promise<{ total: number; orders: OrderRow[]; lines: Map<number, OrderLineRow[]>; tables: Map<number, { id: number; name: string; capacity: number }> }> {
  const due = filter.by === 'delivery' ? sql`coalesce(${orders.deliveryAt}, ${orders.createdAt})` : sql`${orders.createdAt}`;
  const where = and(
    eq(orders.restaurantId, filter.restaurantId),
    sql`${due} >= ${filter.start}`,
    sql`${due} < ${filter.end}`,
    onTheBoard,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(asc(due), asc(orders.id)).limit(filter.limit).offset(filter.offset);
  const ids = rows.map((row) => row.id);
  const lines = new Map<number, OrderLineRow[]>();
  if (ids.length) {
    const lineRows = await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.restaurantId, filter.restaurantId), inArray(orderLines.orderId, ids)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    for (const line of lineRows) lines.set(line.orderId, [...(lines.get(line.orderId) ?? []), line]);
  }
  const tableIds = [...new Set(rows.map((row) => row.tableId).filter((id): id is number => id !== null))];
  const tables = new Map<number, { id: number; name: string; capacity: number }>();
  if (tableIds.length) {
    const tableRows = await db
      .select({ id: restaurantTables.id, name: restaurantTables.name, capacity: restaurantTables.capacity })
      .from(restaurantTables)
      .where(and(eq(restaurantTables.restaurantId, filter.restaurantId), inArray(restaurantTables.id, tableIds)));
    for (const table of tableRows) tables.set(table.id, table);
  }
  return { total: counted?.total ?? 0, orders: rows, lines, tables };
}

/** Paid-on-site and paid-online totals of the orders of a range that were not rejected (day summary). */
export async function selectDaySummary(db: DbOrTx, restaurantId: number, start: Date, end: Date) {
  return db
    .select({
      paymentType: orders.paymentType,
      count: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        sql`${orders.status} <> 'rejected'`,
        or(sql`not ${orders.isOnlinePayment}`, eq(orders.paymentStatus, 'paid')),
      ),
    )
    .groupBy(orders.paymentType)
    .orderBy(asc(orders.paymentType));
}
