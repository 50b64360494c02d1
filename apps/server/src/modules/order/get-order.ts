import type { Order } from '@tavola/domain/schemas/order';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findOrder } from './order-repo.ts';
import { orderView } from './order-view.ts';
import { isOrderReviewed } from '../review/review-repo.ts';

/**
 * GET api/order. The order id is the key: 144 random bits, handed only to whoever placed the
 * order (the payment return page needs it even after a login expired). Another restaurant's order
 * is not found.
 */
export async function getOrder(db: DbOrTx, restaurantId: number, orderId: string): Promise<Order> {
  const order = await findOrder(db, restaurantId, orderId);
  if (!order) throw notFound('order_does_not_exists');
  return { ...(await orderView(db, order)), reviewed: await isOrderReviewed(db, restaurantId, order.id) };
}
