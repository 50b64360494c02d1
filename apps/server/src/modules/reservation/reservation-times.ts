import {
  bookingDates,
  bookingTimes,
  bookingWindow,
  type ReservationRules,
} from '@tavola/domain/reservations/booking-times';
import { partySize, type ReservationTimes, type ReservationTimesQuery } from '@tavola/domain/schemas/reservation';
import { localDaysRange } from '@tavola/domain/time/local-day-range';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { RestaurantRow } from '../restaurant/repo.ts';
import { selectHeldTables, selectReservableTables } from './reservation-repo.ts';
import { loadReservationRules } from './reservation-rules.ts';

const MS_PER_DAY = 86_400_000;

/** Spec §2: the overlay exists only where `reservation_table` is on, and never under ticketing. */
export function assertTakesReservations(restaurant: Pick<RestaurantRow, 'settings' | 'modes'>): void {
  if (!restaurant.settings.reservationTable || restaurant.modes.ticketing) {
    throw new AppError('reservations_unavailable', 403);
  }
}

/**
 * The bookings that can clash with a booking starting on `date`: everything overlapping the local
 * day widened by a day on each side (a booking is at most 12 hours long).
 */
export function heldSearchRange(
  date: string,
  rules: Pick<ReservationRules, 'timeZone'>,
): { from: Date; to: Date } | null {
  const day = localDaysRange(date, date, rules.timeZone);
  if (!day) return null;
  return { from: new Date(day.start.getTime() - MS_PER_DAY), to: new Date(day.end.getTime() + MS_PER_DAY) };
}

/**
 * GET api/restaurant/reservation-times (decision 060): the bookable dates and the booking times of
 * one date for a party. Table names are listed only where guests choose their table.
 */
export async function reservationTimes(
  db: DbOrTx,
  restaurant: RestaurantRow,
  query: ReservationTimesQuery,
  now: Date,
): Promise<ReservationTimes> {
  assertTakesReservations(restaurant);
  const rules = await loadReservationRules(db, restaurant, now);
  const dates = bookingDates(now, rules);
  const date = query.date ?? dates[0] ?? bookingWindow(now, rules).firstDate;
  const answer = { date, dates, maxPartySize: rules.maxPartySize, guestsChooseTable: rules.guestsChooseTable };
  const range = heldSearchRange(date, rules);
  if (!range) return { ...answer, times: [] };
  const [tables, held] = await Promise.all([
    selectReservableTables(db, restaurant.id),
    selectHeldTables(db, restaurant.id, range.from, range.to),
  ]);
  const byId = new Map(tables.map((table) => [table.id, table]));
  const times = bookingTimes({ now, date, people: partySize(query), rules, tables, held });
  return {
    ...answer,
    times: times.map((time) => ({
      time: time.time,
      tables: rules.guestsChooseTable ? time.freeTableIds.map((id) => byId.get(id)!) : [],
    })),
  };
}
