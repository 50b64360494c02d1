import { keyFromName } from '@tavola/domain/schemas/menu-editor';

/** A number field's text as the schema wants it: empty is "not given", anything else a number (NaN fails there). */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(value.replace(',', '.'));
}

/** An amount as the owner types it in their language ("8,50" in German), for a form's first value. */
export function amountText(value: number | undefined, lang: string): string | undefined {
  if (typeof value !== 'number') return undefined;
  const text = value.toFixed(2);
  return lang === 'de' || lang === 'fr' ? text.replace('.', ',') : text;
}

/** An optional text: empty means absent, so the saved entry carries no empty strings. */
export function toOptionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Rows added in a form get their key from their name, unique among their siblings and `taken`. */
export function withKeys<T extends { key?: string; name?: string }>(
  rows: T[] | undefined,
  fallback: string,
  taken: ReadonlySet<string> = new Set(),
): T[] | undefined {
  if (!rows) return rows;
  const used = new Set([...taken, ...rows.map((row) => row.key).filter((key): key is string => !!key)]);
  return rows.map((row) => {
    if (row.key) return row;
    const key = keyFromName(row.name ?? '', used, fallback);
    used.add(key);
    return { ...row, key };
  });
}

/** Drops the fields a form leaves empty, so an optional field is absent rather than "" or undefined. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;
}

/** A decimal as the owner writes it in their language (7 or "5,5" in German), not padded to cents: for rates. */
export function decimalText(value: number | undefined, lang: string): string | undefined {
  if (typeof value !== 'number') return undefined;
  const text = String(value);
  return lang === 'de' || lang === 'fr' ? text.replace('.', ',') : text;
}

type TextsByLang = Partial<Record<string, Partial<Record<string, unknown>> | undefined>>;

/**
 * Texts per language as the schema reads them: empty inputs are absent, a language with nothing
 * typed is absent, and no language at all is absent (the guest then sees the base name).
 */
export function toTranslations<T extends TextsByLang>(value: T | undefined): T | undefined {
  if (!value) return undefined;
  const langs = Object.entries(value)
    .map(([lang, texts]) => {
      const kept = Object.entries(texts ?? {}).filter(([, text]) => toOptionalText(text) !== undefined);
      return [lang, kept.length ? Object.fromEntries(kept) : undefined] as const;
    })
    .filter(([, texts]) => texts !== undefined);
  return langs.length ? (Object.fromEntries(langs) as T) : undefined;
}
