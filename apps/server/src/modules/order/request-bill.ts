import { sql } from 'drizzle-orm';
import type { Order } from '@tavola/domain/schemas/order';
import { DELIVERY_TYPE_IDS } from '@tavola/domain/limits';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findOrder, updateOrder } from './order-repo.ts';
import { orderView } from './order-view.ts';

/** Live views of the restaurant follow bill requests on this channel (LISTEN/NOTIFY). */
export const BILL_REQUEST_CHANNEL = 'order_bill_request';

/**
 * GET api/order/bill-request: the guest at the table asks for the bill (eat-here orders only). Asking
 * twice keeps the first request's time; a rejected order has no bill. The manager board hears it
 * through the orders trigger (kind 'bill').
 */
export async function requestBill(db: Db, restaurantId: number, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, restaurantId, orderId);
    if (!order) throw notFound('order_does_not_exists');
    if (order.status === 'rejected') throw badRequest('order_status_invalid');
    // A bill is brought to a table: pickup and delivery orders have none to ask for.
    if (order.deliveryTypeId !== DELIVERY_TYPE_IDS.here) throw badRequest('bill_request_eat_here_only');
    if (order.billRequestedAt === null) {
      await updateOrder(tx, order.id, { billRequestedAt: new Date() });
      const payload = JSON.stringify({ restaurantId, orderId, orderNumber: order.number, tableId: order.tableId });
      // NOTIFY inside the transaction is delivered on commit only.
      await tx.execute(sql`select pg_notify(${BILL_REQUEST_CHANNEL}, ${payload})`);
    }
    const updated = await findOrder(tx, restaurantId, orderId);
    return orderView(tx, updated ?? order);
  });
}
