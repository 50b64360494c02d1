import { notFound } from '../../http/errors.ts';
import { syncOrderPayment, type PaymentSyncResult } from '../../payments/sync-payment-status.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';

/**
 * Mollie's webhook only names a payment id; the status is fetched from Mollie. The restaurant comes
 * from our own webhook URL, so the look-up stays inside one restaurant.
 */
export async function handleMollieWebhook(
  deps: PaymentServiceDeps,
  input: { restaurantId: number; paymentId: string },
): Promise<PaymentSyncResult> {
  const record = await deps.orderPayments.findByProviderPaymentId(input.restaurantId, 'mollie', input.paymentId);
  if (!record) throw notFound('payment_does_not_exists');
  return syncOrderPayment(deps, record, 'webhook');
}

/**
 * SaferPay's notification carries nothing but what we put in the notify URL (restaurant and order);
 * the outcome comes from PaymentPage Assert with the order's token.
 */
export async function handleSaferpayNotification(
  deps: PaymentServiceDeps,
  input: { restaurantId: number; orderId: string },
): Promise<PaymentSyncResult> {
  const record = await deps.orderPayments.findByOrderId(input.restaurantId, input.orderId);
  if (!record || record.provider !== 'saferpay') throw notFound('payment_does_not_exists');
  return syncOrderPayment(deps, record, 'webhook');
}
