import type { Lang } from '@tavola/domain/messages/catalogue';

/**
 * How a CSV file reads in the spreadsheet of the owner's language (decision 085): Excel and
 * LibreOffice split on the locale's list separator and read numbers with its decimal mark, so the
 * two go together — ';' with a decimal comma for German and French, ',' with a decimal point for
 * English and Arabic. Amounts are plain decimals (no currency sign, no thousands separator), so they
 * arrive as numbers that sum, not as text.
 */
export interface CsvFormat {
  delimiter: ';' | ',';
  decimalMark: ',' | '.';
}

export function csvFormatOf(lang: Lang): CsvFormat {
  return lang === 'de' || lang === 'fr' ? { delimiter: ';', decimalMark: ',' } : { delimiter: ',', decimalMark: '.' };
}

/** Integer cents as a decimal with two places: 123456 → "1234,56" or "1234.56". */
export function decimalOf(cents: number, format: CsvFormat): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${format.decimalMark}${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percent: 700 → "7,00". */
export const percentOf = (basisPoints: number | null, format: CsvFormat): string =>
  basisPoints === null ? '' : decimalOf(basisPoints, format);

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * dish names and voucher codes are typed by people, and a file is opened by others.
 */
export function safeText(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
