import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderUnits, splitShareCents, BILL_SPLIT_MAX } from './table-bill.ts';

const lineArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  totalCents: fc.integer({ min: 0, max: 20_000 }),
});
const orderArb = fc.record({
  orderId: fc.constant(1),
  lines: fc.uniqueArray(lineArb, { minLength: 1, maxLength: 8, selector: (line) => line.id }),
  adjustment: fc.integer({ min: -5_000, max: 5_000 }),
});

describe('orderUnits', () => {
  it('gives every unit of every line its own price, which add up to exactly the order total', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, adjustment }) => {
        const linesTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
        const totalCents = Math.max(0, linesTotal + adjustment);
        const units = orderUnits({ orderId: 1, totalCents, lines });
        expect(units).toHaveLength(lines.reduce((sum, line) => sum + line.quantity, 0));
        expect(units.reduce((sum, unit) => sum + unit.priceCents, 0)).toBe(totalCents);
        for (const unit of units) expect(unit.priceCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('prices units of a line at the line price when there is no voucher or tip', () => {
    const units = orderUnits({
      orderId: 1,
      totalCents: 1_350,
      lines: [
        { id: 7, quantity: 3, totalCents: 1_050 },
        { id: 8, quantity: 1, totalCents: 300 },
      ],
    });
    expect(units).toEqual([
      { orderLineId: 7, unit: 0, priceCents: 350 },
      { orderLineId: 7, unit: 1, priceCents: 350 },
      { orderLineId: 7, unit: 2, priceCents: 350 },
      { orderLineId: 8, unit: 0, priceCents: 300 },
    ]);
  });

  it('spreads a 10 % voucher over the units in proportion', () => {
    const units = orderUnits({
      orderId: 1,
      totalCents: 900,
      lines: [
        { id: 1, quantity: 2, totalCents: 600 },
        { id: 2, quantity: 1, totalCents: 400 },
      ],
    });
    expect(units.map((unit) => unit.priceCents)).toEqual([270, 270, 360]);
  });
});

describe('splitShareCents', () => {
  it('gives every guest of an equal split the same part, never more than what is left, and the parts cover the bill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: BILL_SPLIT_MAX }),
        (total, parts) => {
          let left = total;
          const shares: number[] = [];
          for (let guest = 0; guest < parts; guest += 1) {
            const share = splitShareCents(total, parts, left);
            expect(share).toBeLessThanOrEqual(left);
            shares.push(share);
            left -= share;
          }
          expect(left).toBe(0);
          expect(Math.max(...shares) - Math.min(...shares.slice(0, -1), shares.at(-1)!)).toBeLessThanOrEqual(parts);
          expect(splitShareCents(total, parts, 0)).toBe(0);
        },
      ),
    );
  });

  it('splits 100.00 among three as 33.34, 33.34, 33.32', () => {
    const first = splitShareCents(10_000, 3, 10_000);
    const second = splitShareCents(10_000, 3, 10_000 - first);
    expect([first, second, splitShareCents(10_000, 3, 10_000 - first - second)]).toEqual([3_334, 3_334, 3_332]);
  });
});

