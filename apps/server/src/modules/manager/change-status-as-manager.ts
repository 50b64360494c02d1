import { and, eq, isNull, sql } from 'drizzle-orm';
import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { ChangeOrderStatusRequest } from '@tavola/domain/schemas/order';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import type { PaymentProviders } from '../../payments/provider-registry.ts';
import { moveOrder } from '../order/change-order-status.ts';
import type { OrderRow } from '../order/order-repo.ts';
import { findOrderForMail } from '../order-mail/order-mail-repo.ts';
import { withReplyTo } from '../../mail/mailer.ts';
import { orderStatusMail } from '../order-mail/order-status-mail.ts';
import { orderStatusUrl } from '../order-mail/send-order-confirmation.ts';
import { notifyOrderPush } from '../order-push/notify-order-push.ts';
import { enqueueOrderTickets } from '../printers/order-tickets.ts';
import type { Manager } from './manager-auth.ts';

export type ManagerStatusDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock' | 'printQueue'> & {
  providers: PaymentProviders;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
};

/**
 * A manager moves an order (received → processing → delivered, or rejected with a reason). On a real
 * change the guest hears of it: the status page live (NOTIFY), a mail on accepting (with the time
 * the kitchen expects it ready) or rejecting (with the reason), and the phones that asked for it by
 * Web Push (decision 099). A rejected order paid online is
 * refunded once: the refund is claimed on the order row before the provider is called, so a second
 * press, or a second manager at the same moment, finds it claimed.
 */
export async function changeStatusAsManager(
  deps: ManagerStatusDeps,
  manager: Manager,
  request: ChangeOrderStatusRequest,
): Promise<OrderRow> {
  const now = deps.clock();
  const expectedAt =
    request.status === 'processing' && request.readyInMinutes !== undefined
      ? new Date(now.getTime() + request.readyInMinutes * 60_000)
      : null;
  const { order, changed } = await moveOrder(
    deps.db,
    manager.restaurantId,
    request.orderId,
    request.status,
    {
      managerId: manager.managerId,
      reason: request.status === 'rejected' ? (request.reason ?? null) : null,
      expectedAt,
    },
    // The accepted order's mail and kitchen tickets are written with the status change.
    async (tx, moved) => {
      if (moved.status !== 'processing') return;
      await mailGuest(deps, tx, moved, false);
      await enqueueOrderTickets(tx, moved, now);
    },
  );
  if (!changed) return order;
  // The guest's phone hears of it after the commit, without holding the board's answer up.
  void notifyOrderPush(deps, order).catch((error: unknown) =>
    deps.log.warn({ err: error, orderId: order.publicId }, 'push of a status update failed'),
  );
  if (order.status === 'processing') deps.printQueue.wake();
  if (order.status === 'rejected') await refundAndTellGuest(deps, order);
  return order;
}

/**
 * A rejected order: its online payment (if it was paid) goes back once, and the guest gets the
 * rejection mail saying so. Also the path of a payment that arrived after the order had ended
 * (order/order-payments.ts).
 */
export async function refundAndTellGuest(deps: ManagerStatusDeps, order: OrderRow): Promise<void> {
  const refunded = await refundOnce(deps, order);
  // After the rejection's commit, not in it: the mail says whether the money went back, which only
  // the payment provider's answer tells (a crash in between leaves the refund 'pending' on the board).
  try {
    await mailGuest(deps, deps.db, order, refunded);
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.publicId }, 'order status mail failed');
  }
}

/** Claims and runs the refund of a paid online order; true when the money is on its way back. */
async function refundOnce(deps: ManagerStatusDeps, order: OrderRow): Promise<boolean> {
  if (!order.isOnlinePayment || order.paymentStatus !== 'paid' || !order.paymentProvider || !order.paymentId)
    return false;
  const [claimed] = await deps.db
    .update(orders)
    .set({ refundId: 'pending', updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.refundId)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  try {
    const { refundId } = await (await deps.providers.forRestaurant(order.restaurantId)).byName(order.paymentProvider).refund({
      providerPaymentId: order.paymentId,
      restaurantId: order.restaurantId,
      amountCents: order.totalCents,
      currency: order.currency,
      idempotencyKey: `refund-${order.publicId}`,
    });
    await deps.db.update(orders).set({ refundId }).where(eq(orders.id, order.id));
    return true;
  } catch (error) {
    // The claim stays 'pending': the board shows the refund as not done, and nobody can refund twice.
    deps.log.error({ err: error, orderId: order.publicId }, 'refund of a rejected order failed');
    return false;
  }
}

/** Writes the guest's status mail to the outbox within `db`; throws (inside a transaction: undoes it). */
async function mailGuest(deps: ManagerStatusDeps, db: DbOrTx, order: OrderRow, refunded: boolean): Promise<void> {
  // The confirmation mail's one prepared read: the restaurant's name and contact, the ordering customer.
  const context = (await findOrderForMail(db, order.restaurantId, order.id))?.context;
  if (!context) return;
  const details = order.userDetails;
  const to = details?.email?.trim() || context.customer?.email;
  if (!to) return;
  const [restaurant] = await db
    .select({ timeZone: restaurants.timeZone, lang: restaurants.lang })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  const lang: Lang = isLang(order.lang) ? order.lang : isLang(restaurant?.lang) ? restaurant.lang : 'de';
  const mail = orderStatusMail({
      to,
      name: details?.name?.trim() || context.customer?.name || null,
      lang,
      restaurantName: context.restaurantName,
      timeZone: restaurant?.timeZone ?? 'Europe/Berlin',
      orderNumber: order.number ?? 0,
      status: order.status === 'processing' ? 'processing' : 'rejected',
      expectedAt: order.expectedAt ?? order.deliveryAt,
      reason: order.statusReason,
      refunded,
    statusUrl: orderStatusUrl(deps.config.publicUrl, order.publicId),
  });
  await deps.mailer.enqueue(db, withReplyTo(mail, context.contact.email), { restaurantId: order.restaurantId });
}
