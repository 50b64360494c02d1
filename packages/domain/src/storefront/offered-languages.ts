// Only the type: the message catalogue's texts stay out of the storefront's first load.
import type { Lang } from '../messages/catalogue.ts';

/**
 * Which languages a storefront page speaks (decision 090, amendment): the restaurant's offered
 * languages for guests, all four in the back office. Server (the page's language, 'coming soon')
 * and browser (the first language, the switcher) decide with these same functions.
 */

/** The four languages in the order the storefront lists them. */
export const STOREFRONT_LANGS = ['de', 'en', 'fr', 'ar'] as const satisfies readonly Lang[];

/**
 * The languages guests are offered: the owner's choice (`settings.languages`; absent: all four),
 * always with the restaurant's own language, which every default and fallback lands on.
 */
export function offeredLanguagesOf(saved: readonly string[] | undefined, restaurantLang: Lang): Lang[] {
  if (!saved) return [...STOREFRONT_LANGS];
  return STOREFRONT_LANGS.filter((lang) => lang === restaurantLang || saved.includes(lang));
}

/**
 * The back office is staff's, not guests': its screens keep all four languages whatever the
 * restaurant offers its guests. `routePath` is the path after the restaurant's base path.
 */
export function languagesOfPage(routePath: string, offered: readonly Lang[]): readonly Lang[] {
  return routePath === '/manager' || routePath.startsWith('/manager/') ? STOREFRONT_LANGS : offered;
}

/**
 * The first of the wanted languages (`?lang=`, then the guest's stored choice) that the page
 * speaks; else the restaurant's own. A language the restaurant does not offer is passed over,
 * never shown.
 */
export function pageLanguageOf(wanted: readonly unknown[], speaks: readonly Lang[], restaurantLang: Lang): Lang {
  return wanted.find((lang): lang is Lang => (speaks as readonly unknown[]).includes(lang)) ?? restaurantLang;
}
