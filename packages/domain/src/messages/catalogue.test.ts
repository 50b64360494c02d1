import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import {
  DEFAULT_LANG,
  formatMessage,
  isLang,
  isMessageCode,
  LANGS,
  rightToLeft,
  type Lang,
  type MessageCode,
} from './catalogue.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

const catalogues: Record<Lang, Record<MessageCode, string>> = { en, de, fr, ar };
const codes = Object.keys(en) as MessageCode[];
const translations = LANGS.filter((lang) => lang !== 'en');

/** Same pattern formatMessage fills, so the test sees placeholders exactly as the formatter does. */
function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

const codesWithPlaceholders = codes.filter((code) => placeholdersOf(en[code]).length > 0);

describe('message catalogue files', () => {
  it.each(translations)('%s has exactly the codes of en, in the same order', (lang) => {
    expect(Object.keys(catalogues[lang])).toEqual(codes);
  });

  it.each(LANGS)('%s has no empty or padded text', (lang) => {
    for (const code of codes) {
      const text = catalogues[lang][code];
      expect(typeof text, `${lang}.${code}`).toBe('string');
      expect(text.trim(), `${lang}.${code}`).not.toBe('');
      expect(text, `${lang}.${code}`).toBe(text.trim());
    }
  });

  it('en has placeholders to check, so the placeholder test below is not vacuous', () => {
    expect(codesWithPlaceholders.length).toBeGreaterThan(0);
  });

  it.each(translations)('%s uses exactly the placeholders of the English text', (lang) => {
    for (const code of codes) {
      expect(placeholdersOf(catalogues[lang][code]), `${lang}.${code}`).toEqual(placeholdersOf(en[code]));
    }
  });

  it.each(translations)('%s is actually translated (not a copy of en)', (lang) => {
    const copied = codes.filter((code) => code !== 'ok' && catalogues[lang][code] === en[code]);
    expect(copied).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('fills every placeholder from params, in every language', () => {
    for (const lang of LANGS) {
      const text = formatMessage('product_only_n_available', lang, { name: 'Pizza Margherita', inStock: 3 });
      expect(text).toContain('Pizza Margherita');
      expect(text).toContain('3');
      expect(text).not.toMatch(/\{\w+\}/);
    }
    expect(formatMessage('product_only_n_available', 'en', { name: 'Tiramisu', inStock: 2 })).toBe(
      'only 2 item(s) of Tiramisu is available',
    );
  });

  it('leaves placeholders without a param untouched and ignores extra params', () => {
    expect(formatMessage('product_only_n_available', 'en', { name: 'Tiramisu', colour: 'red' })).toBe(
      'only {inStock} item(s) of Tiramisu is available',
    );
    expect(formatMessage('order_limit_reached', 'de')).toBe(de.order_limit_reached);
  });

  it('does not re-expand braces that arrive inside a param value', () => {
    expect(formatMessage('product_out_of_stock', 'en', { name: '{name}' })).toBe('{name} is out of stock');
  });

  it('without params returns the catalogue text as is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.constantFrom(...codes), (lang, code) => {
        expect(formatMessage(code, lang)).toBe(catalogues[lang][code]);
      }),
    );
  });

  it('with a value for every placeholder leaves none behind and shows every value', () => {
    const braceFree = fc.string({ minLength: 1 }).filter((value) => !/[{}]/.test(value));
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGS),
        fc.constantFrom(...codesWithPlaceholders),
        braceFree,
        (lang, code, value) => {
          const params = Object.fromEntries(placeholdersOf(en[code]).map((key) => [key, value]));
          const text = formatMessage(code, lang, params);
          expect(text).not.toMatch(/\{\w+\}/);
          expect(text).toContain(value);
        },
      ),
    );
  });
});

describe('isLang', () => {
  it('accepts every supported language', () => {
    for (const lang of LANGS) expect(isLang(lang)).toBe(true);
  });

  it.each([['EN'], ['es'], [''], ['en-GB'], [undefined], [null], [1], [{}], [['en']]])('rejects %j', (value) => {
    expect(isLang(value)).toBe(false);
  });
});

describe('isMessageCode', () => {
  it('accepts every code of the catalogue', () => {
    for (const code of codes) expect(isMessageCode(code)).toBe(true);
  });

  it.each([
    ['toString'],
    ['constructor'],
    ['__proto__'],
    ['hasOwnProperty'],
    ['Basket_Is_Empty'],
    [''],
    [undefined],
    [null],
    [42],
    // A one-code list reads as that code when used as a key; it is still not a code.
    [['field_required']],
  ])('rejects %j', (value) => {
    expect(isMessageCode(value)).toBe(false);
  });
});

describe('language and code checks', () => {
  it('know the four languages, right to left for Arabic only, and nothing else', () => {
    expect(['en', 'de', 'fr', 'ar'].every(isLang)).toBe(true);
    expect(isLang('es')).toBe(false);
    expect(isLang(7)).toBe(false);
    expect(LANGS.filter(rightToLeft)).toEqual(['ar']);
  });

  it('fall back to German, the language of a restaurant that names none (restaurant-import.md: default de)', () => {
    expect(DEFAULT_LANG).toBe('de');
    expect(isLang(DEFAULT_LANG)).toBe(true);
  });

  it('know the catalogue codes and nothing else', () => {
    expect(isMessageCode('field_required')).toBe(true);
    expect(isMessageCode('no_such_code')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
  });
});
