/**
 * The basket's delivery time for display (spec §4, §9): the stored 'YYYY-MM-DD HH:MM:SS' cut to 16
 * characters, dates written DD.MM.YY in German and YYYY/MM/DD otherwise, 24-hour clock.
 */
export function formatDeliveryTime(stored: string, lang: string): string {
  const cut = stored.slice(0, 16);
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})$/.exec(cut);
  if (!match) return cut;
  const [, year, month, day, time] = match;
  return lang === 'de' ? `${day}.${month}.${year!.slice(2)} ${time}` : `${year}/${month}/${day} ${time}`;
}
