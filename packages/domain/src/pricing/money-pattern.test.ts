import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWithPattern, moneyPatternOf } from './money-pattern.ts';

/** The storefront's four languages, and languages whose rules differ (grouping, digits, minimum grouping). */
const LANGUAGES = ['en', 'de', 'fr', 'ar', 'es', 'pl', 'hi', 'en-IN', 'ar-EG', 'de-CH', 'ja'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'KWD', 'INR'];

const intl = (cents: number, lang: string, currency: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100);

describe('money written from a pattern', () => {
  it('writes exactly what Intl writes, for any amount, language and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...CURRENCIES),
        fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e12, max: 1e12 })),
        (lang, currency, cents) => {
          expect(formatWithPattern(cents, moneyPatternOf(lang, currency))).toBe(intl(cents, lang, currency));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rounds as Intl does where the currency has no cents, and keeps the sign of an amount that rounds to zero', () => {
    for (const cents of [0, 49, 50, 150, 250, -40, -50, -149, 123456789]) {
      for (const lang of ['en', 'de', 'ar']) {
        expect(formatWithPattern(cents, moneyPatternOf(lang, 'JPY'))).toBe(intl(cents, lang, 'JPY'));
      }
    }
  });

  it('reads the groups, digits and marks of the language', () => {
    expect(formatWithPattern(123456789, moneyPatternOf('de', 'EUR'))).toBe('1.234.567,89\u00a0€');
    expect(formatWithPattern(-1250, moneyPatternOf('en', 'EUR'))).toBe('-€12.50');
    expect(formatWithPattern(1234, moneyPatternOf('es', 'EUR'))).toBe('12,34\u00a0€');
    expect(formatWithPattern(123456, moneyPatternOf('es', 'EUR'))).toBe('1234,56\u00a0€');
    expect(formatWithPattern(1234567800, moneyPatternOf('hi', 'INR'))).toBe(intl(1234567800, 'hi', 'INR'));
    expect(moneyPatternOf('hi', 'INR')).toMatchObject({ primaryGroup: 3, secondaryGroup: 2 });
    expect(moneyPatternOf('ar-EG', 'EUR').digits).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(moneyPatternOf('de', 'EUR')).toMatchObject({ digits: '0123456789', group: '.', decimal: ',', fractionDigits: 2 });
  });
});
