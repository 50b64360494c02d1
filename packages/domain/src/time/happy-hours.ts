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

/**
 * Whether a product is on offer for an order placed for `at`. A product whose guest picks a date per
 * unit (event mode: additional_info_config.date) is sold for that date, not for the moment of the
 * order: it is always listed, and each entry's date is checked instead (checkProductDate). Otherwise
 * a ticket sold Friday to Sunday would vanish from the shop from Monday to Thursday.
 */
export function isProductOfferedFor(
  at: Date,
  timeZone: string,
  product: { windows: readonly HappyHourWindow[]; datedByGuest: boolean },
): boolean {
  return product.datedByGuest || isProductOfferedAt(at, timeZone, product.windows);
}
