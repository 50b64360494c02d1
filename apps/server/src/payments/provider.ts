import type { Lang } from '@tavola/domain/messages/catalogue';
import { PAYMENT_STATUSES, type PaymentStatusName } from '@tavola/domain/schemas/payment';
import { AppError } from '../http/errors.ts';

/** The providers the server can talk to; `test` is the built-in one behind the storefront's /payment page. */
export const PAYMENT_PROVIDER_NAMES = ['mollie', 'saferpay', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/**
 * A payment's state as the provider reports it. `paid` is final; `failed`, `canceled` and `expired`
 * end this payment (the guest may start a new one for the same order).
 */
export type PaymentStatus = PaymentStatusName;

export interface CreatePaymentInput {
  /** Every provider call is on behalf of one restaurant; the test provider stores it with the payment. */
  restaurantId: number;
  /** The order's id as the guest sees it; providers echo it in metadata or OrderId. */
  orderReference: string;
  amountCents: number;
  /** ISO 4217, upper case (EUR, USD, GBP). */
  currency: string;
  description: string;
  /** The guest's language: adapters map it to the provider's locale when the provider knows it. */
  locale: Lang;
  /** Where the provider sends the guest back (the storefront's /paymentstatus). */
  redirectUrl: string;
  /** Where the provider reports status changes (server to server). */
  webhookUrl: string;
  cancelUrl?: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The provider's hosted payment page; the browser is sent there. */
  checkoutUrl: string;
}

export interface PaymentContext {
  restaurantId: number;
}

/**
 * One interface for every payment provider. The server never trusts a status sent by the browser:
 * it always asks the provider through fetchStatus.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the built-in test provider: its answers are marked as test mode for the guest. */
  readonly testMode: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * The current status, asked from the provider. Providers that authorise first (SaferPay) settle
   * an authorised payment here, so `paid` always means the money is captured or guaranteed.
   */
  fetchStatus(providerPaymentId: string, context: PaymentContext): Promise<PaymentStatus>;
  /**
   * Gives a paid payment's money back (the restaurant rejected the order). `idempotencyKey` is the
   * same for every try of one refund, so a retry after a lost answer never refunds twice.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

export interface RefundInput {
  providerPaymentId: string;
  restaurantId: number;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export type ProviderFailure = 'unavailable' | 'unknown_payment' | 'rejected';

/**
 * A provider call that did not work. It is an AppError, so an uncaught one still answers with a coded
 * message and never a 500: an unknown payment is a 404, everything else a 503 (the provider is down,
 * or it refused our request, which is a configuration problem and not the guest's fault).
 */
export class PaymentProviderError extends AppError {
  constructor(
    readonly provider: PaymentProviderName,
    readonly failure: ProviderFailure,
    readonly detail: string,
  ) {
    super(failure === 'unknown_payment' ? 'payment_does_not_exists' : 'payment_has_problem', failure === 'unknown_payment' ? 404 : 503);
    this.name = 'PaymentProviderError';
  }
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
