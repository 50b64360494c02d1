/**
 * Local dates ('YYYY-MM-DD') as words in the guest's language. A local date has no zone of its
 * own: it is formatted as noon UTC in UTC, so no browser zone can move it to another day.
 */
function atNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function formatFullDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(atNoon(date));
}

export function formatShortDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    atNoon(date),
  );
}

export function formatMonth(month: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    atNoon(`${month}-01`),
  );
}
