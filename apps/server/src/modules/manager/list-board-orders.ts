import { eq } from 'drizzle-orm';
import type { ManagerOrdersPage, ManagerOrdersQuery } from '@tavola/domain/schemas/manager';
import { localDaysRange } from '@tavola/domain/time/local-day-range';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { centsToAmount } from '@tavola/domain/pricing/money';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import { selectBoardOrders, selectDaySummary } from './board-orders-repo.ts';
import { tableBillFigures } from './board-table-bills.ts';
import { boardOrderView } from './board-view.ts';

export async function restaurantClock(db: Db, restaurantId: number) {
  const [row] = await db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, timeZone: restaurants.timeZone, currency: restaurants.currency, lang: restaurants.lang })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('restaurant_does_not_exists');
  return row;
}

/** The restaurant-local days of a query (default: today) as instants. */
function rangeOf(query: { from_date?: string; to_date?: string }, timeZone: string, now: Date) {
  const today = toLocalMoment(now, timeZone).date;
  const from = query.from_date ?? query.to_date ?? today;
  const to = query.to_date ?? query.from_date ?? today;
  const range = localDaysRange(from, to, timeZone);
  if (!range) throw FieldErrors.single('from_date', 'field_invalid');
  return range;
}

/** GET api/managers/order: one page of the board's orders, due first. */
export async function listBoardOrders(db: Db, restaurantId: number, query: ManagerOrdersQuery, now: Date): Promise<ManagerOrdersPage> {
  const restaurant = await restaurantClock(db, restaurantId);
  const { start, end } = rangeOf(query, restaurant.timeZone, now);
  const offset = (query.page - 1) * query.per_page;
  const found = await selectBoardOrders(db, { restaurantId, start, end, by: query.filter_type, limit: query.per_page, offset });
  const bills = await tableBillFigures(db, restaurantId, found.orders);
  const data = found.orders.map((order) => {
    const view = boardOrderView(order, found.lines.get(order.id) ?? [], order.tableId === null ? null : (found.tables.get(order.tableId) ?? null));
    const bill = bills.get(order.id);
    return bill ? { ...view, table_bill: bill } : view;
  });
  return {
    current_page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(found.total / query.per_page)),
    total: found.total,
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    data,
  };
}

/** The day summary: orders and revenue by payment type (rejected and unpaid online orders left out). */
export async function daySummary(db: Db, restaurantId: number, query: { from_date?: string; to_date?: string }, now: Date) {
  const restaurant = await restaurantClock(db, restaurantId);
  const { start, end } = rangeOf(query, restaurant.timeZone, now);
  const rows = await selectDaySummary(db, restaurantId, start, end);
  return {
    currency: restaurant.currency,
    orders: rows.reduce((sum, row) => sum + row.count, 0),
    total: centsToAmount(rows.reduce((sum, row) => sum + row.totalCents, 0)),
    byPaymentType: rows.map((row) => ({ paymentType: row.paymentType, orders: row.count, total: centsToAmount(row.totalCents) })),
  };
}
