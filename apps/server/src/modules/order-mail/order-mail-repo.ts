import { sql } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import type { RestaurantContact } from '../../db/schema/restaurant.ts';
import { rowFromJson } from '../order/json-row.ts';
import type { OrderLineRow, OrderRow } from '../order/order-repo.ts';

export interface OrderMailContext {
  restaurantName: string;
  contact: RestaurantContact;
  /** The logged-in customer who placed the order, if any. */
  customer: { email: string; name: string } | null;
}

export interface OrderForMail {
  order: OrderRow;
  lines: OrderLineRow[];
  table: { id: number; name: string; capacity: number } | null;
  context: OrderMailContext;
}

/**
 * Everything an order's mails show — the order, its lines, its table, the restaurant's name and contact,
 * the ordering customer (the confirmation, and the manager's status mails) — in ONE prepared statement: the outbox worker renders a
 * mail for every order, so in a rush these were four statements per order, each parsed and planned
 * again (issue 29's hot dish bench: about a third of PostgreSQL's planning).
 */
const ORDER_FOR_MAIL = sql.raw(`${PREPARE_MARK}select row_to_json(o) as "order",
    coalesce((select json_agg(l order by l.position) from order_lines l
      where l.restaurant_id = o.restaurant_id and l.order_id = o.id), '[]'::json) as lines,
    r.name as "restaurantName", r.contact, u.email as "customerEmail", u.name as "customerName",
    t.id as "tableId", t.name as "tableName", t.capacity as "tableCapacity"
  from orders o
  join restaurants r on r.id = o.restaurant_id
  left join users u on u.id = o.customer_id and u.restaurant_id = o.restaurant_id
  left join restaurant_tables t on t.id = o.table_id and t.restaurant_id = o.restaurant_id
  where o.restaurant_id = `);

export async function findOrderForMail(db: DbOrTx, restaurantId: number, orderId: number): Promise<OrderForMail | null> {
  const result = await db.execute(sql`${ORDER_FOR_MAIL}${restaurantId}::int and o.id = ${orderId}::int`);
  const row = (result as unknown as { rows: OrderForMailRow[] }).rows[0];
  if (!row) return null;
  return {
    order: rowFromJson(orders, row.order),
    lines: row.lines.map((line) => rowFromJson(orderLines, line)),
    table: row.tableId === null ? null : { id: row.tableId, name: row.tableName ?? '', capacity: row.tableCapacity ?? 0 },
    context: {
      restaurantName: row.restaurantName,
      contact: row.contact,
      customer: row.customerEmail ? { email: row.customerEmail, name: row.customerName ?? '' } : null,
    },
  };
}

interface OrderForMailRow {
  order: Record<string, unknown>;
  lines: Record<string, unknown>[];
  restaurantName: string;
  contact: RestaurantContact;
  customerEmail: string | null;
  customerName: string | null;
  tableId: number | null;
  tableName: string | null;
  tableCapacity: number | null;
}
