import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentContext,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
} from '../provider.ts';
import { findTestPayment, insertTestPayment, refundTestPayment } from './test-payments-repo.ts';

export interface TestProviderOptions {
  db: DbOrTx;
  /** The storefront's base URL: the hosted test page is its /payment route. */
  publicUrl: string;
}

/** `tp_` and 24 random bytes: the id is the only key to the test page, so it must not be guessable. */
export function newTestPaymentId(): string {
  return `tp_${randomBytes(24).toString('base64url')}`;
}

export function testCheckoutUrl(publicUrl: string, testPaymentId: string): string {
  const url = new URL('/payment', publicUrl);
  url.searchParams.set('testPaymentId', testPaymentId);
  return url.toString();
}

/**
 * The built-in provider: payments live in the test_payments table and the guest settles them on the
 * storefront's /payment page (pay, fail or cancel). No money moves; every answer says test mode.
 */
export function createTestProvider(options: TestProviderOptions): PaymentProvider {
  return {
    name: 'test',
    testMode: true,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const id = newTestPaymentId();
      await insertTestPayment(options.db, {
        id,
        restaurantId: input.restaurantId,
        orderReference: input.orderReference,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        redirectUrl: input.redirectUrl,
      });
      return { providerPaymentId: id, checkoutUrl: testCheckoutUrl(options.publicUrl, id) };
    },
    async fetchStatus(providerPaymentId: string, context: PaymentContext): Promise<PaymentStatus> {
      const row = await findTestPayment(options.db, context.restaurantId, providerPaymentId);
      if (!row) throw new PaymentProviderError('test', 'unknown_payment', `no test payment ${providerPaymentId}`);
      return row.status;
    },
    async refund(input: RefundInput): Promise<{ refundId: string }> {
      const refunded = await refundTestPayment(options.db, input.restaurantId, input.providerPaymentId, input.amountCents);
      if (!refunded) throw new PaymentProviderError('test', 'unknown_payment', `no paid test payment ${input.providerPaymentId}`);
      return { refundId: `test_refund_${input.providerPaymentId}` };
    },
  };
}
