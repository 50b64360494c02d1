import type { Lang } from '@tavola/domain/messages/catalogue';

/**
 * The words of the served HTML's head (titles and descriptions crawlers and link previews read
 * before any JavaScript runs). They match the storefront's own texts (apps/web/src/i18n routes.*,
 * meta.*, header.*), which replace them on each navigation.
 */
export interface SeoTexts {
  onlineShop: string;
  menu: string;
  menuDescription: (name: string) => string;
  cart: string;
  blogs: string;
  blogsDescription: (name: string) => string;
  notFound: string;
  about: string;
  privacy: string;
  terms: string;
  imprint: string;
  legalDescription: (page: string, name: string) => string;
}

export const SEO_TEXTS: Record<Lang, SeoTexts> = {
  en: {
    onlineShop: 'Online Shop',
    menu: 'Menu',
    menuDescription: (name) => `Order online from ${name}: browse the menu, choose delivery, pickup or eat here.`,
    cart: 'Review Card',
    blogs: 'Blog',
    blogsDescription: (name) => `News and stories from ${name}.`,
    notFound: 'Page not found',
    about: 'About us',
    privacy: 'Privacy',
    terms: 'Terms',
    imprint: 'Imprint',
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  de: {
    onlineShop: 'Online-Shop',
    menu: 'Speisekarte',
    menuDescription: (name) =>
      `Online bestellen bei ${name}: Speisekarte ansehen, Lieferung, Abholung oder vor Ort essen.`,
    cart: 'Warenkorb prüfen',
    blogs: 'Blog',
    blogsDescription: (name) => `Neuigkeiten und Geschichten von ${name}.`,
    notFound: 'Seite nicht gefunden',
    about: 'Über uns',
    privacy: 'Datenschutz',
    terms: 'AGB',
    imprint: 'Impressum',
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  fr: {
    onlineShop: 'Boutique en ligne',
    menu: 'Carte',
    menuDescription: (name) =>
      `Commandez en ligne chez ${name} : parcourez la carte, livraison, à emporter ou sur place.`,
    cart: 'Vérifier le panier',
    blogs: 'Blog',
    blogsDescription: (name) => `Actualités et histoires de ${name}.`,
    notFound: 'Page introuvable',
    about: 'À propos',
    privacy: 'Confidentialité',
    terms: 'CGV',
    imprint: 'Mentions légales',
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
  ar: {
    onlineShop: 'المتجر الإلكتروني',
    menu: 'قائمة الطعام',
    menuDescription: (name) =>
      `اطلب عبر الإنترنت من ${name}: تصفّح القائمة واختر التوصيل أو الاستلام أو الأكل في المطعم.`,
    cart: 'مراجعة السلة',
    blogs: 'المدونة',
    blogsDescription: (name) => `أخبار وقصص من ${name}.`,
    notFound: 'الصفحة غير موجودة',
    about: 'من نحن',
    privacy: 'الخصوصية',
    terms: 'الشروط والأحكام',
    imprint: 'بيانات الناشر',
    legalDescription: (page, name) => `${page} – ${name}.`,
  },
};
