import { sql, type SQL } from 'drizzle-orm';
import type { SlotLimits } from '@tavola/domain/tickets/slot-capacity';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { products } from '../../db/schema/menu.ts';
import { orderCounters, orderLines, orders, slotBookings } from '../../db/schema/order.ts';
import { vouchers } from '../../db/schema/restaurant.ts';
import { rowFromJson } from './json-row.ts';
import type { NewOrder, NewOrderLine, OrderLineRow, OrderRow } from './order-repo.ts';

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

/**
 * The whole write of a new order as ONE statement, run on its own (its own transaction): the basket
 * claimed at the revision create-order checked, every stock taken with a guarded update, the
 * voucher use counted, the slot booked, the restaurant's order counter, the order, its lines. Each
 * guard that finds no room calls tavola_refuse (migration 0009), which aborts the statement: nothing
 * of it stays written, and the error names the guard. The steps are chained (each runs only after
 * the one before found room), so the hot rows — a dish's stock, the order counter — are locked in a
 * fixed order (products by id, voucher, slot, counter) and only while PostgreSQL runs this statement
 * and commits it: no round trip to the server, and no wait for its event loop, while holding them.
 */
export async function placeOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: NewOrderLine[],
  takes: OrderTakes,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const restaurantId = order.restaurantId;
  const steps: SQL[] = [];
  let previous = 'claimed';
  const step = (name: string, body: SQL, refusal: string) => {
    steps.push(sql`${sql.raw(name)} as (${body})`);
    steps.push(
      sql`${sql.raw(`${name}_ok`)} as (select coalesce((select 1 from ${sql.raw(name)} limit 1), tavola_refuse(${refusal})) as ok)`,
    );
    previous = `${name}_ok`;
  };
  const after = () => sql`exists (select 1 from ${sql.raw(previous)})`;

  step(
    'claimed',
    sql`update ${baskets} set ordered_at = now(), updated_at = now(),
        customer_id = coalesce(${baskets.customerId}, ${takes.customerId}::int)
      where ${baskets.id} = ${takes.basketId} and ${baskets.restaurantId} = ${restaurantId}
        and ${baskets.orderedAt} is null and ${baskets.revision} = ${takes.revision}
      returning ${baskets.id}`,
    'basket',
  );
  for (const [index, need] of takes.stock.entries()) {
    step(
      `stock_${index}`,
      sql`update ${products} set stock = ${products.stock} - ${need.units}::int
        where ${products.restaurantId} = ${restaurantId} and ${products.id} = ${need.productId}
          and (${products.stock} is null or ${products.stock} >= ${need.units}::int) and ${after()}
        returning ${products.id}`,
      `stock:${need.productId}`,
    );
  }
  if (takes.voucherId !== null) {
    step(
      'voucher_use',
      sql`update ${vouchers} set times_used = ${vouchers.timesUsed} + 1
        where ${vouchers.restaurantId} = ${restaurantId} and ${vouchers.id} = ${takes.voucherId}
          and (${vouchers.usageLimit} is null or ${vouchers.timesUsed} < ${vouchers.usageLimit}) and ${after()}
        returning ${vouchers.id}`,
      'voucher',
    );
  }
  if (takes.slot) {
    const { deliveryTypeId, slotAt, items, limits } = takes.slot;
    // The insert branch fits by construction: create-order refuses an order larger than a whole slot.
    step(
      'slot',
      sql`insert into ${slotBookings} (restaurant_id, delivery_type_id, slot_at, orders, items)
        select ${restaurantId}, ${deliveryTypeId}, ${slotAt.toISOString()}::timestamptz, 1, ${items}::int where ${after()}
        on conflict (restaurant_id, delivery_type_id, slot_at) do update
          set orders = ${slotBookings.orders} + 1, items = ${slotBookings.items} + ${items}::int
          where (${limits.maxOrders}::int is null or ${slotBookings.orders} + 1 <= ${limits.maxOrders}::int)
            and (${limits.maxItems}::int is null or ${slotBookings.items} + ${items}::int <= ${limits.maxItems}::int)
        returning 1`,
      'slot',
    );
  }
  const counter = sql`counter as (
    insert into ${orderCounters} (restaurant_id, last_number) select ${restaurantId}, 1 where ${after()}
    on conflict (restaurant_id) do update set last_number = ${orderCounters.lastNumber} + 1
    returning last_number)`;
  const orderInsert = db
    .insert(orders)
    .values({ ...order, number: sql`(select last_number from counter)` })
    .returning()
    .getSQL();
  const linesInsert = lines.length
    ? sql`, new_lines as (${db
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: sql`(select id from new_order)` })))
        .returning()
        .getSQL()})`
    : sql``;

  let result: unknown;
  try {
    result = await db.execute(sql`
      with ${sql.join(steps, sql`, `)}, ${counter}, new_order as (${orderInsert})${linesInsert}
      select (select row_to_json(o) from new_order o) as "order",
        ${lines.length ? sql`(select json_agg(l order by l.position) from new_lines l)` : sql`'[]'::json`} as lines`);
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

/** tavola_refuse's error (SQLSTATE P0001, the guard's name as message); drizzle may wrap it. */
function refusalOf(error: unknown): PlaceOrderRefusal | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code !== 'P0001' || typeof message !== 'string') continue;
    if (message === 'basket' || message === 'voucher' || message === 'slot') return { kind: message };
    const stock = /^stock:(\d+)$/.exec(message);
    if (stock) return { kind: 'stock', productId: Number(stock[1]) };
  }
  return null;
}
