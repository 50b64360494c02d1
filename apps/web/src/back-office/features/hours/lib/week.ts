import { WEEKDAY_NAMES, type WeekdayName } from '@tavola/domain/schemas/restaurant-import';
import type { HoursDeliveryType } from '@tavola/domain/schemas/owner-hours';

/** Monday first, as owners read a week; the format keeps Sunday = 0. */
export const WEEK: WeekdayName[] = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];

export type OpeningWindow = HoursDeliveryType['openingHours'][number];

/** The windows of one day with their place in the flat list (the server's field errors name that place). */
export function windowsOf(windows: OpeningWindow[], day: WeekdayName): Array<{ window: OpeningWindow; index: number }> {
  return windows.flatMap((window, index) => (window.day === day ? [{ window, index }] : []));
}

/** The week with the target days' windows replaced by copies of the source day's, in week order. */
export function copyDay(windows: OpeningWindow[], from: WeekdayName, to: WeekdayName[]): OpeningWindow[] {
  const source = windows.filter((window) => window.day === from);
  const targets = new Set(to.filter((day) => day !== from));
  const kept = windows.filter((window) => !targets.has(window.day));
  const copies = [...targets].flatMap((day) => source.map((window) => ({ ...window, day })));
  return inWeekOrder([...kept, ...copies]);
}

/** Sorted by day (Monday first), then by opening time: how the server reads them back. */
export function inWeekOrder(windows: OpeningWindow[]): OpeningWindow[] {
  return [...windows].sort((a, b) => WEEK.indexOf(a.day) - WEEK.indexOf(b.day) || a.from.localeCompare(b.from));
}

/** A window that closes at or before it opens runs past midnight (the domain's overnight rule). */
export function isOvernight(window: OpeningWindow): boolean {
  return window.until !== '24:00' && window.until !== '00:00' && window.until < window.from;
}
