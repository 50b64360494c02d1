/**
 * A restaurant-local 'YYYY-MM-DD HH:MM[:SS]' for display (spec §4, §9): cut to date and minutes,
 * German dates as DD.MM.YY, every other language as YYYY/MM/DD, 24-hour clock. Anything else is
 * shown cut, as it came.
 */
export function formatLocalDateTime(stored: string, lang: string): string {
  const cut = stored.slice(0, 16);
  // Stryker disable next-line Regex: equivalent — the pattern is exactly 16 characters long, as is `cut`, so either anchor alone is enough.
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})$/.exec(cut);
  if (!match) return cut;
  const [, year, month, day, time] = match;
  return lang === 'de' ? `${day}.${month}.${year!.slice(2)} ${time}` : `${year}/${month}/${day} ${time}`;
}

/** A restaurant-local 'YYYY-MM-DD' for display, in the same spellings (DD.MM.YY in German). */
export function formatLocalDate(date: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return lang === 'de' ? `${day}.${month}.${year!.slice(2)}` : `${year}/${month}/${day}`;
}
