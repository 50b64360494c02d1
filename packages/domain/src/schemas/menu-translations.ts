import type { RestaurantLang } from './restaurant-import.ts';

/** A menu row's texts per storefront language, as the import file gives them and the database keeps them. */
export type MenuTranslations = Partial<Record<RestaurantLang, { name?: string; description?: string }>>;

/**
 * The text a guest reads: their language's, else the restaurant language's, else the row's own
 * (which the restaurant writes in its language). An empty translation counts as none.
 */
export function localisedText(
  translations: MenuTranslations | null | undefined,
  field: 'name' | 'description',
  guestLang: string,
  restaurantLang: string,
  base: string,
): string;
export function localisedText(
  translations: MenuTranslations | null | undefined,
  field: 'name' | 'description',
  guestLang: string,
  restaurantLang: string,
  base: string | null,
): string | null;
export function localisedText(
  translations: MenuTranslations | null | undefined,
  field: 'name' | 'description',
  guestLang: string,
  restaurantLang: string,
  base: string | null,
): string | null {
  const of = (lang: string) => translations?.[lang as RestaurantLang]?.[field] || undefined;
  return of(guestLang) ?? of(restaurantLang) ?? base;
}
