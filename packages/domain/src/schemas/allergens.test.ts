import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, allergenLetter, isKnownAllergen } from './allergens.ts';

describe('allergens', () => {
  it('prints the letters German menus use, A for gluten to N for molluscs', () => {
    expect(ALLERGEN_CODES.map(allergenLetter).join('')).toBe('ABCDEFGHIJKLMN');
    expect(allergenLetter('gluten')).toBe('A');
    expect(allergenLetter('milk')).toBe('G');
    expect(allergenLetter('molluscs')).toBe('N');
  });

  it("shows an unknown code's own initial and does not count it as an allergen", () => {
    expect(allergenLetter('kiwi')).toBe('K');
    expect(isKnownAllergen('kiwi')).toBe(false);
    expect(isKnownAllergen('sesame')).toBe(true);
  });
});
