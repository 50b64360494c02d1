import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotals } from './basket-totals.ts';
import type { PricedLine } from './line-total.ts';

const pizza: PricedLine = { unitPriceCents: 1000, quantity: 2 };
const beer: PricedLine = { unitPriceCents: 350, quantity: 2, depotCents: 8 };

describe('basketTotals', () => {
  it('adds goods, deposit, shipping and tip', () => {
    expect(basketTotals({ lines: [pizza, beer], tipCents: 200, shippingCents: 250, minimumOrderCents: 1500 })).toEqual({
      subtotalCents: 2700,
      depotCents: 16,
      discountCents: 0,
      shippingCents: 250,
      tipCents: 200,
      totalCents: 3166,
      minimumReached: true,
      minimumMissingCents: 0,
    });
  });

  it('discounts only the goods, never deposit, shipping or tip', () => {
    const totals = basketTotals({
      lines: [pizza, beer],
      voucher: { kind: 'percent', basisPoints: 1000 },
      tipCents: 200,
      shippingCents: 250,
    });
    expect(totals.discountCents).toBe(270);
    expect(totals.totalCents).toBe(2700 - 270 + 16 + 250 + 200);
    const fixed = basketTotals({ lines: [beer], voucher: { kind: 'fixed', amountCents: 5000 }, shippingCents: 250 });
    expect(fixed).toMatchObject({ discountCents: 700, totalCents: 16 + 250 });
  });

  it('flags a minimum not reached by the goods value before discount', () => {
    const totals = basketTotals({ lines: [beer], minimumOrderCents: 1000, shippingCents: 500 });
    expect(totals).toMatchObject({ minimumReached: false, code: 'minimum_order_value_not_reached' });
    expect(
      basketTotals({ lines: [pizza], minimumOrderCents: 2000, voucher: { kind: 'fixed', amountCents: 500 } })
        .minimumReached,
    ).toBe(true);
  });

  it('flags a voucher that gives nothing', () => {
    expect(basketTotals({ lines: [pizza], voucher: { kind: 'percent', basisPoints: 0 } }).code).toBe(
      'voucher_no_discount',
    );
    expect(basketTotals({ lines: [pizza], voucher: { kind: 'percent', basisPoints: 1 } }).code).toBe(
      'voucher_no_discount',
    ); // 0.2 ct → 0
  });

  it('flags a total of zero before anything else', () => {
    expect(basketTotals({ lines: [], minimumOrderCents: 1000 }).code).toBe('total_price_is_zero');
    expect(basketTotals({ lines: [pizza], voucher: { kind: 'percent', basisPoints: 10_000 } }).code).toBe(
      'total_price_is_zero',
    );
  });

  it('refuses negative tips and shipping', () => {
    expect(() => basketTotals({ lines: [pizza], tipCents: -1 })).toThrow(RangeError);
    expect(() => basketTotals({ lines: [pizza], shippingCents: -1 })).toThrow(RangeError);
  });

  it('never goes negative, discount stays within the subtotal, and the parts add up', () => {
    const lineArb: fc.Arbitrary<PricedLine> = fc.record({
      unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 0, max: 20 }),
      depotCents: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      attributeItems: fc.array(
        fc.record({ priceCents: fc.integer({ min: 0, max: 500 }), quantity: fc.integer({ min: 1, max: 3 }) }),
        { maxLength: 3 },
      ),
    });
    const voucherArb = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('percent' as const),
          basisPoints: fc.integer({ min: 0, max: 10_000 }),
        }),
        fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 100_000 }) }),
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        voucherArb,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        (lines, voucher, tipCents, shippingCents, minimumOrderCents) => {
          const t = basketTotals({ lines, voucher, tipCents, shippingCents, minimumOrderCents });
          expect(t.totalCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.depotCents + t.shippingCents + t.tipCents);
          expect(t.totalCents).toBeGreaterThanOrEqual(t.depotCents + t.shippingCents + t.tipCents);
          expect(t.minimumReached).toBe(t.subtotalCents >= minimumOrderCents);
          if (voucher && t.discountCents === 0 && t.totalCents > 0 && t.minimumReached)
            expect(t.code).toBe('voucher_no_discount');
        },
      ),
    );
  });
});

describe('basketTotals refuses bad amounts by name', () => {
  it('tip, shipping and minimum', () => {
    expect(() => basketTotals({ lines: [], tipCents: -1 })).toThrow(/tipCents/);
    expect(() => basketTotals({ lines: [], shippingCents: 0.5 })).toThrow(/shippingCents/);
    expect(() => basketTotals({ lines: [], minimumOrderCents: -5 })).toThrow(/minimumOrderCents/);
  });
});
