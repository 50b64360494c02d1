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
    with orders_of as (
      select o.id, o.discount_cents::bigint as discount, o.shipping_cents::bigint as shipping, o.shipping_vat_rate_bp as shipping_rate,
        o.total_cents - o.tip_cents as gross
      from orders o where ${inRange(scope)} and ${IS_SALE}
    ),
    line_rates as (
      select l.order_id, l.vat_rate_bp as rate, sum(l.unit_cents::bigint * l.quantity)::bigint as goods,
        sum(l.depot_unit_cents::bigint * l.quantity)::bigint as depot
      from orders_of o join order_lines l on l.order_id = o.id group by 1, 2
    ),
    undeclared as (
      select id from orders_of where shipping_rate is null
      union select order_id from line_rates where rate is null
    ),
    parts as (
      select r.order_id, r.rate, r.goods, r.depot, o.discount, o.shipping, o.shipping_rate
      from line_rates r join orders_of o on o.id = r.order_id
      union all
      -- the fee's rate where no line sells at it: a part of its own, with no goods to discount
      select o.id, o.shipping_rate, 0, 0, o.discount, o.shipping, o.shipping_rate from orders_of o
      where o.shipping > 0 and not exists (select 1 from line_rates r where r.order_id = o.id and r.rate = o.shipping_rate)
    ),
    declared as (select * from parts where order_id not in (select id from undeclared where id is not null)),
    -- most orders have no voucher: their rates keep their goods whole, no window needed
    shared as (
      select rate, goods, depot, shipping, shipping_rate, 0::bigint as discount_share from declared where discount = 0
      union all
      select rate, goods, depot, shipping, shipping_rate,
        share + (case when place <= left_over then 1 else 0 end) as discount_share
      from (
        select f.*, f.discount - (sum(f.share) over (partition by f.order_id))::bigint as left_over,
          row_number() over (partition by f.order_id order by f.rest desc, f.rate asc) as place
        from (
          select w.*,
            case when w.all_goods = 0 then 0 else (w.discount * w.goods) / w.all_goods end as share,
            case when w.all_goods = 0 then 0 else (w.discount * w.goods) % w.all_goods end as rest
          from (select d.*, (sum(d.goods) over (partition by d.order_id))::bigint as all_goods from declared d where d.discount > 0) w
        ) f
      ) ranked
    ),
    gross as (
      select rate, goods - discount_share + depot + (case when rate = shipping_rate then shipping else 0 end) as gross from shared
    )
    select 'rate' as kind, rate, sum(gross)::float8 as gross,
      sum((2 * gross * rate + 10000 + rate) / (2 * (10000 + rate)))::float8 as vat
    from gross group by rate having sum(gross) > 0
    union all
    select 'undeclared', null, coalesce(sum(o.gross), 0)::float8, 0 from orders_of o where o.id in (select id from undeclared)
  `)) as unknown as { rows: { kind: string; rate: number | null; gross: number; vat: number }[] };
  const rates = result.rows
    .filter((row) => row.kind === 'rate')
    .map((row) => {
      const grossCents = Number(row.gross);
      const vatCents = Number(row.vat);
      return { rateBasisPoints: Number(row.rate), grossCents, netCents: grossCents - vatCents, vatCents };
    })
    .sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
  const undeclared = result.rows.find((row) => row.kind === 'undeclared');
  return { rates, undeclaredCents: Number(undeclared?.gross ?? 0) };
}
