import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyPatternOf } from './money-pattern.ts';
import { adoptMoneyPattern, amountToCents, assertCents, centsToAmount, formatMoney, toCurrencyCode } from './money.ts';

describe('centsToAmount / amountToCents', () => {
  it('convert the contract amounts', () => {
    expect(centsToAmount(1250)).toBe(12.5);
    expect(centsToAmount(5)).toBe(0.05);
    expect(amountToCents(12.5)).toBe(1250);
    expect(amountToCents('12.50')).toBe(1250);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents(' 3 ')).toBe(300);
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents('-2.5')).toBe(-250);
  });

  it('refuse more than two decimals and anything not a plain decimal', () => {
    for (const bad of ['12.345', 12.345, 0.1 + 0.2, '1e3', 1e21, '12,50', '', '.5', '5.', 'abc', NaN, Infinity]) {
      expect(amountToCents(bad)).toBeNull();
    }
  });

  it('round-trip every cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const amount = centsToAmount(cents);
        expect(amountToCents(amount)).toBe(cents);
        expect(amountToCents(String(amount))).toBe(cents);
        expect(String(amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('refuse cents that are not whole', () => {
    expect(() => centsToAmount(12.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes money the way each language does', () => {
    expect(formatMoney(1250, 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(99, 'GBP', 'en')).toBe('£0.99');
    expect(formatMoney(123456, 'USD', 'fr')).toBe('1\u202f234,56\u00a0$US');
  });

  it('writes a language and currency the page came with from its pattern, without building an Intl formatter', () => {
    adoptMoneyPattern(moneyPatternOf('fr', 'CHF'));
    const original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        built += 1;
        super(...args);
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(formatMoney(-123456, 'CHF', 'fr')).toBe('-1\u202f234,56\u00a0CHF');
      expect(built).toBe(0);
      // Any other language or currency still goes through Intl.
      expect(formatMoney(123456, 'CHF', 'de-AT')).toBe(new original('de-AT', { style: 'currency', currency: 'CHF' }).format(1234.56));
      expect(built).toBe(1);
      expect(() => formatMoney(1.5, 'CHF', 'fr')).toThrow(RangeError);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});

describe('toCurrencyCode', () => {
  it('maps the configured symbols and names', () => {
    expect(toCurrencyCode('€')).toBe('EUR');
    expect(toCurrencyCode('euro')).toBe('EUR');
    expect(toCurrencyCode('$')).toBe('USD');
    expect(toCurrencyCode('Pound')).toBe('GBP');
    expect(toCurrencyCode('chf')).toBe('CHF');
    expect(toCurrencyCode('francs')).toBeNull();
  });
});

describe('money limits', () => {
  it('refuses amounts whose cents are past the safe integer range instead of rounding them', () => {
    expect(amountToCents('99999999999999999.99')).toBeNull();
    expect(amountToCents('90071992547409.91')).toBe(9_007_199_254_740_991);
    expect(amountToCents('90071992547409.92')).toBeNull();
  });

  it('keeps -0 as 0 and the sign otherwise', () => {
    expect(Object.is(amountToCents('-0.00'), 0)).toBe(true);
    expect(amountToCents('-0.01')).toBe(-1);
  });

  it('assertCents accepts 0 and safe integers and names the field otherwise', () => {
    expect(() => assertCents(0, 'x')).not.toThrow();
    expect(() => assertCents(Number.MAX_SAFE_INTEGER, 'x')).not.toThrow();
    expect(() => assertCents(Number.MAX_SAFE_INTEGER + 1, 'total')).toThrow('total must be a whole number ≥ 0');
    expect(() => assertCents(-1, 'tip')).toThrow(/tip/);
  });
});

describe('money text', () => {
  it('names the value that is not whole cents, and reads currency names with spaces around', () => {
    expect(() => centsToAmount(0.5)).toThrow('Not whole cents: 0.5');
    expect(toCurrencyCode(' € ')).toBe('EUR');
    expect(toCurrencyCode(' Euro ')).toBe('EUR');
    expect(toCurrencyCode(' chf ')).toBe('CHF');
  });
});

describe('currency names', () => {
  it('read every configured symbol and name, whatever its case', () => {
    const expected = { '€': 'EUR', euro: 'EUR', $: 'USD', dollar: 'USD', '£': 'GBP', pound: 'GBP' };
    for (const [alias, code] of Object.entries(expected)) {
      expect(toCurrencyCode(alias)).toBe(code);
      expect(toCurrencyCode(alias.toUpperCase())).toBe(code);
    }
  });
});
