import { ALLERGEN_CODES, type AllergenCode } from '../schemas/allergens.ts';

/** The diets a guest can filter the menu by; vegan is the stricter one. */
export const DIETS = ['vegetarian', 'vegan'] as const;
export type Diet = (typeof DIETS)[number];

/** The diet facts of a dish, as stored and as the menu answer carries them. */
export interface DietFlags {
  vegetarian: boolean;
  vegan: boolean;
}

/**
 * A vegan dish is vegetarian too, whatever the file or the form said: the importer and the menu
 * editor store the flags through this rule (the database's products_vegan_ck holds it as well).
 */
export function dietFlags(flags: DietFlags): DietFlags {
  return { vegetarian: flags.vegetarian || flags.vegan, vegan: flags.vegan };
}

/** What the guest filters by: at most one diet, and allergens the dish must not declare. */
export interface DietFilter {
  diet: Diet | null;
  /** In ALLERGEN_CODES order, without repeats: one filter has one URL. */
  without: AllergenCode[];
}

export const NO_DIET_FILTER: DietFilter = { diet: null, without: [] };

/** A dish as the filter sees it: its diet flags and the allergens it declares. */
export interface FilterableDish extends DietFlags {
  allergens: readonly string[];
}

/**
 * Whether a dish stays on the menu under a filter.
 * - `vegetarian` / `vegan`: by the dish's flags (a vegan dish passes `vegetarian`).
 * - `without=<allergen>`: the dish declares allergens and that one is not among them. A dish that
 *   declares none at all is hidden: the import format cannot tell "contains none" from "not stated"
 *   (allergens default to an empty list), and showing an unknown dish to a guest who avoids an
 *   allergen is the unsafe mistake (docs/decisions/096-diet-filter.md).
 */
export function passesDietFilter(dish: FilterableDish, filter: DietFilter): boolean {
  const flags = dietFlags(dish);
  if (filter.diet !== null && !flags[filter.diet]) return false;
  if (filter.without.length === 0) return true;
  if (dish.allergens.length === 0) return false;
  return filter.without.every((allergen) => !dish.allergens.includes(allergen));
}

export function isDietFilterActive(filter: DietFilter): boolean {
  return filter.diet !== null || filter.without.length > 0;
}

function isDiet(value: unknown): value is Diet {
  return (DIETS as readonly unknown[]).includes(value);
}

/**
 * The filter a shared link asks for (`?diet=vegan&without=gluten,milk`). Unknown diets and
 * allergens are dropped rather than refused: an old or hand-typed link still opens the menu.
 */
export function dietFilterFromParams(diet: string | null, without: string | null): DietFilter {
  // No parameter asks for nothing (a Set of undefined is empty).
  const asked = new Set(without?.split(',').map((code) => code.trim()));
  return {
    diet: isDiet(diet) ? diet : null,
    without: ALLERGEN_CODES.filter((code) => asked.has(code)),
  };
}

/** The URL values of a filter; null means the parameter is left out. */
export function dietFilterParams(filter: DietFilter): { diet: string | null; without: string | null } {
  const without = ALLERGEN_CODES.filter((code) => filter.without.includes(code));
  return { diet: filter.diet, without: without.length > 0 ? without.join(',') : null };
}
