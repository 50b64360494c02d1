import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../i18n/translate.ts';
import type { ManagerTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<ManagerTexts>> = {
  en: () => import('./en.ts').then((m) => m.enManager),
  de: () => import('./de.ts').then((m) => m.deManager),
  fr: () => import('./fr.ts').then((m) => m.frManager),
  ar: () => import('./ar.ts').then((m) => m.arManager),
};

const loaded = new Map<Lang, ManagerTexts>();

/** Loads the board's texts of a language ahead of rendering (the route awaits it, so no key flashes). */
export async function loadManagerTexts(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The board's `t` in the current language; falls back to English until a switched language arrived. */
export function useManagerTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadManagerTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
