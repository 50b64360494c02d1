/**
 * Allergen codes (EU regulation 1169/2011) with the letters German menus print beside dishes
 * (A = gluten … N = molluscs): compact, readable in every script and font, explained in the
 * allergens overlay.
 */
export const ALLERGEN_LETTERS: Record<string, string> = {
  gluten: 'A',
  crustaceans: 'B',
  eggs: 'C',
  fish: 'D',
  peanuts: 'E',
  soy: 'F',
  milk: 'G',
  nuts: 'H',
  celery: 'I',
  mustard: 'J',
  sesame: 'K',
  sulphites: 'L',
  lupin: 'M',
  molluscs: 'N',
};

export const ALLERGEN_CODES = Object.keys(ALLERGEN_LETTERS);

export function allergenLetter(code: string): string {
  return ALLERGEN_LETTERS[code] ?? code.slice(0, 1).toUpperCase();
}

export function isKnownAllergen(code: string): boolean {
  return Object.hasOwn(ALLERGEN_LETTERS, code);
}
