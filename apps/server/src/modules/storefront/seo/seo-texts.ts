import type { Lang } from '@tavola/domain/messages/catalogue';

/**
 * The words of the served HTML's head that crawlers and link previews read before any JavaScript
 * runs: descriptions. They match the storefront's own texts
 * (apps/web/src/i18n meta.*, header.*). Route titles are @tavola/domain/storefront/route-titles,
 * shared with the app.
 */
export interface SeoTexts {
  menuDescription: (name: string) => string;
  blogsDescription: (name: string) => string;
  legalDescription: (page: string, name: string) => string;
}

export const SEO_TEXTS: Record<Lang, SeoTexts> = {
  en: {
    menuDescription: (name) => `Order online from ${name}: browse the menu, choose delivery, pickup or eat here.`,
    blogsDescription: (name) => `News and stories from ${name}.`,
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  de: {
    menuDescription: (name) =>
      `Online bestellen bei ${name}: Speisekarte ansehen, Lieferung, Abholung oder vor Ort essen.`,
    blogsDescription: (name) => `Neuigkeiten und Geschichten von ${name}.`,
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  fr: {
    menuDescription: (name) =>
      `Commandez en ligne chez ${name} : parcourez la carte, livraison, à emporter ou sur place.`,
    blogsDescription: (name) => `Actualités et histoires de ${name}.`,
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  ar: {
    menuDescription: (name) =>
      `اطلب عبر الإنترنت من ${name}: تصفّح القائمة واختر التوصيل أو الاستلام أو الأكل في المطعم.`,
    blogsDescription: (name) => `أخبار وقصص من ${name}.`,
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
};
