import type { ComponentType } from 'react';
import type { Lang } from '../i18n/languages.ts';
import type { IconName } from '../ui/icon.tsx';

/** A back-office screen module: its component and the texts it awaits before it renders (no key flashes). */
export interface OwnerScreenModule {
  default: ComponentType;
  ready(): Promise<void>;
}

export interface OwnerScreen {
  /** /manager/{path}: the first segment after /manager. */
  path: string;
  icon: IconName;
  /** Its name and one line on the owners' overview, in the four languages (its own texts load with it). */
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  load: () => Promise<OwnerScreenModule>;
}

/**
 * The owner's screens of the restaurant's side (issue 23). Each is its own chunk, reached through the
 * board's route (/manager/*), so the storefront's first load carries none of them; the overview at
 * /manager/restaurant lists them. A new screen is one entry here.
 */
export const OWNER_SCREENS: readonly OwnerScreen[] = [
  {
    path: 'menu',
    icon: 'dish',
    title: { en: 'Menu', de: 'Speisekarte', fr: 'Carte', ar: 'قائمة الطعام' },
    summary: {
      en: 'Dishes, prices, photos and allergens: edit, preview and publish.',
      de: 'Gerichte, Preise, Fotos und Allergene: bearbeiten, ansehen und veröffentlichen.',
      fr: 'Plats, prix, photos et allergènes : modifier, prévisualiser et publier.',
      ar: 'الأطباق والأسعار والصور ومسببات الحساسية: عدّل واستعرض وانشر.',
    },
    load: () => import('./routes/menu-editor-route.tsx'),
  },
  {
    path: 'delivery',
    icon: 'bike',
    title: { en: 'Delivery & tips', de: 'Lieferung & Trinkgeld', fr: 'Livraison et pourboires', ar: 'التوصيل والإكرامية' },
    summary: {
      en: 'Delivery, pickup or eat in; zones with fees and minimum orders; suggested tips.',
      de: 'Lieferung, Abholung oder vor Ort; Liefergebiete mit Gebühr und Mindestbestellwert; Trinkgeld-Vorschläge.',
      fr: 'Livraison, à emporter ou sur place ; zones avec frais et minimum ; pourboires suggérés.',
      ar: 'توصيل أو استلام أو في المطعم؛ مناطق برسوم وحد أدنى للطلب؛ إكراميات مقترحة.',
    },
    load: () => import('./routes/delivery-route.tsx'),
  },
  {
    path: 'vouchers',
    icon: 'receipt',
    title: { en: 'Vouchers', de: 'Gutscheine', fr: 'Bons de réduction', ar: 'القسائم' },
    summary: {
      en: 'Codes with a percent or fixed discount, minimum order, limit and expiry; how often each was used.',
      de: 'Codes mit Prozent- oder Festbetrag, Mindestbestellwert, Limit und Ablauf; wie oft jeder genutzt wurde.',
      fr: 'Codes en pourcentage ou montant fixe, minimum, limite et expiration ; combien de fois chacun a servi.',
      ar: 'رموز بخصم نسبي أو ثابت وحد أدنى وحد استخدام وتاريخ انتهاء؛ وعدد مرات استخدام كل منها.',
    },
    load: () => import('./routes/vouchers-route.tsx'),
  },
];

export function ownerScreenAt(path: string | undefined): OwnerScreen | undefined {
  return OWNER_SCREENS.find((screen) => screen.path === path);
}
