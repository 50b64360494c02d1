import { createMollieClient, Locale, MollieApiError, type MollieClient } from '@mollie/api-client';
import type { Lang } from '@tavola/domain/messages/catalogue';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
} from '../provider.ts';
import { PROVIDER_TIMEOUT_MS, withTimeout } from '../with-timeout.ts';
import { mollieAmountValue } from './mollie-amount.ts';

export interface MollieProviderOptions {
  apiKey: string;
  /**
   * The API root, default `https://api.mollie.com:443/v2/`. The client always connects through an
   * https agent, so a replacement (a local fake in tests) must speak HTTPS too.
   */
  apiUrl?: string;
  timeoutMs?: number;
}

/** Mollie has no Arabic checkout: the guest then gets Mollie's own choice (browser language). */
const LOCALES: Record<Lang, Locale | undefined> = {
  en: Locale.en_US,
  de: Locale.de_DE,
  fr: Locale.fr_FR,
  ar: undefined,
};

/** Mollie's statuses onto ours. `authorized` (pay-later methods) guarantees the money, so it counts as paid. */
const STATUSES: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'paid',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Mollie payment ids look like `tr_7UhSN1zuXS`; anything else cannot be one of ours. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

/** Mollie description limit. */
const DESCRIPTION_MAX = 255;

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client: MollieClient = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiUrl ? { apiEndpoint: options.apiUrl } : {}),
    versionStrings: 'Tavola/1.0',
  });
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const call = <T>(what: string, run: () => Promise<T>) =>
    withTimeout(run(), timeoutMs, () => new PaymentProviderError('mollie', 'unavailable', `${what}: no answer within ${timeoutMs} ms`)).catch(
      (error: unknown) => {
        throw toProviderError(what, error);
      },
    );

  return {
    name: 'mollie',
    testMode: false,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const locale = LOCALES[input.locale];
      const payment = await call('create payment', () =>
        client.payments.create({
          amount: { currency: input.currency.toUpperCase(), value: mollieAmountValue(input.amountCents) },
          description: input.description.slice(0, DESCRIPTION_MAX),
          redirectUrl: input.redirectUrl,
          ...(input.cancelUrl ? { cancelUrl: input.cancelUrl } : {}),
          // Mollie refuses webhook URLs it cannot reach; without one, the guest's return syncs the status.
          ...(isReachableFromInternet(input.webhookUrl) ? { webhookUrl: input.webhookUrl } : {}),
          ...(locale ? { locale } : {}),
          metadata: { orderReference: input.orderReference, restaurantId: input.restaurantId },
        }),
      );
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) {
        throw new PaymentProviderError('mollie', 'unavailable', `payment ${payment.id} came without a checkout link`);
      }
      return { providerPaymentId: payment.id, checkoutUrl };
    },
    async fetchStatus(providerPaymentId: string): Promise<PaymentStatus> {
      if (!PAYMENT_ID.test(providerPaymentId)) {
        throw new PaymentProviderError('mollie', 'unknown_payment', `not a Mollie payment id: ${providerPaymentId}`);
      }
      const payment = await call('get payment', () => client.payments.get(providerPaymentId));
      const status = STATUSES[payment.status];
      if (!status) throw new PaymentProviderError('mollie', 'unavailable', `unknown Mollie status ${payment.status}`);
      return status;
    },
    async refund(input: RefundInput): Promise<{ refundId: string }> {
      if (!PAYMENT_ID.test(input.providerPaymentId)) {
        throw new PaymentProviderError('mollie', 'unknown_payment', `not a Mollie payment id: ${input.providerPaymentId}`);
      }
      const refund = await call('create refund', () =>
        client.paymentRefunds.create({
          paymentId: input.providerPaymentId,
          amount: { currency: input.currency.toUpperCase(), value: mollieAmountValue(input.amountCents) },
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return { refundId: refund.id };
    },
  };
}

function toProviderError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof MollieApiError) {
    const status = error.statusCode;
    const detail = `${what}: ${status ?? 'network'} ${error.message}`;
    if (status === 404 || status === 410) return new PaymentProviderError('mollie', 'unknown_payment', detail);
    if (status !== undefined && status >= 400 && status < 500) return new PaymentProviderError('mollie', 'rejected', detail);
    return new PaymentProviderError('mollie', 'unavailable', detail);
  }
  return new PaymentProviderError('mollie', 'unavailable', `${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Loopback and `.localhost` hosts are unreachable for Mollie's servers (and Mollie rejects them). */
export function isReachableFromInternet(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host));
}
