import { describe, expect, it } from 'vitest';
import { amountText, compact, decimalText, toNumber, toTranslations, withKeys } from './form-values.ts';
import { changedFields, shortValue } from './value-diff.ts';

describe('form values as the schema reads them', () => {
  it('reads amounts written either way, and empty as absent', () => {
    expect(toNumber('8,5')).toBe(8.5);
    expect(toNumber('8.50')).toBe(8.5);
    expect(toNumber(' ')).toBeUndefined();
    expect(toNumber('abc')).toBeNaN();
  });

  it('writes amounts as the owner does', () => {
    expect(amountText(8.5, 'de')).toBe('8,50');
    expect(amountText(8.5, 'en')).toBe('8.50');
    expect(amountText(undefined, 'fr')).toBeUndefined();
  });

  it('gives new rows keys from their names, unique among their siblings and the taken ones', () => {
    const rows = withKeys(
      [
        { key: 'small', name: 'Small' },
        { key: '', name: 'Small' },
        { key: '', name: 'صغير' },
      ],
      'option',
      new Set(['option']),
    );
    expect(rows?.map((row) => row.key)).toEqual(['small', 'small-2', 'option-2']);
  });

  it('writes rates without padding them to cents', () => {
    expect(decimalText(5.5, 'de')).toBe('5,5');
    expect(decimalText(19, 'fr')).toBe('19');
    expect(decimalText(7.25, 'en')).toBe('7.25');
    expect(decimalText(undefined, 'en')).toBeUndefined();
  });

  it('keeps only the translations typed, and none at all as absent', () => {
    expect(
      toTranslations({
        de: { name: '', description: ' ' },
        en: { name: 'Lemonade', description: '' },
        fr: undefined,
        ar: { name: 'ليموناضة' },
      }),
    ).toEqual({ en: { name: 'Lemonade' }, ar: { name: 'ليموناضة' } });
    expect(toTranslations({ de: { name: '' }, en: {} })).toBeUndefined();
    expect(toTranslations(undefined)).toBeUndefined();
  });

  it('drops empty optional fields', () => {
    expect(compact({ name: 'Pizza', description: '', image: undefined, price: 0 })).toEqual({
      name: 'Pizza',
      price: 0,
    });
  });
});

describe('the change log and the conflict notice', () => {
  it('names the fields that differ, never the key', () => {
    expect(changedFields({ key: 'a', name: 'Pizza', price: 8.5 }, { key: 'b', name: 'Pizza', price: 9 })).toEqual([
      { field: 'price', before: 8.5, after: 9 },
    ]);
    expect(changedFields(null, { name: 'New' }).map((change) => change.field)).toEqual(['name']);
  });

  it('says a value in a few words', () => {
    expect(shortValue(['gluten', 'milk'])).toBe('gluten, milk');
    expect(shortValue([{ name: 'Small', price: 0 }])).toBe('Small');
    expect(shortValue({ day: 'monday', from: '11:30', until: '14:30' })).toBe('monday 11:30–14:30');
    expect(shortValue('', '—')).toBe('—');
  });
});
