import { formatWithPattern, type MoneyPattern } from './money-pattern.ts';

/**
 * Money is integer cents inside Tavola; the HTTP contract shows decimal amounts (12.5) as the spec
 * does. These are the only crossings between the two.
 */

/** Throws unless value is a safe integer ≥ 0 (cents or a count): inputs reaching the rules are validated already. */
export function assertCents(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be a whole number ≥ 0, got ${value}`);
}

/** 1250 → 12.5. Integer ÷ 100 always prints back with at most two decimals. */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  return cents / 100;
}

/**
 * 12.5 or '12.50' → 1250, read from the decimal text so no float drift creeps in; null for
 * anything that is not a plain decimal with at most two places ('12.345', '1e3', '12,50', '').
 * A number is judged by its shortest printed form, so 0.1 + 0.2 is refused rather than rounded.
 */
export function amountToCents(amount: number | string): number | null {
  // Stryker disable next-line StringLiteral: equivalent — any non-decimal text stands for Infinity/NaN here; the pattern below refuses it.
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[2]);
  const fraction = Number((match[3] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Currency as configured: the symbols and names the spec lists, or an ISO 4217 code. */
const CURRENCY_ALIASES: Record<string, string> = {
  '€': 'EUR',
  euro: 'EUR',
  $: 'USD',
  dollar: 'USD',
  '£': 'GBP',
  pound: 'GBP',
};

/** '€' / 'euro' → 'EUR', '$' / 'dollar' → 'USD', '£' / 'pound' → 'GBP', 'chf' → 'CHF'; null otherwise. */
export function toCurrencyCode(value: string): string | null {
  const trimmed = value.trim();
  const alias = CURRENCY_ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  return /^[a-z]{3}$/i.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** Cents as the language writes money: formatMoney(1250, 'EUR', 'de') → '12,50 €'. */
export function formatMoney(cents: number, currency: string, lang: string): string {
  const amount = centsToAmount(cents);
  const adopted = adoptedPatterns.get(`${lang}|${currency}`);
  return adopted ? formatWithPattern(cents, adopted) : moneyFormat(currency, lang).format(amount);
}

/** Patterns the page came with (storefront/prepared-formats.ts): its prices are written without Intl. */
const adoptedPatterns = new Map<string, MoneyPattern>();

export function adoptMoneyPattern(pattern: MoneyPattern): void {
  adoptedPatterns.set(`${pattern.lang}|${pattern.currency}`, pattern);
}

/** One formatter per language and currency: building an Intl.NumberFormat costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, lang: string): Intl.NumberFormat {
  const key = `${lang}|${currency}`;
  let format = moneyFormats.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache; building the formatter again formats the same.
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}
