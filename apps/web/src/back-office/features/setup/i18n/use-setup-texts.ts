import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.ts';
import type { Lang } from '../../../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../../../i18n/translate.ts';
import type { SetupTexts } from './en.ts';

const loaders: Record<Lang, () => Promise<SetupTexts>> = {
  en: () => import('./en.ts').then((m) => m.enSetup),
  de: () => import('./de.ts').then((m) => m.deSetup),
  fr: () => import('./fr.ts').then((m) => m.frSetup),
  ar: () => import('./ar.ts').then((m) => m.arSetup),
};

const loaded = new Map<Lang, SetupTexts>();

/** Loads the setup screens' texts of a language before it renders (the route awaits it: no key flashes). */
export async function loadSetupTexts(lang: Lang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
}

/** The setup screens' `t` in the current language; English until a switched language has arrived. */
export function useSetupTexts(): { t: Translate; lang: Lang } {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [, setRevision] = useState(0);
  useEffect(() => {
    if (!loaded.has(lang)) void loadSetupTexts(lang).then(() => setRevision((r) => r + 1));
  }, [lang]);
  const texts = loaded.get(lang) ?? loaded.get('en');
  const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
  return { t, lang };
}
