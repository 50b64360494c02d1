/**
 * A restaurant-local 'YYYY-MM-DD HH:MM[:SS]' for display (spec §4, §9): cut to date and minutes,
 * German dates as DD.MM.YY, every other language as YYYY/MM/DD, 24-hour clock. Anything else is
 * shown cut, as it came.
 */
export function formatLocalDateTime(stored: string, lang: string): string {
  const cut = stored.slice(0, 16);
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})$/.exec(cut);
  if (!match) return cut;
  const [, year, month, day, time] = match;
  return lang === 'de' ? `${day}.${month}.${year!.slice(2)} ${time}` : `${year}/${month}/${day} ${time}`;
}
