import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Every order's VAT split as order_vat_rates keeps it, for the orders that have no rows yet: orders
 * placed before the table existed (the migration runs this same statement once) and orders written
 * straight into the database (the reports bench). Placing an order writes its rows with vatSplit
 * (order-vat.ts); this is the same rule in SQL, which the reports test holds equal to it:
 * - per order and rate, goods and deposits of its lines; the delivery fee joins the shipping rate;
 * - the voucher discount is shared over the rates by goods with the largest-remainder method
 *   (ties to the lower rate), as shareOut does;
 * - VAT = round-half-up(gross × rate / (10000 + rate)), once per order and rate; rates with no gross
 *   are left out, as on the receipt;
 * - an order without declared VAT (a line or the fee without a rate) gets one row with a null rate.
 * An order whose every rate has zero gross keeps no row and is looked at again by the next run: harmless.
 * All arithmetic in bigint: discount × goods overflows int4 long before any real order does.
 */
export const BACKFILL_ORDER_VAT_SQL = `insert into order_vat_rates (order_id, rate_bp, gross_cents, vat_cents)
with orders_of as (
  select o.id, o.discount_cents::bigint as discount, o.shipping_cents::bigint as shipping, o.shipping_vat_rate_bp as shipping_rate,
    o.total_cents - o.tip_cents as gross
  from orders o where not exists (select 1 from order_vat_rates v where v.order_id = o.id)
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
shared as (
  select order_id, rate, goods, depot, shipping, shipping_rate, 0::bigint as discount_share from declared where discount = 0
  union all
  select order_id, rate, goods, depot, shipping, shipping_rate,
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
  select order_id, rate, goods - discount_share + depot + (case when rate = shipping_rate then shipping else 0 end) as gross from shared
)
select order_id, rate, gross, (2 * gross * rate + 10000 + rate) / (2 * (10000 + rate)) from gross where gross > 0
union all
select id, null, gross, 0 from orders_of where id in (select id from undeclared)`;

/** Writes the missing VAT splits (see above); answers how many rows it wrote. */
export async function backfillOrderVat(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql.raw(BACKFILL_ORDER_VAT_SQL))) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
