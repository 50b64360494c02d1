import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { SlotLimits } from '@tavola/domain/tickets/slot-capacity';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import { databaseErrorOf } from '../../db/database-error.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { rowFromJson } from './json-row.ts';
import type { NewOrder, NewOrderLine, OrderLineRow, OrderRow } from './order-repo.ts';
import { orderVatRows } from './order-vat.ts';

/** What the write takes beside the order: units per product, a voucher use, room in a slot. */
export interface OrderTakes {
  basketId: number;
  /** The basket's revision create-order checked: a change since then refuses ('basket'). */
  revision: number;
  /** A guest basket becomes the ordering customer's. */
  customerId: number | null;
  /** Products that had a stock when checked, ordered by product id (one made unlimited since passes). */
  stock: { productId: number; units: number }[];
  voucherId: number | null;
  slot: { deliveryTypeId: number; slotAt: Date; items: number; limits: SlotLimits } | null;
}

/** Why the write refused: the basket changed or was ordered, or one guard found no room left. */
export type PlaceOrderRefusal =
  { kind: 'basket' } | { kind: 'stock'; productId: number } | { kind: 'voucher' } | { kind: 'slot' };

export class OrderRefused extends Error {
  constructor(readonly refusal: PlaceOrderRefusal) {
    super(`order refused: ${refusal.kind}`);
  }
}

/** Columns of a table as they are inserted from a JSON record `r`, `id` (serial) left out. */
function insertColumns(table: Table, expressions: Record<string, string>): { names: string; values: string } {
  const columns = Object.values(getTableColumns(table)).filter((column) => column.name !== 'id');
  return {
    names: columns.map((column) => `"${column.name}"`).join(', '),
    values: columns.map((column) => expressions[column.name] ?? `r."${column.name}"`).join(', '),
  };
}

const ORDER_INSERT = insertColumns(orders, {
  number: '(select last_number from counter)',
  status: `coalesce(r.status, 'received')`,
  extra_info: `coalesce(r.extra_info, '{}'::jsonb)`,
  created_at: 'coalesce(r.created_at, now())',
  updated_at: 'now()',
});
const LINE_INSERT = insertColumns(orderLines, { order_id: '(select id from new_order)' });
const PREPARED = sql.raw(PREPARE_MARK);

/**
 * The statement's text never changes (the order, its lines and the stock needs travel as JSON
 * parameters), so it is parsed and planned once per connection (PREPARE_MARK). Guards run in a
 * chain — each step reads the previous one's `ok` — and a guard without room calls tavola_refuse.
 * The basket is claimed by primary key alone: create-order read it among the caller's restaurant's
 * (basket-state-repo.ts, UNIQUE_KEYS_ONLY). The stock guard finds its products by primary key
 * (`= any (array(…))`): joined to the JSON needs, which the generic plan guesses at 100 rows, PostgreSQL
 * hashed the restaurant's whole menu twice per order, and re-ran that under EvalPlanQual after every
 * wait on a hot dish's row.
 */
const PLACE_ORDER_REST = sql.raw(`claimed as (
    update baskets set ordered_at = now(), updated_at = now(), customer_id = coalesce(customer_id, (select customer from given))
    where id = (select basket from given) and ordered_at is null and revision = (select revision from given)
    returning id),
  claimed_ok as (select coalesce((select 1 from claimed), tavola_refuse('basket')) as ok),
  needs as (select n.product_id, n.units from json_to_recordset((select stock from given)) as n(product_id int, units int)),
  stock_locked as (
    select pr.id from products pr, claimed_ok
    where pr.id = any (array(select product_id from needs)) and pr.restaurant_id = (select restaurant from given)
    order by pr.id for update of pr),
  stock_taken as (
    update products pr set stock = pr.stock - n.units from needs n
    where pr.id = any (array(select id from stock_locked)) and pr.id = n.product_id
      and pr.restaurant_id = (select restaurant from given) and (pr.stock is null or pr.stock >= n.units)
    returning pr.id),
  stock_ok as (
    select coalesce(
      (select 1 where (select count(*) from stock_taken) = (select count(*) from needs)),
      tavola_refuse('stock:' || (select min(product_id) from needs where product_id not in (select id from stock_taken)))
    ) as ok from claimed_ok),
  voucher_used as (
    update vouchers set times_used = times_used + 1
    where restaurant_id = (select restaurant from given) and id = (select voucher from given) and (usage_limit is null or times_used < usage_limit)
      and exists (select 1 from stock_ok)
    returning id),
  voucher_ok as (
    select case when (select voucher from given) is null or exists (select 1 from voucher_used) then 1 else tavola_refuse('voucher') end as ok
    from stock_ok),
  slot_booked as (
    insert into slot_bookings (restaurant_id, delivery_type_id, slot_at, orders, items)
    select (select restaurant from given), (select slot_type from given), (select slot_at from given), 1, (select slot_items from given) from voucher_ok where (select slot_type from given) is not null
    on conflict (restaurant_id, delivery_type_id, slot_at) do update
      set orders = slot_bookings.orders + 1, items = slot_bookings.items + (select slot_items from given)
      where ((select slot_max_orders from given) is null or slot_bookings.orders + 1 <= (select slot_max_orders from given))
        and ((select slot_max_items from given) is null or slot_bookings.items + (select slot_items from given) <= (select slot_max_items from given))
    returning 1),
  slot_ok as (
    select case when (select slot_type from given) is null or exists (select 1 from slot_booked) then 1 else tavola_refuse('slot') end as ok
    from voucher_ok),
  counter as (
    insert into order_counters (restaurant_id, last_number) select (select restaurant from given), 1 from slot_ok
    on conflict (restaurant_id) do update set last_number = order_counters.last_number + 1
    returning last_number),
  new_order as (
    insert into orders (${ORDER_INSERT.names})
    select ${ORDER_INSERT.values} from json_populate_record(null::orders, (select order_row from given)) r
    returning *),
  new_lines as (
    insert into order_lines (${LINE_INSERT.names})
    select ${LINE_INSERT.values} from json_populate_recordset(null::order_lines, (select line_rows from given)) r
    returning *),
  vat_rates as (
    insert into order_vat_rates (order_id, rate_bp, gross_cents, vat_cents)
    select (select id from new_order), v.rate_bp, v.gross_cents, v.vat_cents
    from json_to_recordset((select vat_rows from given)) as v(rate_bp int, gross_cents int, vat_cents int)),
  confirmation as (
    insert into mail_outbox (restaurant_id, kind, ref, lang, created_at, available_at)
    select restaurant_id, 'order_confirmation', id, lang, created_at, created_at from new_order)
  select (select row_to_json(o) from new_order o) as "order",
    coalesce((select json_agg(l order by l.position) from new_lines l), '[]'::json) as lines`);

