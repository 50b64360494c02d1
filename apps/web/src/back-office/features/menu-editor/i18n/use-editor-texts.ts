import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { MenuEditorTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<MenuEditorTexts>> = {
  en: () => import('./en.ts').then((m) => m.enMenuEditor),
  de: () => import('./de.ts').then((m) => m.deMenuEditor),
  fr: () => import('./fr.ts').then((m) => m.frMenuEditor),
  ar: () => import('./ar.ts').then((m) => m.arMenuEditor),
};

const loaded = new Map<Lang, MenuEditorTexts>();

/** Loads the editor's texts of a language before it renders (the route awaits it: no key flashes). */
export async function loadEditorTexts(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The editor's `t` in the current language; English until a switched language has arrived. */
export function useEditorTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadEditorTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
