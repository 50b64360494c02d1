import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import type { OrderPaymentRecord, OrderPayments } from '../../payments/order-payments-port.ts';
import type { PaymentStatus } from '../../payments/provider.ts';
import { findOrder, findOrderByPayment, findOrderOfBasketPublicId, type OrderRow } from './order-repo.ts';

/**
 * The order side of payments (payments/order-payments-port.ts). Every look-up is scoped to the
 * restaurant; every mark* is one guarded UPDATE, so a webhook delivered twice, or two racing,
 * change the order once: only the current attempt moves, paid is final, and an ended attempt
 * (failed, canceled, expired) only moves on to paid.
 */
export function createOrderPayments(db: Db): OrderPayments {
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
      description: `${restaurant?.name ?? 'Order'}, order ${order.number}`,
      provider: order.paymentProvider,
      providerPaymentId: order.paymentId,
      checkoutUrl: order.isOnlinePayment ? order.paymentLink : null,
      paymentStatus: order.paymentStatus,
    };
  }

  async function move(
    restaurantId: number,
    orderId: string,
    providerPaymentId: string,
    status: PaymentStatus,
    from: readonly PaymentStatus[] | 'not_paid',
  ): Promise<boolean> {
    const guard =
      from === 'not_paid'
        ? sql`${orders.paymentStatus} is distinct from 'paid'`
        : or(isNull(orders.paymentStatus), inArray(orders.paymentStatus, [...from]));
    const rows = await db
      .update(orders)
      .set({ paymentStatus: status, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          eq(orders.publicId, orderId),
          eq(orders.paymentId, providerPaymentId),
          guard,
        ),
      )
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  return {
    findByOrderId: async (restaurantId, orderId) => record(await findOrder(db, restaurantId, orderId)),
    findByBasketId: async (restaurantId, basketId) => record(await findOrderOfBasketPublicId(db, restaurantId, basketId)),
    findByProviderPaymentId: async (restaurantId, provider, providerPaymentId) =>
      record(await findOrderByPayment(db, restaurantId, provider, providerPaymentId)),
    async attachPayment(restaurantId, orderId, payment) {
      const rows = await db
        .update(orders)
        .set({
          paymentProvider: payment.provider,
          paymentId: payment.providerPaymentId,
          paymentLink: payment.checkoutUrl,
          paymentStatus: 'open',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            eq(orders.publicId, orderId),
            eq(orders.isOnlinePayment, true),
            sql`${orders.paymentStatus} is distinct from 'paid'`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },
    markPaid: (restaurantId, orderId, providerPaymentId) => move(restaurantId, orderId, providerPaymentId, 'paid', 'not_paid'),
    markFailed: (restaurantId, orderId, providerPaymentId, status) =>
      move(restaurantId, orderId, providerPaymentId, status, ['open', 'pending']),
    markCanceled: (restaurantId, orderId, providerPaymentId) =>
      move(restaurantId, orderId, providerPaymentId, 'canceled', ['open', 'pending']),
  };
}
