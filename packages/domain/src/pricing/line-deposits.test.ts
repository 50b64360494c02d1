import { describe, expect, it } from 'vitest';
import { lineDeposits } from './line-deposits.ts';

describe('deposits of a line', () => {
  it("list the line's own deposit and its package components', merged by kind", () => {
    const bottle = { name: 'Glass bottle', price: 0.08 };
    expect(lineDeposits({ depot: null, items: [{ quantity: 1, depot: bottle }, { quantity: 1, depot: null }] })).toEqual([
      { name: 'Glass bottle', price: 0.08, count: 1 },
    ]);
    expect(lineDeposits({ depot: bottle, items: [{ quantity: 2, depot: bottle }] })).toEqual([{ name: 'Glass bottle', price: 0.08, count: 3 }]);
    expect(lineDeposits({ depot: null, items: [] })).toEqual([]);
  });
});

describe('deposits of different kinds', () => {
  const bottle = { name: 'Glass bottle', price: 0.08 };
  const can = { name: 'Can', price: 0.25 };

  it('stay apart: a bottle and two cans are one bottle and two cans, not three bottles', () => {
    expect(lineDeposits({ depot: bottle, items: [{ quantity: 2, depot: can }] })).toEqual([
      { name: 'Glass bottle', price: 0.08, count: 1 },
      { name: 'Can', price: 0.25, count: 2 },
    ]);
  });

  it('merge only when both the name and the price match', () => {
    const pricierBottle = { name: 'Glass bottle', price: 0.15 };
    const samePricedJar = { name: 'Jar', price: 0.08 };
    expect(
      lineDeposits({ depot: null, items: [{ quantity: 1, depot: bottle }, { quantity: 1, depot: pricierBottle }, { quantity: 3, depot: samePricedJar }] }),
    ).toEqual([
      { name: 'Glass bottle', price: 0.08, count: 1 },
      { name: 'Glass bottle', price: 0.15, count: 1 },
      { name: 'Jar', price: 0.08, count: 3 },
    ]);
  });

  it('leave out components chosen zero times', () => {
    expect(lineDeposits({ depot: null, items: [{ quantity: 0, depot: can }] })).toEqual([]);
  });
});
