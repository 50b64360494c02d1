import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, IS_SALE, type ReportScope } from './report-scope.ts';

export interface Bucket {
  orders: number;
  salesCents: number;
  tipsCents: number;
}

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);

/*
 * grouping(d, h, t, p) tells which set a row sums: a bit per column, 1 where the row is not grouped
 * by it (d = 8, h = 4, t = 2, p = 1).
 */
const BY_DAY = 7;
const BY_HOUR = 11;
const BY_TYPE = 13;
const BY_PAYMENT = 14;
const ALL = 15;

/**
 * The summary and the sales per local day, hour of day, delivery type and payment method, in one
 * pass over the range's sales (GROUPING SETS): a year of orders is read once, its local time
 * computed once per order (grouped as a date: to_char on every order cost a fifth of the year's
 * pass, so the 366 days are formatted after grouping). Every set sums the same rows, so each list
 * adds up to the summary.
 */
export async function salesBreakdown(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute(sql`
    select grouping(d, h, t, p) as g, to_char(d, 'YYYY-MM-DD') as d, h, t, p,
      count(*)::float8 as orders, sum(total - tip)::float8 as sales, sum(tip)::float8 as tips, sum(total)::float8 as total,
      sum(goods)::float8 as goods, sum(discount)::float8 as discount, sum(deposit)::float8 as deposit,
      sum(shipping)::float8 as shipping, count(*) filter (where tip > 0)::float8 as with_tip
    from (
      select local::date as d, extract(hour from local)::int as h, s.delivery_type_id as t, s.payment_type as p,
        s.total_cents as total, s.tip_cents as tip, s.subtotal_cents as goods, s.discount_cents as discount,
        s.depot_cents as deposit, s.shipping_cents as shipping
      from (select o.*, o.created_at at time zone ${scope.timeZone} as local from orders o where ${inRange(scope)} and ${IS_SALE}) s
    ) sale
    group by grouping sets ((d), (h), (t), (p), ())`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const bucket = (row: Row): Bucket => ({ orders: num(row.orders), salesCents: num(row.sales), tipsCents: num(row.tips) });
  const of = (set: number) => rows.filter((row) => num(row.g) === set);
  const total = of(ALL)[0] ?? {};
  const hours = new Map(of(BY_HOUR).map((row) => [num(row.h), bucket(row)]));
  return {
    summary: {
      orders: num(total.orders),
      totalCents: num(total.total),
      goodsCents: num(total.goods),
      discountCents: num(total.discount),
      depositCents: num(total.deposit),
      deliveryFeeCents: num(total.shipping),
      tipsCents: num(total.tips),
      ordersWithTip: num(total.with_tip),
    },
    days: of(BY_DAY)
      .map((row) => ({ date: String(row.d), ...bucket(row) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    // All 24 hours, the quiet ones with zeros, so a chart of them has no gaps.
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, ...(hours.get(hour) ?? { orders: 0, salesCents: 0, tipsCents: 0 }) })),
    deliveryTypes: of(BY_TYPE)
      .map((row) => ({ typeId: num(row.t), ...bucket(row) }))
      .sort((a, b) => a.typeId - b.typeId),
    paymentMethods: of(BY_PAYMENT)
      .map((row) => ({ paymentType: String(row.p), ...bucket(row) }))
      .sort((a, b) => b.salesCents - a.salesCents || a.paymentType.localeCompare(b.paymentType)),
  };
}

/** The Monday of a date's ISO week and the week's name (2026-W09), by calendar arithmetic alone. */
export function isoWeekOf(date: string): { week: string; monday: string } {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(at.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return { week: `${year}-W${String(week).padStart(2, '0')}`, monday: monday.toISOString().slice(0, 10) };
}

/** Weeks as the sums of their days: the same orders, so they add up to the same total. */
export function weeksOf(days: readonly ({ date: string } & Bucket)[]) {
  const weeks = new Map<string, { week: string; monday: string } & Bucket>();
  for (const day of days) {
    const { week, monday } = isoWeekOf(day.date);
    const known = weeks.get(monday) ?? { week, monday, orders: 0, salesCents: 0, tipsCents: 0 };
    weeks.set(monday, { ...known, orders: known.orders + day.orders, salesCents: known.salesCents + day.salesCents, tipsCents: known.tipsCents + day.tipsCents });
  }
  return [...weeks.values()].sort((a, b) => a.monday.localeCompare(b.monday));
}
