import type { Lang } from '@tavola/domain/messages/catalogue';

export type { Lang };

/** The storefront's languages, in the order the switcher shows them, each named in itself. */
export const LANGUAGES: readonly { code: Lang; label: string }[] = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'ar', label: 'العربية' },
];

export function isLang(value: unknown): value is Lang {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
