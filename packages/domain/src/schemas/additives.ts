/*
 * Kept apart from the import schema (and its zod) so the storefront's first load can number the
 * additives on the menu cards without carrying the schema.
 */

/**
 * Additives that German food law (ZZulV §9, LMIV) requires a menu to declare, with stable codes.
 * The list's order is the customary footnote numbering on German menus: the storefront shows an
 * additive as its number (index + 1) next to the dish and the name in the legend.
 */
export const ADDITIVE_CODES = [
  'colouring',
  'preservative',
  'antioxidant',
  'flavour_enhancer',
  'sulphured',
  'blackened',
  'phosphate',
  'milk_protein',
  'caffeine',
  'quinine',
  'sweetener',
  'phenylalanine',
  'waxed',
  'taurine',
] as const;
export type AdditiveCode = (typeof ADDITIVE_CODES)[number];

/** The footnote number of an additive on the menu (1-based, the order of ADDITIVE_CODES). */
export function additiveNumber(code: string): number | null {
  const index = (ADDITIVE_CODES as readonly string[]).indexOf(code);
  return index < 0 ? null : index + 1;
}
