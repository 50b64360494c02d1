/** 'YYYY-MM-DD' as the guest reads a day in their language, e.g. 'Tue, 2 Mar' (the date carries no zone). */
export function formatDay(date: string, lang: string, style: 'short' | 'long' = 'short'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(lang, options).format(Date.UTC(year, month - 1, day));
}
