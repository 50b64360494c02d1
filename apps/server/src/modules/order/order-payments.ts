import { eq } from 'drizzle-orm';
import { formatMessage, isLang } from '@tavola/domain/messages/catalogue';
import { paymentDescription } from '@tavola/domain/orders/payment-description';
import type { Db, Tx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { OrderPaymentRecord, OrderPayments } from '../../payments/order-payments-port.ts';
import { paymentDueAfter } from '../../payments/payment-status.ts';
import type { PaymentStatus } from '../../payments/provider.ts';
import { enqueueOrderTickets } from '../printers/order-tickets.ts';
import { writeMove } from './change-order-status.ts';
import { holdsAreHeld, releaseHolds, retakeHolds } from './order-holds.ts';
import { findOrder, findOrderByPayment, findOrderOfBasketPublicId, updateOrder, type OrderRow } from './order-repo.ts';

export interface OrderPaymentHooks {
  /** The current time (a new attempt's due time); AppDeps.clock. */
  clock: () => Date;
  /**
   * Money came in for an order that can no longer be served (rejected meanwhile, or its payment had
   * ended and a dish has sold out since): refund it and tell the guest. Called after the commit.
   */
  paidTooLate: (order: OrderRow) => Promise<void>;
}

/**
 * The order side of payments (payments/order-payments-port.ts). Every look-up is scoped to the
 * restaurant; every mark* locks the order row in a transaction, so a webhook delivered twice, or two
 * racing, change the order once: only the current attempt moves, paid is final, and an ended attempt
 * (failed, canceled, expired) only moves on to paid.
 *
 * An order holds stock, a voucher use and slot room from create-order on (order-holds.ts). A payment
 * that ends without money gives them back at once, like a rejection; a new attempt (payment/prepare)
 * takes them again or is refused (product_out_of_stock, voucher_usage_limit_reached); a "paid" that
 * arrives after the payment had ended takes them again if the dishes are still there, and otherwise
 * rejects the order, refunds it and tells the guest (hooks.paidTooLate).
 */
export function createOrderPayments(db: Db, hooks: OrderPaymentHooks): OrderPayments {
  async function record(order: OrderRow | null): Promise<OrderPaymentRecord | null> {
    if (!order) return null;
    const [restaurant] = await db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId))
      .limit(1);
    return {
      restaurantId: order.restaurantId,
      orderId: order.publicId,
      paymentType: order.paymentType,
      amountCents: order.totalCents,
      currency: order.currency,
      description: paymentDescription(restaurant?.name ?? '', order.number, isLang(order.lang) ? order.lang : 'de'),
      provider: order.paymentProvider,
      providerPaymentId: order.paymentId,
      checkoutUrl: order.isOnlinePayment ? order.paymentLink : null,
      paymentStatus: order.paymentStatus,
    };
  }

  /** The order of this attempt, locked; null when the attempt is not the order's current one. */
  async function lockAttempt(tx: Tx, restaurantId: number, orderId: string, providerPaymentId: string) {
    const order = await findOrder(tx, restaurantId, orderId, { lock: true });
    return order && order.paymentId === providerPaymentId ? order : null;
  }

  function end(restaurantId: number, orderId: string, providerPaymentId: string, status: PaymentStatus) {
    return db.transaction(async (tx) => {
      const order = await lockAttempt(tx, restaurantId, orderId, providerPaymentId);
      if (!order || !(order.paymentStatus === null || order.paymentStatus === 'open' || order.paymentStatus === 'pending')) return false;
      await updateOrder(tx, order.id, { paymentStatus: status });
      if (holdsAreHeld(order)) await releaseHolds(tx, order);
      return true;
    });
  }

  async function markPaid(restaurantId: number, orderId: string, providerPaymentId: string): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const order = await lockAttempt(tx, restaurantId, orderId, providerPaymentId);
      if (!order || order.paymentStatus === 'paid') return null;
      await updateOrder(tx, order.id, { paymentStatus: 'paid' });
      const paid: OrderRow = { ...order, paymentStatus: 'paid' };
      if (order.status === 'rejected') return { order: paid, tooLate: true };
      // The payment came in: the order has arrived for the kitchen (printers that print on arrival).
      if (holdsAreHeld(order)) {
        await enqueueOrderTickets(tx, paid, hooks.clock(), 'arrival');
        return { order: paid, tooLate: false };
      }
      const refusal = await retakeHolds(tx, order, { voucher: 'counted' });
      if (!refusal) {
        await enqueueOrderTickets(tx, paid, hooks.clock(), 'arrival');
        return { order: paid, tooLate: false };
      }
      const lang = isLang(order.lang) ? order.lang : 'de';
      const name = refusal.kind === 'stock' ? refusal.name : '';
      const rejected = await writeMove(tx, paid, 'rejected', { reason: formatMessage('payment_arrived_too_late', lang, { name }) });
      return { order: rejected, tooLate: true };
    });
    if (!outcome) return false;
    if (outcome.tooLate) await hooks.paidTooLate(outcome.order);
    return true;
  }

  return {
    findByOrderId: async (restaurantId, orderId) => record(await findOrder(db, restaurantId, orderId)),
    findByBasketId: async (restaurantId, basketId) => record(await findOrderOfBasketPublicId(db, restaurantId, basketId)),
    findByProviderPaymentId: async (restaurantId, provider, providerPaymentId) =>
      record(await findOrderByPayment(db, restaurantId, provider, providerPaymentId)),
    attachPayment(restaurantId, orderId, payment) {
      return db.transaction(async (tx) => {
        const order = await findOrder(tx, restaurantId, orderId, { lock: true });
        if (!order || !order.isOnlinePayment || order.paymentStatus === 'paid' || order.status === 'rejected') return false;
        if (!holdsAreHeld(order)) {
          // The last attempt ended and gave everything back: a new one needs it again.
          const refusal = await retakeHolds(tx, order, { voucher: 'guarded' });
          if (refusal?.kind === 'stock') throw conflict('product_out_of_stock', { name: refusal.name }, { name: refusal.name, inStock: 0 });
          if (refusal) throw badRequest('voucher_usage_limit_reached');
        }
        await updateOrder(tx, order.id, {
          paymentProvider: payment.provider,
          paymentId: payment.providerPaymentId,
          paymentLink: payment.checkoutUrl,
          paymentStatus: 'open',
          paymentDueAt: paymentDueAfter(hooks.clock()),
        });
        return true;
      });
    },
    markPaid,
    markFailed: (restaurantId, orderId, providerPaymentId, status) => end(restaurantId, orderId, providerPaymentId, status),
    markCanceled: (restaurantId, orderId, providerPaymentId) => end(restaurantId, orderId, providerPaymentId, 'canceled'),
  };
}
