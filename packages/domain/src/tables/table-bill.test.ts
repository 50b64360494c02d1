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
