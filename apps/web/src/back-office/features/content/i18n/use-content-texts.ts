import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { ContentTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<ContentTexts>> = {
  en: () => import('./en.ts').then((m) => m.enContent),
  de: () => import('./de.ts').then((m) => m.deContent),
  fr: () => import('./fr.ts').then((m) => m.frContent),
  ar: () => import('./ar.ts').then((m) => m.arContent),
};

const loaded = new Map<Lang, ContentTexts>();

/** Loads the texts of a language before a content screen renders (its route awaits it: no key flashes). */
export async function loadContentTexts(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The content screens' `t` in the current language; English until a switched language has arrived. */
export function useContentTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadContentTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
