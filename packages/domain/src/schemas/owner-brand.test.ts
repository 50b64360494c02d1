import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  BRAND_SECTION,
  brandSectionSchema,
  LANGUAGES_SECTION,
  languagesSectionSchema,
  saveBrandRequestSchema,
  saveLanguagesRequestSchema,
} from './owner-brand.ts';

const logo = `menu/${'a1'.repeat(16)}.webp`;
const brand = { revision: 3, name: 'Trattoria Uno', primaryColor: '#b22222', logoShape: 'round', logo, mainImage: null };

describe('saving the brand', () => {
  it('takes a name, a colour, a logo shape and uploaded images or none', () => {
    expect(parsed(saveBrandRequestSchema, { ...brand, name: '  Trattoria Uno ' })).toEqual(brand);
    expect(parsed(saveBrandRequestSchema, { ...brand, logoShape: 'square', logo: null, mainImage: logo }).mainImage).toBe(logo);
    expect(codesOf(saveBrandRequestSchema, { ...brand, name: 'x'.repeat(120) })).toEqual([]);
  });

  it('refuses each broken field with its code', () => {
    expect(issuesOf(saveBrandRequestSchema, { ...brand, name: '  ' })).toEqual([{ path: 'name', code: 'field_required' }]);
    expect(issuesOf(saveBrandRequestSchema, { ...brand, name: 'x'.repeat(121) })).toEqual([{ path: 'name', code: 'field_too_long' }]);
    expect(issuesOf(saveBrandRequestSchema, { ...brand, primaryColor: 'red' })).toEqual([{ path: 'primaryColor', code: 'field_invalid' }]);
    expect(issuesOf(saveBrandRequestSchema, { ...brand, logoShape: 'star' })).toEqual([{ path: 'logoShape', code: 'field_invalid' }]);
    // Only a path the image upload answered: no other folder, no other format, nothing around it.
    for (const image of [`menu/${'A1'.repeat(16)}.webp`, `menu/${'a1'.repeat(15)}.webp`, `logo/${'a1'.repeat(16)}.webp`, `menu/${'a1'.repeat(16)}.png`, `x${logo}`, `${logo}x`]) {
      expect(issuesOf(saveBrandRequestSchema, { ...brand, logo: image })).toEqual([{ path: 'logo', code: 'field_invalid' }]);
    }
    expect(codesOf(saveBrandRequestSchema, { ...brand, revision: 'x' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(saveBrandRequestSchema, { ...brand, slogan: 'Best' })).toHaveLength(1);
  });
});

describe('saving languages and currency', () => {
  const languages = { revision: 0, languages: ['de', 'en'], lang: 'de', currency: 'EUR' };

  it('takes the offered languages, a default among them and a currency', () => {
    expect(parsed(saveLanguagesRequestSchema, languages)).toEqual(languages);
    expect(parsed(saveLanguagesRequestSchema, { ...languages, languages: ['ar', 'fr', 'en', 'de'], lang: 'ar', currency: 'GBP' }).lang).toBe('ar');
  });

  it('refuses no language, an unknown one, a repeated one, a default not offered and an unknown currency', () => {
    expect(issuesOf(saveLanguagesRequestSchema, { ...languages, languages: [] })).toEqual([
      { path: 'languages', code: 'field_required' },
      { path: 'lang', code: 'field_invalid' },
    ]);
    expect(codesOf(saveLanguagesRequestSchema, { ...languages, languages: ['de', 'it'] })).toEqual(['field_invalid']);
    expect(issuesOf(saveLanguagesRequestSchema, { ...languages, languages: ['de', 'de'] })).toEqual([{ path: 'languages', code: 'field_invalid' }]);
    expect(issuesOf(saveLanguagesRequestSchema, { ...languages, lang: 'fr' })).toEqual([{ path: 'lang', code: 'field_invalid' }]);
    expect(issuesOf(saveLanguagesRequestSchema, { ...languages, currency: 'CHF' })).toEqual([{ path: 'currency', code: 'field_invalid' }]);
    expect(codesOf(saveLanguagesRequestSchema, { ...languages, languages: ['de', 'en', 'fr', 'ar', 'de'] })).toHaveLength(1);
  });
});

describe('the brand and languages sections', () => {
  it('are saved under the names brand and languages', () => {
    expect(BRAND_SECTION).toBe('brand');
    expect(LANGUAGES_SECTION).toBe('languages');
  });

  it('read the brand whole, with its images or none, in either logo shape', () => {
    const section = {
      revision: 4,
      value: {
        name: 'Trattoria Uno',
        primaryColor: '#b22222',
        logoShape: 'square',
        logo: { image: logo, url: `https://cdn.example/${logo}` },
        mainImage: null,
      },
    };
    expect(parsed(brandSectionSchema, section)).toEqual(section);
    expect(parsed(brandSectionSchema, { ...section, value: { ...section.value, logoShape: 'round' } }).value.logoShape).toBe('round');
    expect(codesOf(brandSectionSchema, { ...section, value: { ...section.value, logo: { image: logo } } })).toHaveLength(1);
  });

  it('read the languages whole', () => {
    const section = { revision: 1, value: { languages: ['de', 'en'], lang: 'de', currency: 'EUR' } };
    expect(parsed(languagesSectionSchema, section)).toEqual(section);
  });

  it('refuses a default language that is no language at all', () => {
    expect(issuesOf(saveLanguagesRequestSchema, { revision: 0, languages: ['de'], lang: 'xx', currency: 'EUR' })).toEqual([{ path: 'lang', code: 'field_invalid' }]);
  });
});
