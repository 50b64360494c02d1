import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, IS_SALE, type ReportScope } from './report-scope.ts';

/**
 * VAT per rate over the range: the sum of each order's own receipt split (vatSplit, decision 081),
 * computed in SQL so it matches the receipts to the cent:
 * - per order and rate, goods and deposits of its lines; the delivery fee joins the shipping rate;
 * - the voucher discount is shared over the rates by goods with the largest-remainder method
 *   (ties to the lower rate), exactly as shareOut does;
 * - the VAT of an order's rate is round-half-up(gross × rate / (10000 + rate)), once per order and rate.
 * Orders of a restaurant without declared VAT (a line or the fee without a rate) count as undeclared.
 * All arithmetic in bigint: discount × goods overflows int4 long before any real order does.
 */
export async function vatByRate(db: DbOrTx, scope: ReportScope) {
  const result = (await db.execute(sql`
    with sold as (
      select o.id, o.discount_cents::bigint as discount, o.shipping_cents::bigint as shipping,
        o.shipping_vat_rate_bp as shipping_rate, o.total_cents - o.tip_cents as gross
      from orders o where ${inRange(scope)} and ${IS_SALE}
    ),
    parts as (
      select l.order_id, l.vat_rate_bp as rate, l.unit_cents::bigint * l.quantity as goods, l.depot_unit_cents::bigint * l.quantity as depot
      from sold s join order_lines l on l.order_id = s.id
      union all
      select s.id, s.shipping_rate, 0, 0 from sold s
    ),
    undeclared as (select distinct order_id as id from parts where rate is null),
    per_rate as (
      select p.order_id, p.rate, sum(p.goods)::bigint as goods, sum(p.depot)::bigint as depot
      from parts p where p.order_id not in (select id from undeclared) group by p.order_id, p.rate
    ),
    weighed as (
      select r.*, s.discount, s.shipping, s.shipping_rate, (sum(r.goods) over (partition by r.order_id))::bigint as all_goods
      from per_rate r join sold s on s.id = r.order_id
    ),
    floored as (
      select w.*,
        case when w.all_goods = 0 then 0 else (w.discount * w.goods) / w.all_goods end as share,
        case when w.all_goods = 0 then 0 else (w.discount * w.goods) % w.all_goods end as rest
      from weighed w
    ),
    ranked as (
      select f.*, f.discount - (sum(f.share) over (partition by f.order_id))::bigint as left_over,
        row_number() over (partition by f.order_id order by f.rest desc, f.rate asc) as place
      from floored f
    ),
    gross as (
      select rate, goods - share - (case when place <= left_over then 1 else 0 end) + depot
        + (case when rate = shipping_rate then shipping else 0 end) as gross
      from ranked
    )
    select 'rate' as kind, rate, sum(gross)::float8 as gross,
      sum((2 * gross * rate + 10000 + rate) / (2 * (10000 + rate)))::float8 as vat
    from gross group by rate having sum(gross) > 0
    union all
    select 'undeclared', null, coalesce(sum(s.gross), 0)::float8, 0 from sold s where s.id in (select id from undeclared)
  `)) as unknown as { rows: { kind: string; rate: number | null; gross: number; vat: number }[] };
  const rates = result.rows
    .filter((row) => row.kind === 'rate')
    .map((row) => ({ rateBasisPoints: Number(row.rate), grossCents: Number(row.gross), vatCents: Number(row.vat) }))
    .map((row) => ({ rateBasisPoints: row.rateBasisPoints, grossCents: row.grossCents, netCents: row.grossCents - row.vatCents, vatCents: row.vatCents }))
    .sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
  const undeclared = result.rows.find((row) => row.kind === 'undeclared');
  return { rates, undeclaredCents: Number(undeclared?.gross ?? 0) };
}
