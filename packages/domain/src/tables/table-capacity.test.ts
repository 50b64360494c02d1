import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTableCapacityValid, needsTableCapacity, type TableCapacityContext } from './table-capacity.ts';

const today = '2026-11-22';
const base: TableCapacityContext = {
  hasPersonOnTable: true,
  hasTable: true,
  capacity: { adults: 2, children: 1 },
  enteredOn: today,
  today,
};

describe('isTableCapacityValid', () => {
  it('needs at least one guest, whole non-negative numbers', () => {
    expect(isTableCapacityValid({ adults: 1, children: 0 })).toBe(true);
    expect(isTableCapacityValid({ adults: 0, children: 1 })).toBe(true);
    expect(isTableCapacityValid({ adults: 0, children: 0 })).toBe(false);
    expect(isTableCapacityValid({ adults: -1, children: 3 })).toBe(false);
    expect(isTableCapacityValid({ adults: 1.5, children: 0 })).toBe(false);
    expect(isTableCapacityValid({ children: 2 })).toBe(false);
    expect(isTableCapacityValid(null)).toBe(false);
  });

  it('holds exactly when adults + children >= 1 for non-negative integers', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (adults, children) => {
        expect(isTableCapacityValid({ adults, children })).toBe(adults + children >= 1);
      }),
    );
  });
});

describe('needsTableCapacity', () => {
  it('asks only with persons-on-table and a table', () => {
    expect(needsTableCapacity({ ...base, capacity: null })).toBe(true);
    expect(needsTableCapacity({ ...base, capacity: null, hasPersonOnTable: false })).toBe(false);
    expect(needsTableCapacity({ ...base, capacity: null, hasTable: false })).toBe(false);
  });

  it('asks again for an invalid capacity, or one not entered today', () => {
    expect(needsTableCapacity(base)).toBe(false);
    expect(needsTableCapacity({ ...base, capacity: { adults: 0, children: 0 } })).toBe(true);
    expect(needsTableCapacity({ ...base, enteredOn: '2026-11-21' })).toBe(true);
    expect(needsTableCapacity({ ...base, enteredOn: null })).toBe(true);
  });

  it('never asks when the restaurant does not count persons, whatever the rest', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -3, max: 5 }), fc.option(fc.constant(today)), (hasTable, adults, enteredOn) => {
        expect(needsTableCapacity({ hasPersonOnTable: false, hasTable, capacity: { adults, children: 0 }, enteredOn, today })).toBe(false);
      }),
    );
  });
});

describe('party sizes', () => {
  it('refuse negative children even when the adults make up for them', () => {
    expect(isTableCapacityValid({ adults: 3, children: -1 })).toBe(false);
    expect(isTableCapacityValid({ adults: -1, children: 3 })).toBe(false);
    expect(isTableCapacityValid({ adults: 1 })).toBe(true);
  });
});
