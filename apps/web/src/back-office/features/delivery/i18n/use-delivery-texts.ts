import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { DeliveryTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<DeliveryTexts>> = {
  en: () => import('./en.ts').then((m) => m.enDelivery),
  de: () => import('./de.ts').then((m) => m.deDelivery),
  fr: () => import('./fr.ts').then((m) => m.frDelivery),
  ar: () => import('./ar.ts').then((m) => m.arDelivery),
};

const loaded = new Map<Lang, DeliveryTexts>();

export async function loadDeliveryTexts(lang: Lang): Promise<void> {
  if (!loaded.has('en')) loaded.set('en', await loaders.en());
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The delivery screen's `t` in the current language; English until a switched language has arrived. */
export function useDeliveryTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadDeliveryTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
