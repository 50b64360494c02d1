import type { ReservationRules } from '@tavola/domain/reservations/booking-times';
import {
  reservationSettingsSchema,
  WEEKDAY_NAMES,
  type ReservationSettings,
} from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx } from '../../db/client.ts';
import { closePeriodsOf, deliveryTypesOf, openingHoursOf, type RestaurantRow } from '../restaurant/repo.ts';
import { localToday } from '../restaurant/schedule.ts';

/** Delivery type 3: eating here. Its opening hours are when the dining room is open. */
const EAT_HERE = 3;

/** The restaurant's reservation settings, defaults filled in (rows imported before they existed have none). */
export function reservationSettingsOf(restaurant: Pick<RestaurantRow, 'settings'>): ReservationSettings {
  return reservationSettingsSchema.parse(restaurant.settings.reservations ?? {});
}

/**
 * Everything the booking-time rule needs about a restaurant: its reservation settings, their hours
 * (by default the opening hours of eating here, else of the first delivery type) and its close periods.
 */
export async function loadReservationRules(
  db: DbOrTx,
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone' | 'settings'>,
  now: Date,
): Promise<ReservationRules & { guestsChooseTable: boolean }> {
  const settings = reservationSettingsOf(restaurant);
  const [types, hours, periods] = await Promise.all([
    deliveryTypesOf(db, restaurant.id),
    settings.hours ? Promise.resolve([]) : openingHoursOf(db, restaurant.id),
    closePeriodsOf(db, restaurant.id, localToday(now, restaurant.timeZone)),
  ]);
  const hoursType = types.some((type) => type.deliveryTypeId === EAT_HERE) ? EAT_HERE : types[0]?.deliveryTypeId;
  return {
    timeZone: restaurant.timeZone,
    hours: settings.hours
      ? settings.hours.map((window) => ({
          weekday: WEEKDAY_NAMES.indexOf(window.day),
          start: window.from,
          end: window.until,
        }))
      : hours
          .filter((row) => row.deliveryTypeId === hoursType)
          .map((row) => ({ weekday: row.weekday, start: row.openAt, end: row.closeAt })),
    stepMinutes: settings.stepMinutes,
    durationMinutes: settings.durationMinutes,
    leadMinutes: settings.leadMinutes,
    availableDays: settings.availableDays,
    maxPartySize: settings.maxPartySize,
    closedDays: periods.map((period) => ({ from: period.fromDate, until: period.untilDate })),
    guestsChooseTable: settings.guestsChooseTable,
  };
}
