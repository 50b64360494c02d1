import { describe, expect, it } from 'vitest';
import { languagesOfPage, offeredLanguagesOf, pageLanguageOf, STOREFRONT_LANGS } from './offered-languages.ts';

describe('the languages a restaurant offers its guests', () => {
  it('are all four when the owner never chose (the demo and every imported restaurant without the field)', () => {
    expect(offeredLanguagesOf(undefined, 'de')).toEqual(['de', 'en', 'fr', 'ar']);
  });

  it('are the owner’s choice in the storefront’s order, whatever order it was saved in', () => {
    expect(offeredLanguagesOf(['en', 'de'], 'de')).toEqual(['de', 'en']);
    expect(offeredLanguagesOf(['ar'], 'ar')).toEqual(['ar']);
  });

  it('always include the restaurant’s own language (an import file may leave it out)', () => {
    expect(offeredLanguagesOf(['en'], 'fr')).toEqual(['en', 'fr']);
  });

  it('are all four on the back office’s pages, for staff', () => {
    expect(languagesOfPage('/manager', ['de'])).toEqual(STOREFRONT_LANGS);
    expect(languagesOfPage('/manager/restaurant', ['de'])).toEqual(STOREFRONT_LANGS);
    expect(languagesOfPage('/', ['de'])).toEqual(['de']);
    expect(languagesOfPage('/managers-special', ['de'])).toEqual(['de']);
  });
});

describe('the language of a page', () => {
  it('is the first wanted language the page speaks', () => {
    expect(pageLanguageOf(['en', 'fr'], ['de', 'en'], 'de')).toBe('en');
    expect(pageLanguageOf([null, 'en'], ['de', 'en'], 'de')).toBe('en');
  });

  it('passes over a language the restaurant does not offer, and over nonsense', () => {
    expect(pageLanguageOf(['fr', 'en'], ['de', 'en'], 'de')).toBe('en');
    expect(pageLanguageOf(['xx', 42, undefined], ['de', 'en'], 'de')).toBe('de');
  });

  it('falls back to the restaurant’s own language', () => {
    expect(pageLanguageOf(['ar'], ['de', 'en'], 'de')).toBe('de');
    expect(pageLanguageOf([], ['en', 'fr'], 'fr')).toBe('fr');
  });
});
