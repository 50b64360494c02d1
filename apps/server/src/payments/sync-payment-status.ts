import { AppError } from '../http/errors.ts';
import type { OrderPaymentRecord, OrderPayments } from './order-payments-port.ts';
import type { PaymentEventLog, PaymentEventSource } from './payment-event-log.ts';
import { canTransition, effectOf, isFinal } from './payment-status.ts';
import type { PaymentProviders } from './provider-registry.ts';
import type { PaymentStatus } from './provider.ts';

export interface PaymentSyncDeps {
  providers: PaymentProviders;
  orderPayments: OrderPayments;
  events: PaymentEventLog;
}

export interface PaymentSyncResult {
  orderId: string;
  /** The order's payment status after the sync (never one the browser sent). */
  status: PaymentStatus;
  /** Whether this sync changed the order (false for replays and unchanged statuses). */
  changed: boolean;
  testMode: boolean;
}

/**
 * The one path from "something says the payment moved" (webhook, the guest's return, the test page)
 * to the order: ask the provider, then apply the status once. Paid is final and not asked again; a
 * status already applied to this payment (a webhook delivered twice) changes nothing.
 */
export async function syncOrderPayment(
  deps: PaymentSyncDeps,
  record: OrderPaymentRecord,
  source: PaymentEventSource,
): Promise<PaymentSyncResult> {
  const { provider: providerName, providerPaymentId, restaurantId, orderId } = record;
  if (!providerName || !providerPaymentId) throw new AppError('payment_cannot_update', 409);
  const provider = (await deps.providers.forRestaurant(restaurantId)).byName(providerName);
  const unchanged = (status: PaymentStatus): PaymentSyncResult => ({ orderId, status, changed: false, testMode: provider.testMode });

  if (isFinal(record.paymentStatus)) return unchanged('paid');

  const reported = await provider.fetchStatus(providerPaymentId, { restaurantId });
  if (!canTransition(record.paymentStatus, reported)) return unchanged(record.paymentStatus ?? reported);
  const effect = effectOf(reported);
  if (!effect) return unchanged(reported);
  if (await deps.events.wasApplied(restaurantId, providerName, providerPaymentId, reported)) return unchanged(reported);

  const changed = await applyEffect(deps.orderPayments, record, providerPaymentId, reported);
  // Recorded after the order changed: if we crash in between, the next report applies it again (harmless).
  await deps.events.record({ restaurantId, provider: providerName, providerPaymentId, status: reported, orderId, source });
  return { orderId, status: reported, changed, testMode: provider.testMode };
}

function applyEffect(
  orderPayments: OrderPayments,
  record: OrderPaymentRecord,
  providerPaymentId: string,
  status: PaymentStatus,
): Promise<boolean> {
  const { restaurantId, orderId } = record;
  switch (effectOf(status)) {
    case 'paid':
      return orderPayments.markPaid(restaurantId, orderId, providerPaymentId);
    case 'failed':
      return orderPayments.markFailed(restaurantId, orderId, providerPaymentId, status === 'expired' ? 'expired' : 'failed');
    case 'canceled':
      return orderPayments.markCanceled(restaurantId, orderId, providerPaymentId);
    case null:
      return Promise.resolve(false);
  }
}
