import { parseWeeklyWindow, windowsContain, type WeeklyWindowText } from './weekly-windows.ts';
import { toLocalMoment } from './zoned.ts';

/**
 * A product's happy-hour window (the spec's happyHours: weekday_id, start, end), restaurant-local,
 * half-open [start, end); an end before the start runs past midnight; '24:00'/'00:00' end = midnight.
 */
export type HappyHourWindow = WeeklyWindowText;

/** Whether an instant falls in any of the windows, on the restaurant's clock. No windows → false. */
export function isWithinHappyHours(at: Date, timeZone: string, windows: readonly HappyHourWindow[]): boolean {
  const parsed = windows.map((window, index) => parseWeeklyWindow(window, `happyHours[${index}]`));
  const local = toLocalMoment(at, timeZone);
  return windowsContain(parsed, local.weekday, local.minutes);
}

/** Products without happy hours are always offered; products with some only inside them. */
export function isProductOfferedAt(at: Date, timeZone: string, windows: readonly HappyHourWindow[]): boolean {
  return windows.length === 0 || isWithinHappyHours(at, timeZone, windows);
}
