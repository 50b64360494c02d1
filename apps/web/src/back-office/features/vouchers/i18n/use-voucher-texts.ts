import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { VoucherTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<VoucherTexts>> = {
  en: () => import('./en.ts').then((m) => m.enVouchers),
  de: () => import('./de.ts').then((m) => m.deVouchers),
  fr: () => import('./fr.ts').then((m) => m.frVouchers),
  ar: () => import('./ar.ts').then((m) => m.arVouchers),
};

const loaded = new Map<Lang, VoucherTexts>();

export async function loadVoucherTexts(lang: Lang): Promise<void> {
  if (!loaded.has('en')) loaded.set('en', await loaders.en());
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The vouchers screen's `t` in the current language; English until a switched language has arrived. */
export function useVoucherTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadVoucherTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
