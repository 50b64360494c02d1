import type { PaymentUpdate } from '@tavola/domain/schemas/payment';
import { conflict, notFound } from '../../http/errors.ts';
import type { OrderPaymentRecord } from '../../payments/order-payments-port.ts';
import { PAYMENT_PROVIDER_NAMES } from '../../payments/provider.ts';
import { syncOrderPayment } from '../../payments/sync-payment-status.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';

export interface UpdatePaymentInput {
  restaurantId: number;
  orderId?: string;
  paymentId?: string;
}

/**
 * The guest is back from the provider's page. Whatever status the return URL claims, the answer is
 * what the provider says now (and the order follows it).
 */
export async function updatePayment(deps: PaymentServiceDeps, input: UpdatePaymentInput): Promise<PaymentUpdate> {
  const record = await findRecord(deps, input);
  if (!record) throw notFound('payment_does_not_exists');
  if (!record.provider || !record.providerPaymentId) throw conflict('payment_cannot_update');
  const { orderId, status, testMode } = await syncOrderPayment(deps, record, 'return');
  return { orderId, status, testMode };
}

async function findRecord(deps: PaymentServiceDeps, input: UpdatePaymentInput): Promise<OrderPaymentRecord | null> {
  if (input.orderId) return deps.orderPayments.findByOrderId(input.restaurantId, input.orderId);
  const paymentId = input.paymentId;
  if (!paymentId) return null;
  // Without an order id the payment id alone says nothing about its provider: try each.
  for (const provider of PAYMENT_PROVIDER_NAMES) {
    const record = await deps.orderPayments.findByProviderPaymentId(input.restaurantId, provider, paymentId);
    if (record) return record;
  }
  return null;
}
