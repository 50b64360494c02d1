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

describe('lineTotal with several units and components', () => {
  // A surcharge or deposit counts once per component, then once per package: dividing or dropping either
  // count changes the figure (the survivors issue 31 found at line-total.ts:42–43).
  it('multiplies component surcharges and deposits by the component count, then by the line quantity', () => {
    const line = {
      unitPriceCents: 775,
      quantity: 2,
      packageItems: [{ quantity: 2, surchargeCents: 150, depotCents: 25 }, { quantity: 3, surchargeCents: 100 }],
    };
    // unit: 775 + 2×150 + 3×100 = 1375; deposit per unit: 2×25 = 50
    expect(lineTotal(line)).toEqual({ unitCents: 1375, productCents: 2750, depotCents: 100, totalCents: 2850 });
  });

  it('adds the line deposit once per unit next to component deposits', () => {
    const line = { unitPriceCents: 550, quantity: 3, depotCents: 15, packageItems: [{ quantity: 4, depotCents: 8 }] };
    // deposit per unit: 15 + 4×8 = 47
    expect(lineTotal(line)).toEqual({ unitCents: 550, productCents: 1650, depotCents: 141, totalCents: 1791 });
  });

  it('refuses bad attribute and component values', () => {
    const base = { unitPriceCents: 100, quantity: 1 };
    expect(() => lineTotal({ ...base, depotCents: -1 })).toThrow(/depotCents/);
    expect(() => lineTotal({ ...base, attributeItems: [{ priceCents: -5, quantity: 1 }] })).toThrow(/attribute item priceCents/);
    expect(() => lineTotal({ ...base, attributeItems: [{ priceCents: 5, quantity: 0.5 }] })).toThrow(/attribute item quantity/);
    expect(() => lineTotal({ ...base, packageItems: [{ quantity: -1 }] })).toThrow(/package item quantity/);
    expect(() => lineTotal({ ...base, packageItems: [{ quantity: 1, surchargeCents: 1.5 }] })).toThrow(/package item surchargeCents/);
    expect(() => lineTotal({ ...base, packageItems: [{ quantity: 1, depotCents: -3 }] })).toThrow(/package item depotCents/);
  });
});

describe('lineTotal input', () => {
  it('names the unit price or the quantity it refuses', () => {
    expect(() => lineTotal({ unitPriceCents: -1, quantity: 1 })).toThrow('unitPriceCents must be a whole number ≥ 0, got -1');
    expect(() => lineTotal({ unitPriceCents: 100, quantity: 1.5 })).toThrow('quantity must be a whole number ≥ 0, got 1.5');
  });
});
