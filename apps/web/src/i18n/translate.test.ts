import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { arLazy } from './lazy/ar.ts';
import { deLazy } from './lazy/de.ts';
import { enLazy } from './lazy/en.ts';
import { frLazy } from './lazy/fr.ts';
import { createTranslator } from './translate.ts';

const texts = {
  greeting: 'Hello {{name}}',
  nested: { deep: { key: 'Deep' } },
  items: '{{count}} things',
  items_one: 'one thing',
  items_other: '{{count}} things',
};

describe('createTranslator', () => {
  it('looks up nested keys and fills placeholders', () => {
    const t = createTranslator(texts, 'en');
    expect(t('nested.deep.key')).toBe('Deep');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greeting')).toBe('Hello {{name}}');
  });

  it('picks the plural form of the language, falling back to the bare key', () => {
    expect(createTranslator(texts, 'en')('items', { count: 1 })).toBe('one thing');
    expect(createTranslator(texts, 'en')('items', { count: 5 })).toBe('5 things');
    // Arabic 3 is "few": not spelled out, so the bare key answers.
    expect(createTranslator(texts, 'ar')('items', { count: 3 })).toBe('3 things');
  });

  it('answers the default value, else the key, for a missing text', () => {
    const t = createTranslator(texts, 'en');
    expect(t('nope.missing')).toBe('nope.missing');
    expect(t('nope.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
  });
});

/** Every text of a language file as path → string. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the four language files', () => {
  // The first-load texts and the on-demand texts (lazy/) together; a section lives in exactly one of them.
  const english = flatten({ ...en, ...enLazy });
  it('no section is both in the first-load and the on-demand texts', () => {
    const shared = Object.keys(enLazy).filter((section) => section in en);
    expect(shared).toEqual([]);
    expect(Object.keys(enLazy).length).toBeGreaterThan(0);
  });
  const others = { de: { ...de, ...deLazy }, fr: { ...fr, ...frLazy }, ar: { ...ar, ...arLazy } };
  for (const [lang, file] of Object.entries(others)) {
    it(`${lang} has every text, none empty, with the placeholders English uses`, () => {
      const other = flatten(file);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of other) {
        expect(text.trim(), `${lang} ${path}`).not.toBe('');
        // A plural form may name its count in words ("one thing"), so only extra placeholders are wrong.
        const allowed = new Set(placeholders(english.get(path)!));
        for (const name of placeholders(text))
          expect(allowed.has(name!), `${lang} ${path} uses {{${name}}}`).toBe(true);
      }
    });
  }
});
