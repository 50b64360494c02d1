/**
 * Looking up and filling a text in i18next's resource format: nested keys, {{placeholders}}, and
 * plural suffixes chosen by the language's plural rules (_one, _other, …) with the bare key as the
 * fallback for forms a language file does not spell out.
 */

export type TranslateParams = Record<string, string | number | undefined> & { count?: number; defaultValue?: string };

export type Translate = (key: string, params?: TranslateParams) => string;

export function createTranslator(texts: object, lang: string): Translate {
  const plurals = new Intl.PluralRules(lang);
  const lookup = (path: string): unknown => {
    let node: unknown = texts;
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  };
  return (key, params = {}) => {
    const { count, defaultValue } = params;
    const candidates = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, key] : [key];
    const template = candidates.map(lookup).find((value): value is string => typeof value === 'string');
    if (template === undefined) return defaultValue ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  };
}
