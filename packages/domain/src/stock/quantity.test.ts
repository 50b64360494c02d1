import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from './quantity.ts';

describe('normalizeQuantity', () => {
  it('parses integers and defaults to 1 when missing or below 1', () => {
    expect(normalizeQuantity(3)).toBe(3);
    expect(normalizeQuantity('4')).toBe(4);
    expect(normalizeQuantity(' 2 ')).toBe(2);
    expect(normalizeQuantity('2.7')).toBe(2);
    for (const bad of [undefined, null, '', 'abc', 0, -3, '0', NaN, Infinity, {}]) {
      expect(normalizeQuantity(bad)).toBe(1);
    }
  });

  it('always yields a positive integer', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const quantity = normalizeQuantity(value);
        expect(Number.isInteger(quantity) && quantity >= 1).toBe(true);
      }),
    );
  });
});
