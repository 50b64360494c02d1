import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVoucher, voucherDiscount } from './voucher.ts';

const percent = (basisPoints: number) => ({ kind: 'percent' as const, basisPoints });

describe('voucherDiscount', () => {
  it('rounds a percentage half-up to the cent', () => {
    expect(voucherDiscount(1050, percent(1000))).toBe(105);
    expect(voucherDiscount(1005, percent(1000))).toBe(101); // 100.5 → 101
    expect(voucherDiscount(1004, percent(1000))).toBe(100); // 100.4 → 100
    expect(voucherDiscount(999, percent(1250))).toBe(125); // 124.875 → 125
  });

  it('caps at the subtotal and never goes negative', () => {
    expect(voucherDiscount(800, { kind: 'fixed', amountCents: 1000 })).toBe(800);
    expect(voucherDiscount(800, percent(15_000))).toBe(800);
    expect(voucherDiscount(0, { kind: 'fixed', amountCents: 500 })).toBe(0);
    expect(() => voucherDiscount(800, percent(-5))).toThrow(RangeError);
  });

  it('stays between 0 and the subtotal for any voucher', () => {
    const voucherArb = fc.oneof(
      fc.integer({ min: 0, max: 20_000 }).map(percent),
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

  it('matches exact half-up rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 10_000 }), (subtotal, basisPoints) => {
        const expected = Number((BigInt(subtotal) * BigInt(basisPoints) + 5000n) / 10_000n);
        expect(voucherDiscount(subtotal, percent(basisPoints))).toBe(expected);
      }),
    );
  });
});

describe('checkVoucher', () => {
  const context = { now: new Date('2026-05-31T22:30:00Z'), timeZone: 'Europe/Berlin', subtotalCents: 2000 }; // still 31 May in UTC, 1 June 00:30 local

  it('accepts a voucher inside its dates with uses left', () => {
    expect(checkVoucher({ timesUsed: 0 }, context)).toEqual({ ok: true });
    const rules = {
      validFrom: '2026-06-01',
      validUntil: '2026-06-01',
      usageLimit: 5,
      timesUsed: 4,
      minimumOrderCents: 2000,
    };
    expect(checkVoucher(rules, context)).toEqual({ ok: true });
  });

  it('judges the dates by the restaurant-local day, both ends inclusive', () => {
    expect(checkVoucher({ validUntil: '2026-05-31', timesUsed: 0 }, context)).toEqual({
      ok: false,
      code: 'voucher_expired',
    });
    expect(checkVoucher({ validFrom: '2026-06-02', timesUsed: 0 }, context)).toEqual({
      ok: false,
      code: 'voucher_invalid',
    });
  });

  it('refuses a used-up voucher and a basket below its minimum', () => {
    expect(checkVoucher({ usageLimit: 3, timesUsed: 3 }, context)).toEqual({
      ok: false,
      code: 'voucher_usage_limit_reached',
    });
    expect(checkVoucher({ timesUsed: 0, minimumOrderCents: 2001 }, context)).toEqual({
      ok: false,
      code: 'voucher_minimum_not_reached',
      minimumCents: 2001,
    });
  });
});

describe('checkVoucher edges', () => {
  const context = { now: new Date('2026-06-10T10:00:00Z'), timeZone: 'Europe/Berlin', subtotalCents: 2000 };

  it('treats a null usage limit (what the server passes for an unlimited voucher) as unlimited', () => {
    expect(checkVoucher({ usageLimit: null, timesUsed: 10_000 }, context)).toEqual({ ok: true });
    expect(checkVoucher({ usageLimit: undefined, timesUsed: 10_000 }, context)).toEqual({ ok: true });
  });

  it('allows the last use and refuses the one after', () => {
    expect(checkVoucher({ usageLimit: 1, timesUsed: 0 }, context)).toEqual({ ok: true });
    expect(checkVoucher({ usageLimit: 1, timesUsed: 1 }, context)).toEqual({ ok: false, code: 'voucher_usage_limit_reached' });
    expect(checkVoucher({ usageLimit: 0, timesUsed: 0 }, context)).toEqual({ ok: false, code: 'voucher_usage_limit_reached' });
  });

  it('accepts a basket exactly at the minimum', () => {
    expect(checkVoucher({ timesUsed: 0, minimumOrderCents: 2000 }, context)).toEqual({ ok: true });
  });

  it('refuses to judge a malformed stored date instead of comparing text', () => {
    expect(() => checkVoucher({ validUntil: '2026-13-01', timesUsed: 0 }, context)).toThrow(/Invalid voucher date "2026-13-01"/);
    expect(() => checkVoucher({ validFrom: 'soon', timesUsed: 0 }, context)).toThrow(RangeError);
  });

  it('checks the dates before the uses and the minimum', () => {
    const everythingWrong = { validUntil: '2026-06-09', usageLimit: 1, timesUsed: 1, minimumOrderCents: 9999 };
    expect(checkVoucher(everythingWrong, context)).toEqual({ ok: false, code: 'voucher_expired' });
    expect(checkVoucher({ ...everythingWrong, validUntil: null }, context)).toEqual({ ok: false, code: 'voucher_usage_limit_reached' });
  });
});

describe('voucherDiscount edges', () => {
  it('caps a percentage above 100 % at the whole subtotal', () => {
    expect(voucherDiscount(1234, percent(15_000))).toBe(1234);
    expect(voucherDiscount(1234, percent(10_000))).toBe(1234);
  });

  it('gives a fixed amount in full when the subtotal is larger', () => {
    expect(voucherDiscount(5000, { kind: 'fixed', amountCents: 500 })).toBe(500);
    expect(voucherDiscount(300, { kind: 'fixed', amountCents: 500 })).toBe(300);
  });

  it('refuses bad amounts', () => {
    expect(() => voucherDiscount(-1, percent(100))).toThrow(/subtotalCents/);
    expect(() => voucherDiscount(100, { kind: 'fixed', amountCents: -1 })).toThrow(/amountCents/);
    expect(() => voucherDiscount(100, percent(2.5))).toThrow(/basisPoints/);
  });
});
