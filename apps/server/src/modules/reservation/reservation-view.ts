import type { ManagerReservation, Reservation } from '@tavola/domain/schemas/reservation';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { ReservationRow } from './reservation-repo.ts';

const clockOf = (at: Date, timeZone: string) => formatClockTime(toLocalMoment(at, timeZone).minutes);

/** A booking as the guest sees it: no contact details beyond their own name. */
export function guestReservation(row: ReservationRow, restaurant: { name: string; timeZone: string }): Reservation {
  return {
    id: row.publicId,
    status: row.status,
    date: row.localDate,
    time: clockOf(row.startsAt, restaurant.timeZone),
    adults: row.adults,
    children: row.children,
    tableName: row.tableName,
    name: row.name,
    restaurantName: restaurant.name,
  };
}

/** A booking on the manager's day list: with the contact details to call the guest. */
export function managerReservation(row: ReservationRow, timeZone: string): ManagerReservation {
  return {
    id: row.publicId,
    status: row.status,
    date: row.localDate,
    time: clockOf(row.startsAt, timeZone),
    endTime: clockOf(row.endsAt, timeZone),
    adults: row.adults,
    children: row.children,
    tableName: row.tableName,
    name: row.name,
    email: row.email,
    phone: row.phone,
  };
}
