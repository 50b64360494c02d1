import { describe, expect, it } from 'vitest';
import { lineTotal } from './line-total.ts';

describe('lineTotal', () => {
  it('is the unit price alone for a plain product', () => {
    expect(lineTotal({ unitPriceCents: 850, quantity: 3 })).toEqual({
      unitCents: 850,
      productCents: 2550,
      depotCents: 0,
      totalCents: 2550,
    });
  });

  it('adds attribute items × their quantity to each unit', () => {
    const line = {
      unitPriceCents: 900,
      quantity: 2,
      attributeItems: [
        { priceCents: 150, quantity: 2 },
        { priceCents: 0, quantity: 1 },
      ],
    };
    expect(lineTotal(line)).toMatchObject({ unitCents: 1200, productCents: 2400 });
  });

  it('adds package surcharges and keeps deposits apart but in the total', () => {
    const line = {
      unitPriceCents: 1290,
      quantity: 2,
      depotCents: 25,
      packageItems: [{ quantity: 1, surchargeCents: 100, depotCents: 15 }, { quantity: 2 }],
    };
    expect(lineTotal(line)).toEqual({ unitCents: 1390, productCents: 2780, depotCents: 80, totalCents: 2860 });
  });

  it('refuses negative or fractional values', () => {
    expect(() => lineTotal({ unitPriceCents: -1, quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ unitPriceCents: 12.5, quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotal({ unitPriceCents: 100, quantity: 1.5 })).toThrow(RangeError);
  });
});
