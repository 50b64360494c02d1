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