/** A row as JSON keyed by column name, for json_populate_record (jsonb values stay nested, dates ISO). */
function recordOf(table: Table, values: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (values[key] !== undefined) record[column.name] = values[key];
  }
  return record;
}

/**
 * The whole write of a new order as ONE statement, run on its own (its own transaction): the basket
 * claimed at the revision create-order checked, every stock taken with a guarded update, the
 * voucher use counted, the slot booked, the restaurant's order counter, the order, its lines. A
 * guard that finds no room calls tavola_refuse (migration 0009), which aborts the statement: nothing
 * of it stays written, and the error names the guard. The guest's confirmation mail is written here too, as
 * a small outbox row naming the order (decision 089): it exists exactly when the order does, and the
 * outbox worker composes and sends it after the commit. The steps are chained, the products locked in
 * id order, so the hot rows — a dish's stock, the order counter — are locked in a fixed order
 * (products by id, voucher, slot, counter) and only while PostgreSQL runs this statement and commits
 * it: no round trip to the server, and no wait for its event loop, while holding them.
 */
export async function placeOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: NewOrderLine[],
  takes: OrderTakes,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const slot = takes.slot;
  // Every value once, in a fixed order, in the first CTE (`given`): the statement's text stays the same.
  const parameters = sql`given as (select ${order.restaurantId}::int as restaurant, ${takes.basketId}::int as basket,
    ${takes.revision}::int as revision, ${takes.customerId}::int as customer,
    ${JSON.stringify(takes.stock.map((need) => ({ product_id: need.productId, units: need.units })))}::json as stock,
    ${takes.voucherId}::int as voucher, ${slot ? slot.deliveryTypeId : null}::smallint as slot_type,
    ${slot ? slot.slotAt.toISOString() : null}::timestamptz as slot_at, ${slot ? slot.items : null}::int as slot_items,
    ${slot ? slot.limits.maxOrders : null}::int as slot_max_orders, ${slot ? slot.limits.maxItems : null}::int as slot_max_items,
    ${JSON.stringify(recordOf(orders, order))}::json as order_row,
    ${JSON.stringify(lines.map((line) => recordOf(orderLines, line)))}::json as line_rows,
    ${JSON.stringify(storedVat(order, lines))}::json as vat_rows)`;
  let result: unknown;
  try {
    result = await db.execute(sql`${PREPARED}with ${parameters}, ${PLACE_ORDER_REST}`);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw new OrderRefused(refusal);
    throw error;
  }
  const row = (result as { rows: { order: Record<string, unknown> | null; lines: Record<string, unknown>[] }[] })
    .rows[0];
  if (!row?.order) throw new Error('order insert returned no row');
  return { order: rowFromJson(orders, row.order), lines: row.lines.map((line) => rowFromJson(orderLines, line)) };
}

/** The order's VAT split as order_vat_rates stores it (decision 085: the reports sum these rows). */
function storedVat(order: NewOrder, lines: NewOrderLine[]) {
  const rows = orderVatRows(
    { ...order, shippingVatRateBp: order.shippingVatRateBp ?? null },
    lines.map((line) => ({ vatRateBp: line.vatRateBp ?? null, unitCents: line.unitCents, depotUnitCents: line.depotUnitCents, quantity: line.quantity })),
  );
  return rows.map((row) => ({ rate_bp: row.rateBp, gross_cents: row.grossCents, vat_cents: row.vatCents }));
}

/** tavola_refuse's error: SQLSTATE P0001 with the guard's name as its message. */
function refusalOf(error: unknown): PlaceOrderRefusal | null {
  const failed = databaseErrorOf(error);
  if (failed?.code !== 'P0001') return null;
  const { message } = failed;
  if (message === 'basket' || message === 'voucher' || message === 'slot') return { kind: message };
  const stock = /^stock:(\d+)$/.exec(message);
  return stock ? { kind: 'stock', productId: Number(stock[1]) } : null;
}
