import type { Lang } from '@tavola/domain/messages/catalogue';
import type { PreparedPayment } from '@tavola/domain/schemas/payment';
import { conflict, notFound } from '../../http/errors.ts';
import type { OrderPaymentRecord } from '../../payments/order-payments-port.ts';
import { isFinal } from '../../payments/payment-status.ts';
import { isOnlinePaymentType } from '../../payments/provider-registry.ts';
import { PaymentProviderError } from '../../payments/provider.ts';
import { startOrderPayment } from '../../payments/start-order-payment.ts';
import { syncOrderPayment } from '../../payments/sync-payment-status.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';

export interface PreparePaymentInput {
  restaurantId: number;
  basketId: string;
  lang: Lang;
}

/**
 * A checkout link for the order of this basket, for a guest whose payment failed and tries again.
 * The current attempt is asked first: paid or in progress refuses (no second charge), still open
 * reuses its link, ended (failed, canceled, expired, unknown) opens a new payment.
 */
export async function preparePayment(deps: PaymentServiceDeps, input: PreparePaymentInput): Promise<PreparedPayment> {
  const record = await deps.orderPayments.findByBasketId(input.restaurantId, input.basketId);
  if (!record) throw notFound('order_does_not_exists');
  if (!isOnlinePaymentType(record.paymentType) || isFinal(record.paymentStatus)) throw conflict('payment_cannot_update');

  const current = await currentAttempt(deps, record);
  if (current === 'paid' || current === 'pending') throw conflict('payment_cannot_update');
  if (current === 'open' && record.provider && record.checkoutUrl) {
    return { mollieLink: record.checkoutUrl, testMode: (await deps.providers.forRestaurant(record.restaurantId)).byName(record.provider).testMode };
  }

  const started = await startOrderPayment(deps, {
    restaurantId: record.restaurantId,
    orderId: record.orderId,
    paymentType: record.paymentType,
    amountCents: record.amountCents,
    currency: record.currency,
    description: record.description,
    lang: input.lang,
  });
  const { testMode, ...payment } = started;
  // The order may have been paid meanwhile (a late webhook): the port refuses, and so do we.
  if (!(await deps.orderPayments.attachPayment(record.restaurantId, record.orderId, payment))) {
    throw conflict('payment_cannot_update');
  }
  return { mollieLink: started.checkoutUrl, testMode };
}

/** The provider's word on the current attempt; null when there is none (or the provider forgot it). */
async function currentAttempt(deps: PaymentServiceDeps, record: OrderPaymentRecord) {
  if (!record.provider || !record.providerPaymentId) return null;
  try {
    return (await syncOrderPayment(deps, record, 'prepare')).status;
  } catch (error) {
    if (error instanceof PaymentProviderError && error.failure === 'unknown_payment') return null;
    throw error;
  }
}
