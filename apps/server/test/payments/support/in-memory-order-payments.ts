import type { AttachedPayment, OrderPaymentRecord, OrderPayments } from '../../../src/payments/order-payments-port.ts';
import type { PaymentProviderName } from '../../../src/payments/provider.ts';

export interface TestOrder extends OrderPaymentRecord {
  basketId: string;
}

export interface InMemoryOrderPayments extends OrderPayments {
  orders: Map<string, TestOrder>;
  /** Every mark* call that changed an order, in order: what a webhook replay must not add to. */
  changes: { orderId: string; change: string }[];
  add(order: Omit<TestOrder, 'provider' | 'providerPaymentId' | 'checkoutUrl' | 'paymentStatus'> & Partial<TestOrder>): TestOrder;
}

/**
 * The OrderPayments contract (payments/order-payments-port.ts) over a Map: restaurant-scoped look-ups,
 * guarded idempotent mark* methods. Test stand-in for the order module's implementation.
 */
export function inMemoryOrderPayments(): InMemoryOrderPayments {
  const orders = new Map<string, TestOrder>();
  const changes: { orderId: string; change: string }[] = [];
  const view = (order: TestOrder | undefined): OrderPaymentRecord | null => (order ? { ...order } : null);
  const own = (restaurantId: number, orderId: string) => {
    const order = orders.get(orderId);
    return order && order.restaurantId === restaurantId ? order : undefined;
  };
  const mark = (restaurantId: number, orderId: string, providerPaymentId: string, status: TestOrder['paymentStatus']) => {
    const order = own(restaurantId, orderId);
    if (!order || order.providerPaymentId !== providerPaymentId || order.paymentStatus === 'paid' || order.paymentStatus === status) {
      return false;
    }
    order.paymentStatus = status;
    changes.push({ orderId, change: String(status) });
    return true;
  };

  return {
    orders,
    changes,
    add(order) {
      const full: TestOrder = { provider: null, providerPaymentId: null, checkoutUrl: null, paymentStatus: null, ...order };
      orders.set(full.orderId, full);
      return full;
    },
    async findByOrderId(restaurantId, orderId) {
      return view(own(restaurantId, orderId));
    },
    async findByBasketId(restaurantId, basketId) {
      return view([...orders.values()].find((o) => o.restaurantId === restaurantId && o.basketId === basketId));
    },
    async findByProviderPaymentId(restaurantId, provider: PaymentProviderName, providerPaymentId) {
      return view(
        [...orders.values()].find(
          (o) => o.restaurantId === restaurantId && o.provider === provider && o.providerPaymentId === providerPaymentId,
        ),
      );
    },
    async attachPayment(restaurantId, orderId, payment: AttachedPayment) {
      const order = own(restaurantId, orderId);
      if (!order || order.paymentStatus === 'paid') return false;
      Object.assign(order, { ...payment, paymentStatus: 'open' });
      changes.push({ orderId, change: `attach ${payment.providerPaymentId}` });
      return true;
    },
    async markPaid(restaurantId, orderId, providerPaymentId) {
      return mark(restaurantId, orderId, providerPaymentId, 'paid');
    },
    async markFailed(restaurantId, orderId, providerPaymentId, status) {
      return mark(restaurantId, orderId, providerPaymentId, status);
    },
    async markCanceled(restaurantId, orderId, providerPaymentId) {
      return mark(restaurantId, orderId, providerPaymentId, 'canceled');
    },
  };
}
