import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tipSuggestions } from './tip-suggestions.ts';

describe('tipSuggestions', () => {
  it('offers 5, 10 and 15 percent rounded to 10 cents', () => {
    expect(tipSuggestions(42.3)).toEqual([
      { percent: 5, amount: 2.1 },
      { percent: 10, amount: 4.2 },
      { percent: 15, amount: 6.3 },
    ]);
  });

  it('never suggests less than 0.50 and never the same amount twice', () => {
    expect(tipSuggestions(4)).toEqual([
      { percent: 13, amount: 0.5 },
      { percent: 15, amount: 0.6 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (cents) => {
        const amounts = tipSuggestions(cents / 100).map((s) => s.amount);
        expect(new Set(amounts).size).toBe(amounts.length);
        for (const amount of amounts) {
          expect(amount).toBeGreaterThanOrEqual(0.5);
          expect(Math.round(amount * 10)).toBeCloseTo(amount * 10, 6);
        }
        expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      }),
    );
  });

  it('labels each chip with the share it really adds', () => {
    expect(tipSuggestions(6.9)[0]).toEqual({ percent: 7, amount: 0.5 });
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), (cents) => {
        for (const suggestion of tipSuggestions(cents / 100)) {
          expect(Math.abs((suggestion.amount * 100 * 100) / cents - suggestion.percent)).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }),
    );
  });
});

describe('tip suggestions on an empty basket', () => {
  it('label the minimum chips with the configured share', () => {
    expect(tipSuggestions(0)).toEqual([{ percent: 5, amount: 0.5 }]);
    expect(tipSuggestions(0, [10])).toEqual([{ percent: 10, amount: 0.5 }]);
  });
});
