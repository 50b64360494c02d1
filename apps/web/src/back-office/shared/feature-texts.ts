import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '../../i18n/languages.ts';
import { createTranslator, type Translate } from '../../i18n/translate.ts';

/**
 * A back-office screen's own texts, one chunk per language: `load` before the screen renders (its
 * route's `ready`), so no key flashes; `useTexts` gives `t` in the current language, English until a
 * switched language has arrived.
 */
export function createFeatureTexts<T extends object>(loaders: Record<Lang, () => Promise<T>>) {
  const loaded = new Map<Lang, T>();
  async function load(lang: Lang): Promise<void> {
    if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
  }
  function useTexts(): { t: Translate; lang: Lang } {
    const { i18n } = useTranslation();
    const lang = i18n.language;
    const [, setRevision] = useState(0);
    useEffect(() => {
      if (!loaded.has(lang)) void load(lang).then(() => setRevision((r) => r + 1));
    }, [lang]);
    const texts = loaded.get(lang) ?? loaded.get('en');
    const t = useMemo(() => createTranslator(texts ?? {}, lang), [texts, lang]);
    return { t, lang };
  }
  return { load, useTexts };
}
