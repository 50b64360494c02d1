import type { PaymentProviderName, PaymentStatus } from './provider.ts';

/**
 * The order as the payment routes see it. The order module owns the table; payments only read this
 * view and move it along through the mark* methods below.
 */
export interface OrderPaymentRecord {
  restaurantId: number;
  /** The order id handed to the guest. */
  orderId: string;
  /** The payment type the guest chose at create-order (mollie, saferPay, cash, payAtEnd, …). */
  paymentType: string;
  /** Amount to pay in cents, as fixed at order creation (prices always come from the database). */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Shown on the provider's page, e.g. "Demo Pizzeria, order 1042". */
  description: string;
  /** The current online payment attempt; null for orders paid on site or not started yet. */
  provider: PaymentProviderName | null;
  providerPaymentId: string | null;
  checkoutUrl: string | null;
  /** The last status applied to the order for the current attempt; null before any report. */
  paymentStatus: PaymentStatus | null;
}

export interface AttachedPayment {
  provider: PaymentProviderName;
  providerPaymentId: string;
  checkoutUrl: string;
}

/**
 * Implemented by the order module (modules/order) and handed to the payment routes as
 * `AppDeps.orderPayments`. Contract:
 * - Every look-up filters by restaurantId: an order of another restaurant is not found (null).
 * - mark* methods are idempotent and guarded: they change the order only when `providerPaymentId` is
 *   still the order's current attempt and the order is not paid yet (paid is final); they answer
 *   whether anything changed. Run the guard in the UPDATE itself (`… where payment_id = $3 and
 *   payment_status is distinct from 'paid'`) so two concurrent webhooks cannot both win.
 * - attachPayment makes a new attempt the current one (payment_status back to 'open'); it must refuse
 *   (answer false) when the order is already paid.
 */
export interface OrderPayments {
  findByOrderId(restaurantId: number, orderId: string): Promise<OrderPaymentRecord | null>;
  /** The order created from this basket (a basket becomes at most one order). */
  findByBasketId(restaurantId: number, basketId: string): Promise<OrderPaymentRecord | null>;
  findByProviderPaymentId(
    restaurantId: number,
    provider: PaymentProviderName,
    providerPaymentId: string,
  ): Promise<OrderPaymentRecord | null>;
  attachPayment(restaurantId: number, orderId: string, payment: AttachedPayment): Promise<boolean>;
  markPaid(restaurantId: number, orderId: string, providerPaymentId: string): Promise<boolean>;
  /** `expired` is stored as such but treated like failed (the guest may try again). */
  markFailed(
    restaurantId: number,
    orderId: string,
    providerPaymentId: string,
    status: 'failed' | 'expired',
  ): Promise<boolean>;
  markCanceled(restaurantId: number, orderId: string, providerPaymentId: string): Promise<boolean>;
}
