import { languagesOfPage, pageLanguageOf } from '@tavola/domain/storefront/offered-languages';
import { pageConfig } from '../lib/page-config.ts';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import type { UiTexts } from './en.ts';
import type { LazyTexts } from './lazy/en.ts';
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

/** Texts of the screens loaded on demand (account, checkout, payment, table capacity), also per language. */
const lazyLoaders: Record<Lang, () => Promise<LazyTexts>> = {
  en: () => import('./lazy/en.ts').then((m) => m.enLazy),
  de: () => import('./lazy/de.ts').then((m) => m.deLazy),
  fr: () => import('./lazy/fr.ts').then((m) => m.frLazy),
  ar: () => import('./lazy/ar.ts').then((m) => m.arLazy),
};

const loaded = new Map<Lang, UiTexts>();
const loadedLazy = new Map<Lang, LazyTexts>();
/**
 * Once a lazy screen asked for its texts, every later language switch brings them along. Restaurants
 * with a mode that changes the first screen (ticketing, event, side menu, landing page, no shop) need
 * some of them at once; the budgeted first load of a plain menu does not.
 */
let lazyWanted: boolean | null = null;
const wantsLazy = () => (lazyWanted ??= usesModeTexts());

function usesModeTexts(): boolean {
  const { modes } = pageConfig;
  return modes.ticketing || modes.event || modes.sideMenu || pageConfig.landingPage || !pageConfig.hasShop;
}
const listeners = new Set<() => void>();

/** The active texts: the browser's own, or on the server those of the page being rendered. */
export interface TextsState {
  language: Lang;
  /** Grows on every change of the active texts (a language switch, or on-demand texts arriving). */
  revision: number;
  translate: Translate;
}

const browser: TextsState = { language: 'de', revision: 0, translate: (key, params) => params?.defaultValue ?? key };
const browserTexts = () => browser;
let source: () => TextsState = browserTexts;

/** The server renders pages in many languages at once: each render reads its request's texts (src/entry-server.tsx). */
export function setTextsSource(next: () => TextsState): void {
  source = next;
}

export function translate(key: string, params?: TranslateParams): string {
  return source().translate(key, params);
}

/** The shape components use (as react-i18next's i18n object): current language and t. */
export const i18n = {
  get language(): Lang {
    return source().language;
  },
  get revision(): number {
    return source().revision;
  },
  t: translate,
};

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `?lang=xx` wins and is remembered; then the guest's last choice; then the restaurant's language.
 * Only languages this page speaks count (decision 090): one the restaurant does not offer its guests
 * is passed over and not remembered, so the guest's choice stays for the restaurants that offer it.
 */
export function initialLanguage(): Lang {
  const speaks = languagesOfPage(location.pathname.slice(pageConfig.basePath.length) || '/', pageConfig.languages);
  const fromUrl = new URLSearchParams(location.search).get('lang');
  if (isLang(fromUrl) && speaks.includes(fromUrl)) writeStorage(storageKeys.lang, fromUrl);
  return pageLanguageOf([fromUrl, readStorage(storageKeys.lang)], speaks, pageConfig.lang);
}

async function activate(lang: Lang): Promise<void> {
  const [core, lazyTexts] = await Promise.all([loadCore(lang), wantsLazy() ? loadLazy(lang) : undefined]);
  browser.language = lang;
  browser.translate = createTranslator(lazyTexts ? { ...core, ...lazyTexts } : core, lang);
  browser.revision += 1;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  for (const listener of listeners) listener();
}

async function loadCore(lang: Lang): Promise<UiTexts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = await loaders[lang]();
    loaded.set(lang, texts);
  }
  return texts;
}

async function loadLazy(lang: Lang): Promise<LazyTexts> {
  let texts = loadedLazy.get(lang);
  if (!texts) {
    texts = await lazyLoaders[lang]();
    loadedLazy.set(lang, texts);
  }
  return texts;
}

/** Makes the on-demand texts of the current language available (resolves at once when they are). */
export async function loadLazyTexts(): Promise<void> {
  // The server's texts hold every screen's already (src/entry-server.tsx), and it has no document to switch.
  if (source !== browserTexts) return;
  if (wantsLazy() && loadedLazy.has(browser.language)) return;
  lazyWanted = true;
  await activate(browser.language);
}

/**
 * For `React.lazy`: a screen's chunk and the on-demand texts load together, so the screen never
 * renders text keys. Usage: `lazy(withLazyTexts(() => import('./checkout-route.tsx')))`.
 */
export function withLazyTexts<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadLazyTexts()]).then(([module]) => module);
}

export function startI18n(lang: Lang = initialLanguage()): Promise<void> {
  return activate(lang);
}

/** The header's switcher: load the texts, switch, remember the choice across reloads. */
export async function changeLanguage(lang: Lang): Promise<void> {
  writeStorage(storageKeys.lang, lang);
  await activate(lang);
}
