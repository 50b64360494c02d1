import type { MessageCode } from '../messages/en.ts';
import type { DeliverySchedule } from './delivery-schedule.ts';
import type { HappyHourWindow } from './happy-hours.ts';
import { localDayNumber, parseLocalDate, weekdayOfDayNumber } from './local-clock.ts';
import { lastOrderDate } from './order-window.ts';
import { toLocalMoment } from './zoned.ts';

export type ProductDateCheck = { ok: true } | { ok: false; code: Extract<MessageCode, 'product_not_available_for_date'> };

/**
 * Spec §5: the date a guest enters for a product (event mode) must be a real day, not before today,
 * not after the latest allowed delivery date, and — for a product with happy hours — a weekday on
 * which one of its windows starts.
 */
export function checkProductDate(
  date: string,
  now: Date,
  schedule: DeliverySchedule,
  happyHours: readonly HappyHourWindow[],
): ProductDateCheck {
  const refused = { ok: false, code: 'product_not_available_for_date' } as const;
  const parts = parseLocalDate(date);
  if (!parts) return refused;
  const day = localDayNumber(parts);
  if (day < toLocalMoment(now, schedule.timeZone).dayNumber) return refused;
  if (date > lastOrderDate(now, schedule)) return refused;
  if (happyHours.length > 0 && !happyHours.some((window) => window.weekday === weekdayOfDayNumber(day))) return refused;
  return { ok: true };
}
