import type { Order } from '@tavola/domain/schemas/order';
import { activeBusyMinutes } from '@tavola/domain/time/ordering-pause';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { deliveryTypesOf, findRestaurantById } from '../restaurant/repo.ts';
import { findOrder } from './order-repo.ts';
import { orderView } from './order-view.ts';
import { isOrderReviewed } from '../review/review-repo.ts';

/**
 * GET api/order. The order id is the key: 144 random bits, handed only to whoever placed the
 * order (the payment return page needs it even after a login expired). Another restaurant's order
 * is not found. The answer also carries what the guest's estimate needs (lead and busy minutes now).
 */
export async function getOrder(db: DbOrTx, restaurantId: number, orderId: string, now: Date): Promise<Order> {
  const order = await findOrder(db, restaurantId, orderId);
  if (!order) throw notFound('order_does_not_exists');
  const [view, reviewed, kitchen] = await Promise.all([
    orderView(db, order),
    isOrderReviewed(db, restaurantId, order.id),
    kitchenMinutes(db, restaurantId, order.deliveryTypeId, now),
  ]);
  return { ...view, reviewed, ...kitchen };
}

async function kitchenMinutes(db: DbOrTx, restaurantId: number, deliveryTypeId: number, now: Date) {
  const [restaurant, types] = await Promise.all([findRestaurantById(db, restaurantId), deliveryTypesOf(db, restaurantId)]);
  const type = types.find((row) => row.deliveryTypeId === deliveryTypeId);
  return {
    lead_minutes: type?.leadMinutes ?? null,
    busy_minutes: restaurant ? activeBusyMinutes(restaurant, now) : 0,
  };
}
