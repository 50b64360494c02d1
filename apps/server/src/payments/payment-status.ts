import type { PaymentStatus } from './provider.ts';

/**
 * How long a guest has to pay online once a payment is opened: the providers' own checkout lifetime
 * (Mollie's hosted checkout and SaferPay's payment page give up after about 15 minutes for cards and
 * wallets). An order whose payment is still open after that expires (housekeeping) and gives back
 * what it held; a "paid" reported later is handled by the order side (order/order-payments.ts).
 */
export const PAYMENT_CHECKOUT_LIFETIME_MS = 15 * 60 * 1000;

/** When an attempt opened at `openedAt` lapses. */
export const paymentDueAfter = (openedAt: Date): Date => new Date(openedAt.getTime() + PAYMENT_CHECKOUT_LIFETIME_MS);

/** What a provider status means for the order: mark it paid, failed or canceled, or nothing yet. */
export type OrderPaymentEffect = 'paid' | 'failed' | 'canceled' | null;

export function effectOf(status: PaymentStatus): OrderPaymentEffect {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'failed':
    case 'expired':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'open':
    case 'pending':
      return null;
  }
}

/** Paid is final: no later report (a stale webhook, a replayed one) may take it back. */
export function isFinal(status: PaymentStatus | null | undefined): boolean {
  return status === 'paid';
}

/** This payment is over without money: a fresh one may be started for the same order. */
export function isRetryable(status: PaymentStatus): boolean {
  return status === 'failed' || status === 'canceled' || status === 'expired';
}

/**
 * Whether a reported status may replace the known one. Paid never changes; an ended payment only
 * moves on to paid (some methods report a late success); open and pending move anywhere.
 */
export function canTransition(from: PaymentStatus | null | undefined, to: PaymentStatus): boolean {
  if (from === null || from === undefined) return true;
  if (from === to) return false;
  if (isFinal(from)) return false;
  if (isRetryable(from)) return to === 'paid';
  return true;
}
