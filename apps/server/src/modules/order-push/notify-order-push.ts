import { eq } from 'drizzle-orm';
import { FINAL_ORDER_STATUSES } from '@tavola/domain/schemas/order-status';
import type { AppDeps } from '../../app.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { orderStatusUrl } from '../order-mail/send-order-confirmation.ts';
import type { OrderRow } from '../order/order-repo.ts';
import { orderPushMessage } from './order-push-message.ts';
import { listSubscriptions, removeOrderSubscriptions, removeSubscriptionById } from './order-push-repo.ts';
import { sendPush } from './push-sender.ts';

export type OrderPushDeps = Pick<AppDeps, 'db' | 'config' | 'clock'> & {
  log: { warn(details: object, message: string): void };
};

/**
 * Tells the order's subscribed browsers of its new status (decision 099), after the change has been
 * committed. Best effort, like a text message: a push service that is down or slow costs that one
 * message (the status page and the mail still say it), never the status change. Subscriptions the
 * push service calls gone are dropped; when the order is done or rejected, all of them go.
 */
export async function notifyOrderPush(deps: OrderPushDeps, order: OrderRow): Promise<void> {
  const subscriptions = await listSubscriptions(deps.db, order.id);
  if (subscriptions.length > 0) {
    const [restaurant] = await deps.db
      .select({ name: restaurants.name, timeZone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId));
    const context = {
      restaurantName: restaurant?.name ?? '',
      timeZone: restaurant?.timeZone ?? 'Europe/Berlin',
      statusUrl: orderStatusUrl(deps.config.publicUrl, order.publicId),
      now: deps.clock(),
    };
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const message = orderPushMessage(order, subscription.lang, context);
        if (!message) return;
        try {
          const outcome = await sendPush(deps.config.push, subscription, message);
          if (outcome === 'gone') await removeSubscriptionById(deps.db, subscription.id);
          else if (outcome === 'failed')
            deps.log.warn({ orderId: order.publicId }, 'push service refused a status update');
        } catch (error) {
          deps.log.warn({ err: error, orderId: order.publicId }, 'push of a status update failed');
        }
      }),
    );
  }
  if (FINAL_ORDER_STATUSES.includes(order.status)) await removeOrderSubscriptions(deps.db, order.id);
}