describe('orderUnits edges', () => {
  const prices = (order: Parameters<typeof orderUnits>[0]) => orderUnits(order).map((unit) => unit.priceCents);

  it('gives the leftover cents to the units with the largest remainders, earlier units first on a tie', () => {
    // weights 100 and 200, 10 to spread: exact 3.33 and 6.67 → the second unit gets the spare cent
    expect(prices({ orderId: 1, totalCents: 10, lines: [{ id: 1, quantity: 1, totalCents: 100 }, { id: 2, quantity: 1, totalCents: 200 }] })).toEqual([3, 7]);
    // three equal units, 100 to spread: 33.33 each → the first unit gets the spare cent
    expect(prices({ orderId: 1, totalCents: 100, lines: [{ id: 1, quantity: 3, totalCents: 300 }] })).toEqual([34, 33, 33]);
    // weights 23 and 16, 4 to spread: exact 2.36 and 1.64 → the smaller share has the larger remainder
    expect(prices({ orderId: 1, totalCents: 4, lines: [{ id: 1, quantity: 1, totalCents: 23 }, { id: 2, quantity: 1, totalCents: 16 }] })).toEqual([2, 2]);
    // 2 spare cents over four equal units: the first two
    expect(prices({ orderId: 1, totalCents: 10, lines: [{ id: 1, quantity: 4, totalCents: 400 }] })).toEqual([3, 3, 2, 2]);
  });

  it('spreads the uneven cent of a line over its first units', () => {
    expect(prices({ orderId: 1, totalCents: 1000, lines: [{ id: 1, quantity: 3, totalCents: 1000 }] })).toEqual([334, 333, 333]);
  });

  it('spreads a total over free lines evenly (a tip on free water), never as NaN', () => {
    expect(prices({ orderId: 1, totalCents: 150, lines: [{ id: 1, quantity: 3, totalCents: 0 }] })).toEqual([50, 50, 50]);
    expect(prices({ orderId: 1, totalCents: 100, lines: [{ id: 1, quantity: 2, totalCents: 0 }, { id: 2, quantity: 1, totalCents: 0 }] })).toEqual([34, 33, 33]);
    expect(prices({ orderId: 1, totalCents: 0, lines: [{ id: 1, quantity: 2, totalCents: 0 }] })).toEqual([0, 0]);
  });

  it('leaves out lines with nothing to pay for and answers nothing for an empty order', () => {
    expect(orderUnits({ orderId: 1, totalCents: 500, lines: [{ id: 1, quantity: 0, totalCents: 500 }] })).toEqual([]);
    expect(orderUnits({ orderId: 1, totalCents: 0, lines: [] })).toEqual([]);
    expect(orderUnits({ orderId: 1, totalCents: 300, lines: [{ id: 4, quantity: 0, totalCents: 0 }, { id: 5, quantity: 1, totalCents: 300 }] })).toEqual([
      { orderLineId: 5, unit: 0, priceCents: 300 },
    ]);
  });

  it('never prices a unit below zero, even for a line with a negative total or an order below zero', () => {
    expect(prices({ orderId: 1, totalCents: 500, lines: [{ id: 1, quantity: 1, totalCents: -200 }, { id: 2, quantity: 1, totalCents: 700 }] })).toEqual([0, 500]);
    expect(prices({ orderId: 1, totalCents: -50, lines: [{ id: 1, quantity: 2, totalCents: 400 }] })).toEqual([0, 0]);
  });

  it('keeps every unit within one cent of its exact share (checked with integers, not with the function)', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, adjustment }) => {
        const linesTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
        const totalCents = Math.max(0, linesTotal + adjustment);
        const units = orderUnits({ orderId: 1, totalCents, lines });
        // The exact share of a unit is total × weight ÷ Σweight, its weight its part of its line's total
        // (even over free lines). Compare cross-multiplied: |price × Σw − total × w| < Σw.
        const weights = lines.flatMap((line) =>
          Array.from({ length: line.quantity }, (_, unit) => {
            const base = Math.floor(line.totalCents / line.quantity);
            return base + (unit < line.totalCents - base * line.quantity ? 1 : 0);
          }),
        );
        const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
        const fair = weightSum === 0 ? weights.map(() => 1) : weights;
        const fairSum = weightSum === 0 ? weights.length : weightSum;
        units.forEach((unit, index) => {
          const drift = unit.priceCents * fairSum - totalCents * fair[index]!;
          expect(Math.abs(drift)).toBeLessThan(fairSum);
        });
      }),
    );
  });
});

describe('splitShareCents edges', () => {
  it('gives nothing when the bill is paid or overpaid, or there is nothing to split', () => {
    expect(splitShareCents(1000, 2, 0)).toBe(0);
    expect(splitShareCents(1000, 2, -50)).toBe(0);
    expect(splitShareCents(0, 2, 500)).toBe(0);
    expect(splitShareCents(-100, 2, 500)).toBe(0);
  });

  it('counts at least one and at most BILL_SPLIT_MAX guests, whole guests only', () => {
    expect(splitShareCents(1000, 0, 1000)).toBe(1000);
    expect(splitShareCents(1000, 2.9, 1000)).toBe(500);
    expect(splitShareCents(10_000, 50, 10_000)).toBe(Math.ceil(10_000 / BILL_SPLIT_MAX));
  });

  it('rounds a share up and caps it at what is left', () => {
    expect(splitShareCents(1000, 3, 1000)).toBe(334);
    expect(splitShareCents(1000, 3, 300)).toBe(300);
  });
});
