import type { DeliverySchedule } from '@tavola/domain/time/delivery-schedule';
import { addDaysToLocalDate } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { DbOrTx } from '../../db/client.ts';
import {
  closePeriodsOf,
  deliveryTypesOf,
  findRestaurantById,
  openingHoursOf,
  type ClosePeriodRow,
  type DeliveryTypeRow,
  type OpeningHoursRow,
  type RestaurantRow,
} from './repo.ts';

/** The restaurant-local date of an instant, 'YYYY-MM-DD'. */
export function localToday(now: Date, timeZone: string): string {
  return toLocalMoment(now, timeZone).date;
}

/** Whole closed days (inclusive) as the time rules take them: 'YYYY-MM-DD HH:MM', end exclusive. */
export function closePeriodWindow(row: Pick<ClosePeriodRow, 'fromDate' | 'untilDate'>): { start: string; end: string } {
  return { start: `${row.fromDate} 00:00`, end: `${addDaysToLocalDate(row.untilDate, 1)} 00:00` };
}

/** The schedule of one delivery type from already loaded rows; null when the type is not offered. */
export function scheduleFromRows(
  restaurant: Pick<RestaurantRow, 'timeZone' | 'closed'>,
  deliveryTypeId: number,
  types: DeliveryTypeRow[],
  hours: OpeningHoursRow[],
  periods: ClosePeriodRow[],
): DeliverySchedule | null {
  const type = types.find((t) => t.deliveryTypeId === deliveryTypeId);
  if (!type) return null;
  return {
    timeZone: restaurant.timeZone,
    leadMinutes: type.leadMinutes,
    availableDays: type.availableDays,
    slotStepMinutes: type.slotStepMinutes,
    hours: hours
      .filter((row) => row.deliveryTypeId === deliveryTypeId)
      .map((row) => ({ weekday: row.weekday, openAt: row.openAt, closeAt: row.closeAt })),
    closePeriods: periods.map(closePeriodWindow),
    closedFlag: restaurant.closed,
  };
}

/**
 * Everything the delivery-time rules of packages/domain/time need for one restaurant and delivery
 * type (1 delivery, 2 pickup, 3 here). Null when the restaurant does not exist or does not offer
 * the type. For the basket and order modules.
 */
export async function loadDeliverySchedule(
  db: DbOrTx,
  restaurantId: number,
  deliveryTypeId: number,
  now: Date = new Date(),
): Promise<DeliverySchedule | null> {
  const restaurant = await findRestaurantById(db, restaurantId);
  if (!restaurant) return null;
  const [types, hours, periods] = await Promise.all([
    deliveryTypesOf(db, restaurantId),
    openingHoursOf(db, restaurantId),
    closePeriodsOf(db, restaurantId, localToday(now, restaurant.timeZone)),
  ]);
  return scheduleFromRows(restaurant, deliveryTypeId, types, hours, periods);
}
