import { centsToAmount } from '@tavola/domain/pricing/money';
import type { CompletedTestPayment, TestPayment, TestPaymentOutcome } from '@tavola/domain/schemas/payment';
import { notFound } from '../../http/errors.ts';
import { findTestPayment, settleTestPayment } from '../../payments/test/test-payments-repo.ts';
import { syncOrderPayment } from '../../payments/sync-payment-status.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';

/** What the storefront's /payment page shows for a test payment of this restaurant. */
export async function viewTestPayment(
  deps: Pick<PaymentServiceDeps, 'db'>,
  input: { restaurantId: number; testPaymentId: string },
): Promise<TestPayment> {
  const row = await findTestPayment(deps.db, input.restaurantId, input.testPaymentId);
  if (!row) throw notFound('payment_does_not_exists');
  return {
    id: row.id,
    status: row.status,
    amount: centsToAmount(row.amountCents),
    currency: row.currency,
    description: row.description,
    orderId: row.orderReference,
    redirectUrl: row.redirectUrl,
    testMode: true,
  };
}

/**
 * The guest picked an outcome on the test page. The test payment moves only while undecided, then
 * the order is synced through the same path a provider webhook takes, so a second click changes
 * nothing and the order never learns the outcome from the browser directly.
 */
export async function completeTestPayment(
  deps: PaymentServiceDeps,
  input: { restaurantId: number; testPaymentId: string; outcome: TestPaymentOutcome },
): Promise<CompletedTestPayment> {
  const row = await findTestPayment(deps.db, input.restaurantId, input.testPaymentId);
  if (!row) throw notFound('payment_does_not_exists');
  await settleTestPayment(deps.db, input.restaurantId, row.id, input.outcome);

  const record = await deps.orderPayments.findByProviderPaymentId(input.restaurantId, 'test', row.id);
  // No order holds this payment any more (a newer attempt replaced it): only the test payment moved.
  const status = record
    ? (await syncOrderPayment(deps, record, 'test_page')).status
    : ((await findTestPayment(deps.db, input.restaurantId, row.id))?.status ?? row.status);
  return { status, redirectUrl: row.redirectUrl, testMode: true };
}
