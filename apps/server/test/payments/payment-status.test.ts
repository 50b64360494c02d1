import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@tavola/domain/schemas/payment';
import { canTransition, effectOf, isFinal, isRetryable } from '../../src/payments/payment-status.ts';
import type { PaymentStatus } from '../../src/payments/provider.ts';

const status = fc.constantFrom(...PAYMENT_STATUSES);

/** Folds reports the way the sync does: a report only counts when the transition is allowed. */
function applyAll(reports: PaymentStatus[]): PaymentStatus | null {
  return reports.reduce<PaymentStatus | null>((known, next) => (canTransition(known, next) ? next : known), null);
}

describe('payment status transitions', () => {
  it('maps provider statuses to what happens to the order', () => {
    expect(PAYMENT_STATUSES.map((s) => [s, effectOf(s)])).toEqual([
      ['open', null],
      ['pending', null],
      ['paid', 'paid'],
      ['failed', 'failed'],
      ['canceled', 'canceled'],
      ['expired', 'failed'],
    ]);
  });

  it('only paid is final, and only ended payments may be replaced by a new attempt', () => {
    expect(PAYMENT_STATUSES.filter(isFinal)).toEqual(['paid']);
    expect(PAYMENT_STATUSES.filter(isRetryable)).toEqual(['failed', 'canceled', 'expired']);
  });

  it('lets an ended payment turn paid (a late success) but not into another ending', () => {
    expect(canTransition('failed', 'paid')).toBe(true);
    expect(canTransition('failed', 'canceled')).toBe(false);
    expect(canTransition('expired', 'open')).toBe(false);
    expect(canTransition('open', 'failed')).toBe(true);
  });

  it('once paid, no sequence of later reports changes the status (paid is final)', () => {
    fc.assert(
      fc.property(fc.array(status), fc.array(status), (before, after) => {
        expect(applyAll([...before, 'paid', ...after])).toBe('paid');
      }),
    );
  });

  it('delivering every report twice ends in the same status as delivering it once', () => {
    fc.assert(
      fc.property(fc.array(status), (reports) => {
        expect(applyAll(reports.flatMap((r) => [r, r]))).toBe(applyAll(reports));
      }),
    );
  });

  it('never allows a report to "move" to the status it already has', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(canTransition(s, s)).toBe(false);
      }),
    );
  });
});
