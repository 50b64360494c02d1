/**
 * A post's date as the spec shows dates (§9): German DD.MM.YY, the other languages YYYY/MM/DD. The
 * date is the day the restaurant gave the post (stored at noon UTC), the same in every time zone.
 */
export function blogDate(iso: string, lang: string): string {
  const [year = '', month = '', day = ''] = iso.slice(0, 10).split('-');
  return lang === 'de' ? `${day}.${month}.${year.slice(2)}` : `${year}/${month}/${day}`;
}
