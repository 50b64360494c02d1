import { localDayNumber, parseLocalDate } from './local-clock.ts';
import { startOfLocalDay } from './zoned.ts';

/**
 * The instants of the restaurant-local days from … to (both inclusive) as a half-open range
 * [start, end), daylight-saving days included; null when a date is not a real day or to < from.
 */
export function localDaysRange(from: string, to: string, timeZone: string): { start: Date; end: Date } | null {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  if (!first || !last) return null;
  const firstDay = localDayNumber(first);
  const lastDay = localDayNumber(last);
  if (lastDay < firstDay) return null;
  return { start: startOfLocalDay(firstDay, timeZone), end: startOfLocalDay(lastDay + 1, timeZone) };
}
