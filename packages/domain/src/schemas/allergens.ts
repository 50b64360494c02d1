/*
 * Kept apart from the import schema (and its zod), like additives.ts, so the storefront's first load
 * can draw allergen badges and the diet filter without carrying the schema.
 */

/**
 * The 14 allergens EU regulation 1169/2011 requires restaurants to declare. The order is the letter
 * German menus print beside a dish (A = gluten … N = molluscs), explained in the allergens legend.
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export function isKnownAllergen(code: string): code is AllergenCode {
  return (ALLERGEN_CODES as readonly string[]).includes(code);
}

/** The menu letter of an allergen (its place in ALLERGEN_CODES); an unknown code shows its own initial. */
export function allergenLetter(code: string): string {
  const index = (ALLERGEN_CODES as readonly string[]).indexOf(code);
  return index < 0 ? code.slice(0, 1).toUpperCase() : String.fromCharCode(65 + index);
}
