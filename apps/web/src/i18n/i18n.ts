import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import type { UiTexts } from './en.ts';
import { directionOf, isLang, type Lang } from './languages.ts';
import { createTranslator, type Translate, type TranslateParams } from './translate.ts';

/**
 * The storefront's translation runtime (see docs/decisions/020-storefront-i18n.md): i18next's
 * resource format — nested keys, {{placeholders}}, plural suffixes _one/_other with the base key
 * as fallback — in a few lines instead of 15 KB of the 120 KB first-load budget.
 */

/** Each language is its own chunk: a guest downloads only the texts of the language they read. */
const loaders: Record<Lang, () => Promise<UiTexts>> = {
  en: () => import('./en.ts').then((m) => m.en),
  de: () => import('./de.ts').then((m) => m.de),
  fr: () => import('./fr.ts').then((m) => m.fr),
  ar: () => import('./ar.ts').then((m) => m.ar),
};

const loaded = new Map<Lang, UiTexts>();
const listeners = new Set<() => void>();
let language: Lang = 'de';
let current: Translate = (key, params) => params?.defaultValue ?? key;

export function translate(key: string, params?: TranslateParams): string {
  return current(key, params);
}

/** The shape components use (as react-i18next's i18n object): current language and t. */
export const i18n = {
  get language(): Lang {
    return language;
  },
  t: translate,
};

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `?lang=xx` wins and is remembered; then the guest's last choice; then the restaurant's language. */
export function initialLanguage(): Lang {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  if (isLang(fromUrl)) {
    writeStorage(storageKeys.lang, fromUrl);
    return fromUrl;
  }
  const stored = readStorage(storageKeys.lang);
  if (isLang(stored)) return stored;
  return pageConfig.lang;
}

async function activate(lang: Lang): Promise<void> {
  let resources = loaded.get(lang);
  if (!resources) {
    resources = await loaders[lang]();
    loaded.set(lang, resources);
  }
  language = lang;
  current = createTranslator(resources, lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  for (const listener of listeners) listener();
}

export function startI18n(): Promise<void> {
  return activate(initialLanguage());
}

/** The header's switcher: load the texts, switch, remember the choice across reloads. */
export async function changeLanguage(lang: Lang): Promise<void> {
  writeStorage(storageKeys.lang, lang);
  await activate(lang);
}
