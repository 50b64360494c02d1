import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVoucher, voucherDiscount } from './voucher.ts';

describe('voucherDiscount', () => {
  it('rounds a percentage half-up to the cent', () => {
    expect(voucherDiscount(1050, { kind: 'percent', percent: 10 })).toBe(105);
    expect(voucherDiscount(1005, { kind: 'percent', percent: 10 })).toBe(101); // 100.5 → 101
    expect(voucherDiscount(1004, { kind: 'percent', percent: 10 })).toBe(100); // 100.4 → 100
    expect(voucherDiscount(999, { kind: 'percent', percent: 12.5 })).toBe(125); // 124.875 → 125
  });

  it('caps at the subtotal and never goes negative', () => {
    expect(voucherDiscount(800, { kind: 'fixed', amountCents: 1000 })).toBe(800);
    expect(voucherDiscount(800, { kind: 'percent', percent: 150 })).toBe(800);
    expect(voucherDiscount(800, { kind: 'percent', percent: -5 })).toBe(0);
    expect(voucherDiscount(0, { kind: 'fixed', amountCents: 500 })).toBe(0);
  });

  it('stays between 0 and the subtotal for any voucher', () => {
    const voucherArb = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.double({ min: -50, max: 200, noNaN: true }) }),
      fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 1e7 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), voucherArb, (subtotal, voucher) => {
        const discount = voucherDiscount(subtotal, voucher);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
      }),
    );
  });

  it('matches exact half-up rounding for whole and two-decimal percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 10000 }), (subtotal, basisPoints) => {
        const exact = BigInt(subtotal) * BigInt(basisPoints);
        const expected = Number((exact + 5000n) / 10000n);
        expect(voucherDiscount(subtotal, { kind: 'percent', percent: basisPoints / 100 })).toBe(expected);
      }),
    );
  });
});

describe('checkVoucher', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('accepts a voucher inside its dates with uses left', () => {
    expect(checkVoucher({ usedCount: 0 }, now)).toEqual({ ok: true });
    expect(
      checkVoucher({ startsAt: now, expiresAt: new Date('2026-06-01'), usageLimit: 5, usedCount: 4 }, now),
    ).toEqual({ ok: true });
  });

  it('refuses expired, not yet valid and used-up vouchers', () => {
    expect(checkVoucher({ expiresAt: now, usedCount: 0 }, now)).toEqual({ ok: false, code: 'voucher_expired' });
    expect(checkVoucher({ startsAt: new Date('2026-05-02'), usedCount: 0 }, now)).toEqual({
      ok: false,
      code: 'voucher_invalid',
    });
    expect(checkVoucher({ usageLimit: 3, usedCount: 3 }, now)).toEqual({
      ok: false,
      code: 'voucher_usage_limit_reached',
    });
  });
});
