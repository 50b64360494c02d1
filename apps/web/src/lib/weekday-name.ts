/** Weekday names of 0 = Sunday … 6 = Saturday (2026-11-22 was a Sunday). */
export function weekdayName(weekday: number, lang: string, width: 'narrow' | 'short' | 'long'): string {
  const day = String(22 + weekday).padStart(2, '0');
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    new Date(`2026-11-${day}T12:00:00Z`),
  );
}
