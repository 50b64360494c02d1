import type { Lang } from '@tavola/domain/messages/catalogue';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderFailure,
  type RefundInput,
} from '../provider.ts';
import { PROVIDER_TIMEOUT_MS } from '../with-timeout.ts';
import {
  saferpayPost,
  type AssertResponse,
  type CaptureResponse,
  type RefundResponse,
  type InitializeResponse,
  type SaferpayAnswer,
  type SaferpayCall,
  type SaferpayCredentials,
} from './saferpay-api.ts';

export interface SaferpayProviderOptions extends SaferpayCredentials {
  timeoutMs?: number;
}

/** Saferpay's payment page speaks these; for others (Arabic) it picks the browser's language. */
const LANGUAGE_CODES: Record<Lang, string | undefined> = { en: 'en', de: 'de', fr: 'fr', ar: undefined };

/** Assert failures that tell us how this payment ended (the guest's doing, not a technical fault). */
const ENDED_BY: Record<string, PaymentStatus> = {
  TRANSACTION_NOT_STARTED: 'open',
  TRANSACTION_ABORTED: 'canceled',
  TOKEN_EXPIRED: 'expired',
  TRANSACTION_DECLINED: 'failed',
  GENERAL_DECLINED: 'failed',
  '3DS_AUTHENTICATION_FAILED': 'failed',
  PAYER_AUTHENTICATION_REQUIRED: 'failed',
  PAYMENTMEANS_INVALID: 'failed',
  PAYMENTMEANS_NOT_SUPPORTED: 'failed',
  CARD_CHECK_FAILED: 'failed',
  CARD_CVC_INVALID: 'failed',
  CARD_CVC_REQUIRED: 'failed',
  UPDATE_CARD_INFORMATION: 'failed',
  BLOCKED_BY_RISK_MANAGEMENT: 'failed',
  NO_CONTRACT: 'failed',
  CONDITION_NOT_SATISFIED: 'failed',
};

/** Errors that mean our request or credentials are wrong: a configuration problem. */
const REJECTED = new Set(['AUTHENTICATION_FAILED', 'PERMISSION_DENIED', 'VALIDATION_FAILED', 'ACTION_NOT_SUPPORTED', 'NO_CREDITS_AVAILABLE', 'AMOUNT_INVALID', 'CURRENCY_INVALID']);

const UNKNOWN = new Set(['TOKEN_INVALID', 'TRANSACTION_NOT_FOUND']);

/**
 * SaferPay through its JSON API: PaymentPage Initialize gives a Token and the hosted page; Assert tells
 * the outcome; an AUTHORIZED transaction is captured right away so `paid` means the money is taken.
 * The Token is our provider payment id (Assert needs it; it stays valid for 24 hours, 120 if pending).
 */
export function createSaferpayProvider(options: SaferpayProviderOptions): PaymentProvider {
  const call: SaferpayCall = { credentials: options, timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS };

  async function capture(transactionId: string): Promise<PaymentStatus> {
    const answer = await saferpayPost<CaptureResponse>(call, '/Payment/v1/Transaction/Capture', {
      TransactionReference: { TransactionId: transactionId },
    });
    if (answer.ok) return answer.body.Status === 'CAPTURED' ? 'paid' : 'pending';
    // A capture that already happened (an earlier webhook) is the outcome we wanted.
    if (answer.error?.ErrorName === 'TRANSACTION_ALREADY_CAPTURED') return 'paid';
    throw failure('capture', answer);
  }

  return {
    name: 'saferpay',
    testMode: false,
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const languageCode = LANGUAGE_CODES[input.locale];
      const answer = await saferpayPost<InitializeResponse>(call, '/Payment/v1/PaymentPage/Initialize', {
        TerminalId: options.terminalId,
        Payment: {
          Amount: { Value: String(input.amountCents), CurrencyCode: input.currency.toUpperCase() },
          OrderId: input.orderReference,
          Description: input.description,
        },
        ...(languageCode ? { Payer: { LanguageCode: languageCode } } : {}),
        ReturnUrl: { Url: input.redirectUrl },
        Notification: { SuccessNotifyUrl: input.webhookUrl, FailNotifyUrl: input.webhookUrl },
      });
      if (!answer.ok) throw failure('initialize', answer);
      const { Token, RedirectUrl } = answer.body;
      if (!Token || !RedirectUrl) {
        throw new PaymentProviderError('saferpay', 'unavailable', 'initialize: answer without Token or RedirectUrl');
      }
      return { providerPaymentId: Token, checkoutUrl: RedirectUrl };
    },
    async fetchStatus(providerPaymentId: string): Promise<PaymentStatus> {
      const answer = await saferpayPost<AssertResponse>(call, '/Payment/v1/PaymentPage/Assert', { Token: providerPaymentId });
      if (!answer.ok) {
        const ended = answer.error ? ENDED_BY[answer.error.ErrorName] : undefined;
        if (ended) return ended;
        throw failure('assert', answer);
      }
      const transaction = answer.body.Transaction;
      switch (transaction?.Status) {
        case 'AUTHORIZED':
          return capture(transaction.Id);
        case 'CAPTURED':
          return 'paid';
        case 'PENDING':
          return 'pending';
        case 'CANCELED':
          return 'canceled';
        default:
          throw new PaymentProviderError('saferpay', 'unavailable', `assert: unknown transaction status ${String(transaction?.Status)}`);
      }
    },
    /** Refund needs the capture's id: Assert tells it (the Token stays valid long enough for a same-day rejection). */
    async refund(input: RefundInput): Promise<{ refundId: string }> {
      const assert = await saferpayPost<AssertResponse>(call, '/Payment/v1/PaymentPage/Assert', { Token: input.providerPaymentId });
      if (!assert.ok) throw failure('assert', assert);
      const captureId = assert.body.Transaction?.CaptureId;
      if (!captureId) throw new PaymentProviderError('saferpay', 'rejected', 'refund: the transaction was never captured');
      const answer = await saferpayPost<RefundResponse>(call, '/Payment/v1/Transaction/Refund', {
        Refund: { Amount: { Value: String(input.amountCents), CurrencyCode: input.currency.toUpperCase() } },
        CaptureReference: { CaptureId: captureId },
      }, input.idempotencyKey);
      if (!answer.ok) throw failure('refund', answer);
      return { refundId: answer.body.Transaction?.Id ?? captureId };
    },
  };
}

function failure(step: string, answer: Extract<SaferpayAnswer<unknown>, { ok: false }>): PaymentProviderError {
  const name = answer.error?.ErrorName;
  const detail = `${step}: HTTP ${answer.httpStatus} ${name ?? 'without error body'}${answer.error?.ErrorMessage ? ` (${answer.error.ErrorMessage})` : ''}`;
  return new PaymentProviderError('saferpay', classify(answer.httpStatus, name), detail);
}

function classify(httpStatus: number, errorName: string | undefined): ProviderFailure {
  if (errorName && UNKNOWN.has(errorName)) return 'unknown_payment';
  if (errorName && REJECTED.has(errorName)) return 'rejected';
  if (!errorName && (httpStatus === 401 || httpStatus === 403)) return 'rejected';
  return 'unavailable';
}
