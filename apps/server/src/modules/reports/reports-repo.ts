import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, IS_SALE, IS_UNPAID, type ReportScope } from './report-scope.ts';

/*
 * The report's smaller aggregates (the sales breakdown is sales-breakdown.ts): each one statement
 * that sums in the database (decision 085), so a year of orders never travels to Node. Sums are cast to float8: exact for integers below 2^53 and read
 * as numbers by both drivers (bigint would arrive as text from node-postgres).
 */

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown): number => Number(value ?? 0);

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
