import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotals } from './basket-totals.ts';
import { includedVat, shareOut, vatSplit } from './vat-split.ts';

describe('includedVat', () => {
  it('takes the VAT out of a gross amount, rounded half up to the cent', () => {
    expect(includedVat(1190, 1900)).toBe(190);
    expect(includedVat(1070, 700)).toBe(70);
    expect(includedVat(1000, 700)).toBe(65); // 65.42
    expect(includedVat(850, 1900)).toBe(136); // 135.71
    expect(includedVat(107, 700)).toBe(7);
    expect(includedVat(0, 1900)).toBe(0);
    expect(includedVat(500, 0)).toBe(0);
  });

  it('rounds an exact half cent up', () => {
    // at 100 % half of the gross is VAT: 0.5 and 1.5 cents
    expect(includedVat(1, 10_000)).toBe(1);
    expect(includedVat(3, 10_000)).toBe(2);
  });
});

describe('shareOut', () => {
  it('shares exactly, the leftover cents to the largest remainders', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3, 1])).toEqual([8, 2]); // 7.5 / 2.5 → tie goes to the first
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
  });

  it('always sums to the amount and never goes below zero', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 6 }), (amount, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const shares = shareOut(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(Math.abs(share - (amount * weights[i]!) / weights.reduce((a, b) => a + b, 0))).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('vatSplit', () => {
  it('splits food at 7 % and drinks at 19 %, deposit with its drink, delivery fee at the main rate, tip outside', () => {
    const split = vatSplit({
      lines: [
        { rateBasisPoints: 700, goodsCents: 2000, depotCents: 0 },
        { rateBasisPoints: 1900, goodsCents: 700, depotCents: 16 },
      ],
      discountCents: 0,
      shippingCents: 250,
      shippingRateBasisPoints: 700,
      tipCents: 200,
    });
    expect(split.rates).toEqual([
      { rateBasisPoints: 700, grossCents: 2250, netCents: 2103, vatCents: 147 },
      { rateBasisPoints: 1900, grossCents: 716, netCents: 602, vatCents: 114 },
    ]);
    expect(split.outsideVatCents).toBe(200);
    expect(split.totalCents).toBe(3166);
  });

  it('shares a voucher discount over the rates in proportion to their goods', () => {
    const split = vatSplit({
      lines: [
        { rateBasisPoints: 700, goodsCents: 3000, depotCents: 0 },
        { rateBasisPoints: 1900, goodsCents: 1000, depotCents: 0 },
      ],
      discountCents: 400,
      shippingCents: 0,
      shippingRateBasisPoints: 700,
      tipCents: 0,
    });
    expect(split.rates.map((r) => r.grossCents)).toEqual([2700, 900]);
  });

  it('leaves out a rate with nothing to tax', () => {
    const split = vatSplit({
      lines: [{ rateBasisPoints: 1900, goodsCents: 500, depotCents: 0 }],
      discountCents: 0,
      shippingCents: 0,
      shippingRateBasisPoints: 700,
      tipCents: 0,
    });
    expect(split.rates.map((r) => r.rateBasisPoints)).toEqual([1900]);
  });

  const rate = fc.constantFrom(0, 500, 700, 1000, 1900, 2000, 550);
  const line = fc.record({ rateBasisPoints: rate, unitPriceCents: fc.nat(20_000), quantity: fc.integer({ min: 1, max: 20 }), depotCents: fc.nat(100) });

  it('per-rate gross amounts and the tip add up to the order total of basketTotals; net + VAT = gross', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        fc.nat(1_000),
        rate,
        fc.nat(2_000),
        (lines, voucherBasisPoints, shippingCents, shippingRate, tipCents) => {
          const totals = basketTotals({
            lines,
            voucher: voucherBasisPoints === undefined ? null : { kind: 'percent', basisPoints: voucherBasisPoints },
            shippingCents,
            tipCents,
          });
          const split = vatSplit({
            lines: lines.map((l) => ({
              rateBasisPoints: l.rateBasisPoints,
              goodsCents: l.unitPriceCents * l.quantity,
              depotCents: l.depotCents * l.quantity,
            })),
            discountCents: totals.discountCents,
            shippingCents,
            shippingRateBasisPoints: shippingRate,
            tipCents,
          });
          expect(split.totalCents).toBe(totals.totalCents);
          expect(split.rates.reduce((sum, r) => sum + r.grossCents, 0) + split.outsideVatCents).toBe(totals.totalCents);
          for (const r of split.rates) {
            expect(r.netCents + r.vatCents).toBe(r.grossCents);
            expect(r.vatCents).toBeGreaterThanOrEqual(0);
            // the VAT is the exact share rounded to the nearest cent
            expect(Math.abs(r.vatCents - (r.grossCents * r.rateBasisPoints) / (10_000 + r.rateBasisPoints))).toBeLessThanOrEqual(0.5);
          }
          const listed = split.rates.map((r) => r.rateBasisPoints);
          expect(listed).toEqual([...new Set(listed)].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('shareOut and vatSplit edges', () => {
  it('gives the leftover cent to the largest remainder even when it is not the first weight', () => {
    // 4 over 23:16 → exact 2.36 and 1.64: the second has the larger remainder
    expect(shareOut(4, [23, 16])).toEqual([2, 2]);
    expect(shareOut(4, [16, 23])).toEqual([2, 2]);
    // 7 over 1:2:4 → exact 1, 2, 4: nothing left to place
    expect(shareOut(7, [1, 2, 4])).toEqual([1, 2, 4]);
    // 10 over 3:3:1 → exact 4.29, 4.29, 1.43: the smallest share has the largest remainder
    expect(shareOut(10, [3, 3, 1])).toEqual([4, 4, 2]);
    // 10 over 1:1:1 → 3.33 each: a tie goes to the earlier weight
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(5, [0, 0])).toEqual([0, 0]);
  });

  it('refuses a discount above the goods and names every bad amount', () => {
    const input = { lines: [{ rateBasisPoints: 700, goodsCents: 1000, depotCents: 0 }], discountCents: 0, shippingCents: 0, shippingRateBasisPoints: 1900, tipCents: 0 };
    expect(() => vatSplit({ ...input, discountCents: 1001 })).toThrow('discountCents exceeds the goods');
    expect(vatSplit({ ...input, discountCents: 1000 }).rates).toEqual([]);
    expect(() => vatSplit({ ...input, lines: [{ rateBasisPoints: 700, goodsCents: -1, depotCents: 0 }] })).toThrow(/goodsCents/);
    expect(() => vatSplit({ ...input, lines: [{ rateBasisPoints: 7.5, goodsCents: 1, depotCents: 0 }] })).toThrow(/rateBasisPoints/);
    expect(() => vatSplit({ ...input, lines: [{ rateBasisPoints: 700, goodsCents: 1, depotCents: -2 }] })).toThrow(/depotCents/);
    expect(() => vatSplit({ ...input, discountCents: -1 })).toThrow(/discountCents/);
    expect(() => vatSplit({ ...input, shippingCents: -1 })).toThrow(/shippingCents/);
    expect(() => vatSplit({ ...input, shippingRateBasisPoints: -1 })).toThrow(/shippingRateBasisPoints/);
    expect(() => vatSplit({ ...input, tipCents: 0.5 })).toThrow(/tipCents/);
    expect(() => includedVat(-1, 700)).toThrow(/grossCents/);
    expect(() => includedVat(100, -1)).toThrow(/rateBasisPoints/);
  });
});
