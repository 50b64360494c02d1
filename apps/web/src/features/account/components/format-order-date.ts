/**
 * When an order was placed, in the restaurant's time zone (the guest may be elsewhere), written as
 * spec §9 asks: DD.MM.YY in German, YYYY/MM/DD otherwise, 24-hour clock.
 */
export function formatOrderDate(iso: string, lang: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  return lang === 'de'
    ? `${parts.day}.${parts.month}.${parts.year!.slice(2)} ${time}`
    : `${parts.year}/${parts.month}/${parts.day} ${time}`;
}

/** The chosen delivery time ('YYYY-MM-DD HH:MM:SS', already restaurant-local) the same way. */
export function formatLocalDateTime(local: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, time] = match;
  return lang === 'de' ? `${day}.${month}.${year!.slice(2)} ${time}` : `${year}/${month}/${day} ${time}`;
}
