import { describe, expect, it } from 'vitest';
import { localisedText } from './menu-translations.ts';

describe('localisedText', () => {
  const translations = { en: { name: 'Lasagne' }, de: { name: 'Lasagne al forno', description: 'Mit Béchamel' } };

  it("takes the guest's language, else the restaurant's, else the row's own text", () => {
    expect(localisedText(translations, 'name', 'en', 'de', 'Lasagna')).toBe('Lasagne');
    expect(localisedText(translations, 'name', 'fr', 'de', 'Lasagna')).toBe('Lasagne al forno');
    expect(localisedText(translations, 'name', 'fr', 'ar', 'Lasagna')).toBe('Lasagna');
    expect(localisedText(translations, 'description', 'en', 'de', null)).toBe('Mit Béchamel');
    expect(localisedText({}, 'description', 'en', 'de', null)).toBeNull();
    expect(localisedText(null, 'name', 'en', 'de', 'Lasagna')).toBe('Lasagna');
  });

  it('treats an empty translation as none', () => {
    expect(localisedText({ en: { name: '' } }, 'name', 'en', 'de', 'Lasagna')).toBe('Lasagna');
  });
});
