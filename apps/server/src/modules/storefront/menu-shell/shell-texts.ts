import type { Lang } from '@tavola/domain/messages/catalogue';

/**
 * The few storefront UI texts the server-made menu shell shows, in the web's own words
 * (apps/web/src/i18n/*.ts; shell-texts.test.ts keeps them equal). Everything else in the shell is
 * the restaurant's own text.
 */
export interface ShellTexts {
  home: string;
  searchLabel: string;
  searchPlaceholder: string;
  categories: string;
  allCategories: string;
  specialOffer: string;
  from: string;
}

export const SHELL_TEXTS: Record<Lang, ShellTexts> = {
  en: {
    home: 'Home',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'Search dishes…',
    categories: 'Categories',
    allCategories: 'All categories',
    specialOffer: 'Special Offer',
    from: 'From',
  },
  de: {
    home: 'Startseite',
    searchLabel: 'Speisekarte durchsuchen',
    searchPlaceholder: 'Gerichte suchen…',
    categories: 'Kategorien',
    allCategories: 'Alle Kategorien',
    specialOffer: 'Sonderangebot',
    from: 'ab',
  },
  fr: {
    home: 'Accueil',
    searchLabel: 'Rechercher dans la carte',
    searchPlaceholder: 'Rechercher un plat…',
    categories: 'Catégories',
    allCategories: 'Toutes les catégories',
    specialOffer: 'Offre spéciale',
    from: 'À partir de',
  },
  ar: {
    home: 'الرئيسية',
    searchLabel: 'ابحث في القائمة',
    searchPlaceholder: 'ابحث عن طبق…',
    categories: 'الفئات',
    allCategories: 'كل الفئات',
    specialOffer: 'عرض خاص',
    from: 'ابتداءً من',
  },
};
