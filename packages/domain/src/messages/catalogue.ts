import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type MessageCode } from './en.ts';
import { fr } from './fr.ts';

export type { MessageCode } from './en.ts';

export const LANGS = ['en', 'de', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'de';

/** Each language file is typed `Record<MessageCode, string>`, so a missing or extra code fails the build. */
const catalogue: Record<Lang, Record<MessageCode, string>> = { en, de, fr, ar };

export type MessageParams = Record<string, string | number>;

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/** The text of a coded message in a language, with `{placeholders}` filled from params. */
export function formatMessage(code: MessageCode, lang: Lang, params: MessageParams = {}): string {
  const template = catalogue[lang][code];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function rightToLeft(lang: Lang): boolean {
  return lang === 'ar';
}
