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
    path: 'payments',
    icon: 'receipt',
    title: { en: 'Payments', de: 'Zahlungen', fr: 'Paiements', ar: 'المدفوعات' },
    summary: {
      en: 'Ways to pay per delivery type, your own Mollie or SaferPay account.',
      de: 'Zahlungsarten je Bestellart, Ihr eigenes Mollie- oder SaferPay-Konto.',
      fr: 'Moyens de paiement par mode de commande, votre propre compte Mollie ou SaferPay.',
      ar: 'طرق الدفع لكل طريقة طلب، وحسابك الخاص في Mollie أو SaferPay.',
    },
    load: () => import('./routes/payments-route.tsx'),
  },
];

export function ownerScreenAt(path: string | undefined): OwnerScreen | undefined {
  return OWNER_SCREENS.find((screen) => screen.path === path);
}
