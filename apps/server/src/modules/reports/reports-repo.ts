import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, IS_SALE, IS_UNPAID, localTime, type ReportScope } from './report-scope.ts';

/*
 * Groups name their columns by position: the time zone is a parameter, and two parameters never
 * make two expressions equal in Postgres's eyes.
 *
 * The report's aggregates: each one statement that sums in the database (decision 085), so a year
 * of orders never travels to Node. Sums are cast to float8: exact for integers below 2^53 and read
 * as numbers by both drivers (bigint would arrive as text from node-postgres).
 */

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown): number => Number(value ?? 0);

const BUCKET = sql.raw(
  `count(*)::float8 as orders, sum(o.total_cents - o.tip_cents)::float8 as sales, sum(o.tip_cents)::float8 as tips`,
);

export interface Bucket {
  orders: number;
  salesCents: number;
  tipsCents: number;
}

const bucketOf = (row: Row): Bucket => ({ orders: num(row.orders), salesCents: num(row.sales), tipsCents: num(row.tips) });

export async function summaryOf(db: DbOrTx, scope: ReportScope) {
  const [row] = await rows(
    db,
    sql`select count(*)::float8 as orders, sum(o.total_cents)::float8 as total, sum(o.subtotal_cents)::float8 as goods,
      sum(o.discount_cents)::float8 as discount, sum(o.depot_cents)::float8 as deposit, sum(o.shipping_cents)::float8 as shipping,
      sum(o.tip_cents)::float8 as tips, count(*) filter (where o.tip_cents > 0)::float8 as with_tip
    from orders o where ${inRange(scope)} and ${IS_SALE}`,
  );
  const r = row ?? {};
  const orders = num(r.orders);
  const totalCents = num(r.total);
  const tipsCents = num(r.tips);
  const salesCents = totalCents - tipsCents;
  return {
    orders,
    totalCents,
    salesCents,
    goodsCents: num(r.goods),
    discountCents: num(r.discount),
    depositCents: num(r.deposit),
    deliveryFeeCents: num(r.shipping),
    tipsCents,
    ordersWithTip: num(r.with_tip),
    // Half up, in integers: floor((2·sales + n) / 2n).
    averageBasketCents: orders === 0 ? 0 : Math.floor((2 * salesCents + orders) / (2 * orders)),
  };
}

export async function salesByDay(db: DbOrTx, scope: ReportScope) {
  const day = sql`(${localTime(scope)})::date`;
  const found = await rows(
    db,
    sql`select to_char(${day}, 'YYYY-MM-DD') as day, ${BUCKET} from orders o
    where ${inRange(scope)} and ${IS_SALE} group by 1 order by 1`,
  );
  return found.map((row) => ({ date: String(row.day), ...bucketOf(row) }));
}

/** ISO weeks (Monday to Sunday), labelled like 2026-W09. */
export async function salesByWeek(db: DbOrTx, scope: ReportScope) {
  const monday = sql`date_trunc('week', ${localTime(scope)})`;
  const found = await rows(
    db,
    sql`select to_char(${monday}, 'IYYY-"W"IW') as week, to_char(${monday}, 'YYYY-MM-DD') as monday, ${BUCKET}
    from orders o where ${inRange(scope)} and ${IS_SALE} group by 1, 2 order by 2`,
  );
  return found.map((row) => ({ week: String(row.week), monday: String(row.monday), ...bucketOf(row) }));
}

/** Every hour of the day, the quiet ones with zeros, so a chart of them has no gaps. */
export async function salesByHour(db: DbOrTx, scope: ReportScope) {
  const hour = sql`extract(hour from ${localTime(scope)})::int`;
  const found = await rows(
    db,
    sql`select ${hour} as hour, ${BUCKET} from orders o where ${inRange(scope)} and ${IS_SALE} group by 1`,
  );
  const byHour = new Map(found.map((row) => [num(row.hour), bucketOf(row)]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, ...(byHour.get(hour) ?? { orders: 0, salesCents: 0, tipsCents: 0 }) }));
}

export async function salesByDeliveryType(db: DbOrTx, scope: ReportScope) {
  const found = await rows(
    db,
    sql`select o.delivery_type_id as type, ${BUCKET} from orders o where ${inRange(scope)} and ${IS_SALE}
    group by 1 order by 1`,
  );
  return found.map((row) => ({ typeId: num(row.type), ...bucketOf(row) }));
}

export async function salesByPaymentType(db: DbOrTx, scope: ReportScope) {
  const found = await rows(
    db,
    sql`select o.payment_type as type, ${BUCKET} from orders o where ${inRange(scope)} and ${IS_SALE}
    group by 1 order by sales desc, 1`,
  );
  return found.map((row) => ({ paymentType: String(row.type), ...bucketOf(row) }));
}

/** Dishes by the name they were sold under (the restaurant's language), goods without deposits. */
export async function topDishes(db: DbOrTx, scope: ReportScope, limit: number) {
  const found = await rows(
    db,
    sql`select l.name, sum(l.quantity)::float8 as quantity, sum(l.unit_cents::bigint * l.quantity)::float8 as revenue
    from orders o join order_lines l on l.order_id = o.id
    where ${inRange(scope)} and ${IS_SALE} group by l.name order by revenue desc, quantity desc, l.name limit ${limit}`,
  );
  return found.map((row) => ({ name: String(row.name), quantity: num(row.quantity), revenueCents: num(row.revenue) }));
}

export async function voucherUse(db: DbOrTx, scope: ReportScope) {
  const found = await rows(
    db,
    sql`select o.voucher_code as code, count(*)::float8 as uses, sum(o.discount_cents)::float8 as discount
    from orders o where ${inRange(scope)} and ${IS_SALE} and o.voucher_code is not null
    group by 1 order by discount desc, 1`,
  );
  return found.map((row) => ({ code: String(row.code), uses: num(row.uses), discountCents: num(row.discount) }));
}

export async function rejectionsAndUnpaid(db: DbOrTx, scope: ReportScope) {
  const [row] = await rows(
    db,
    sql`select
      count(*) filter (where o.status = 'rejected')::float8 as rejected,
      coalesce(sum(o.total_cents) filter (where o.status = 'rejected'), 0)::float8 as rejected_total,
      count(*) filter (where o.status = 'rejected' and o.refund_id <> 'pending')::float8 as refunded,
      coalesce(sum(o.total_cents) filter (where o.status = 'rejected' and o.refund_id <> 'pending'), 0)::float8 as refunded_total,
      count(*) filter (where o.status = 'rejected' and o.refund_id = 'pending')::float8 as pending,
      coalesce(sum(o.total_cents) filter (where o.status = 'rejected' and o.refund_id = 'pending'), 0)::float8 as pending_total,
      count(*) filter (where ${IS_UNPAID})::float8 as unpaid,
      coalesce(sum(o.total_cents) filter (where ${IS_UNPAID}), 0)::float8 as unpaid_total
    from orders o where ${inRange(scope)} and not ${IS_SALE}`,
  );
  const r = row ?? {};
  return {
    rejections: {
      orders: num(r.rejected),
      totalCents: num(r.rejected_total),
      refunded: num(r.refunded),
      refundedCents: num(r.refunded_total),
      refundPending: num(r.pending),
      refundPendingCents: num(r.pending_total),
    },
    unpaid: { orders: num(r.unpaid), totalCents: num(r.unpaid_total) },
  };
}
