import type { PaymentStatus } from './provider.ts';

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
