/**
 * How one language writes one currency, taken from Intl once (by the server) so that a browser can write
 * prices without building an Intl formatter: the first formatter a page builds loads the browser's ICU data,
 * 45–85 ms on this machine and four times that on a phone, in the middle of the page's start
 * (bench/RESULTS.md, 2026-11-30). The server sends the pattern of the page's language with the page
 * (storefront/prepared-formats.ts); every other language still goes through Intl.
 */
export interface MoneyPattern {
  lang: string;
  currency: string;
  /** What stands before and after the number of a positive amount ('€' and '', or '' and ' €'). */
  positive: [string, string];
  /** The same for a negative amount, the minus sign (and any direction marks) included. */
  negative: [string, string];
  /** The language's digits 0–9, in that order. */
  digits: string;
  group: string;
  decimal: string;
  fractionDigits: number;
  /** Digits in the last group and in each group before it (3 and 3; 3 and 2 in Hindi). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Integer digits beyond the first group needed before grouping starts (1, or 2 as in Spanish: '1234 €'). */
  minimumGrouping: number;
}

/** A number runs from its first integer part to its last fraction (or integer) part; its groups and decimal sign lie between. */
const NUMBER_PARTS = new Set(['integer', 'fraction']);

/** The text before and after the number in a formatted amount. */
function around(parts: Intl.NumberFormatPart[]): [string, string] {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join('');
  return [text(0, first), text(last + 1, parts.length)];
}

export function moneyPatternOf(lang: string, currency: string): MoneyPattern {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
  const parts = (amount: number) => format.formatToParts(amount);
  const valuesOf = (amount: number, type: Intl.NumberFormatPartTypes) =>
    parts(amount).filter((part) => part.type === type).map((part) => part.value);
  // 1,234,567,890: every digit once, and the sizes of the groups.
  const integerGroups = valuesOf(1234567890, 'integer');
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return {
    lang,
    currency,
    positive: around(parts(1234567890)),
    negative: around(parts(-1234567890)),
    digits: ((digits: string) => digits.slice(9) + digits.slice(0, 9))(integerGroups.join('')),
    // Stryker disable next-line StringLiteral: equivalent — every locale groups 1,234,567,890 in a currency (11 languages checked in the tests).
    group: valuesOf(1234567890, 'group')[0] ?? '',
    // Stryker disable next-line StringLiteral: equivalent — only a currency without decimals (JPY) has no decimal sign, and it never writes one.
    decimal: valuesOf(1.5, 'decimal')[0] ?? '',
    fractionDigits,
    primaryGroup: integerGroups.at(-1)!.length,
    // Stryker disable next-line OptionalChaining,UnaryOperator: equivalent — as above, 1,234,567,890 always has two groups or more.
    secondaryGroup: integerGroups.at(-2)?.length ?? integerGroups.at(-1)!.length,
    minimumGrouping: valuesOf(1000, 'group').length > 0 ? 1 : 2,
  };
}

/** Integer digits with the pattern's groups: '1234567' → '1.234.567' in German. */
function grouped(integer: string, pattern: MoneyPattern): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — no pattern has an empty group sign (see moneyPatternOf).
  if (pattern.group === '' || integer.length < pattern.primaryGroup + pattern.minimumGrouping) return integer;
  const groups = [integer.slice(-pattern.primaryGroup)];
  let rest = integer.slice(0, -pattern.primaryGroup);
  while (rest.length > pattern.secondaryGroup) {
    groups.unshift(rest.slice(-pattern.secondaryGroup));
    rest = rest.slice(0, -pattern.secondaryGroup);
  }
  groups.unshift(rest);
  return groups.join(pattern.group);
}

/** Cents written as the pattern's language writes them; the same text as Intl gives (money-pattern.test.ts). */
export function formatWithPattern(cents: number, pattern: MoneyPattern): string {
  const magnitude = Math.abs(cents);
  // In the currency's smallest written unit; fewer than two decimals round half away from zero, as Intl does.
  const shift = pattern.fractionDigits - 2;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — at two or more decimals the rounding branch divides by 10^-shift ≤ 1 and gives the same units (3,000 amounts in KWD/EUR checked against Intl).
  const units = shift >= 0 ? magnitude * 10 ** shift : Math.floor((magnitude + 10 ** -shift / 2) / 10 ** -shift);
  const scale = 10 ** pattern.fractionDigits;
  const integer = String(Math.floor(units / scale));
  const fraction = pattern.fractionDigits > 0 ? String(units % scale).padStart(pattern.fractionDigits, '0') : '';
  const latin = grouped(integer, pattern) + (fraction ? pattern.decimal + fraction : '');
  const written = latin.replace(/[0-9]/g, (digit) => pattern.digits[Number(digit)]!);
  const [before, after] = cents < 0 ? pattern.negative : pattern.positive;
  return before + written + after;
}
