import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { PaymentsTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<PaymentsTexts>> = {
  en: () => import('./en.ts').then((m) => m.enPayments),
  de: () => import('./de.ts').then((m) => m.dePayments),
  fr: () => import('./fr.ts').then((m) => m.frPayments),
  ar: () => import('./ar.ts').then((m) => m.arPayments),
};

const loaded = new Map<Lang, PaymentsTexts>();

/** Loads the payments screen's texts of a language before it renders (the route awaits it: no key flashes). */
export async function loadPaymentsTexts(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The payments screen's `t` in the current language; English until a switched language has arrived. */
export function usePaymentsTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadPaymentsTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
