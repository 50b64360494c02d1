import { sql, type SQL } from 'drizzle-orm';

/**
 * Which orders a report covers (docs/decisions/085-reports.md), as SQL over `orders o`:
 * - placed (created_at) within the range's local dates, both included, in the restaurant's time zone;
 * - a sale: not rejected, and paid when paid online (an online order never paid is no sale).
 * Rejected orders, refunded or not, are no sales: their money never stayed, so nothing subtracts.
 */
export interface ReportScope {
  restaurantId: number;
  timeZone: string;
  from: string;
  to: string;
}

/** The range as UTC bounds: local midnight of `from` up to local midnight after `to` (DST-proof). */
export function inRange(scope: ReportScope): SQL {
  return sql`o.restaurant_id = ${scope.restaurantId}
    and o.created_at >= (${scope.from}::date)::timestamp at time zone ${scope.timeZone}
    and o.created_at < (${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone}`;
}

export const IS_SALE = sql.raw(`(o.status <> 'rejected' and (not o.is_online_payment or o.payment_status = 'paid'))`);

export const IS_UNPAID = sql.raw(`(o.status <> 'rejected' and o.is_online_payment and o.payment_status is distinct from 'paid')`);
