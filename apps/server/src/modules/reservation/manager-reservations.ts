import type { ManagerReservation, ManagerReservations } from '@tavola/domain/schemas/reservation';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { localToday } from '../restaurant/schedule.ts';
import { findReservation, selectDayReservations, updateReservationStatus } from './reservation-repo.ts';
import { managerReservation } from './reservation-view.ts';

/** The manager's day: every reservation of the local date (today when absent), earliest first. */
export async function listDayReservations(
  db: DbOrTx,
  restaurantId: number,
  date: string | undefined,
  now: Date,
): Promise<ManagerReservations> {
  const restaurant = await findRestaurantById(db, restaurantId);
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  const day = date ?? localToday(now, restaurant.timeZone);
  const rows = await selectDayReservations(db, restaurantId, day);
  return { date: day, reservations: rows.map((row) => managerReservation(row, restaurant.timeZone)) };
}

/**
 * Seated or cancelled, by the manager. Every query is scoped by the manager's restaurant, so another
 * restaurant's booking is not found. A cancelled booking stays cancelled (its table may be rebooked).
 */
export async function setReservationStatus(
  db: DbOrTx,
  restaurantId: number,
  publicId: string,
  status: 'seated' | 'cancelled',
): Promise<ManagerReservation> {
  const restaurant = await findRestaurantById(db, restaurantId);
  const row = restaurant ? await findReservation(db, restaurantId, publicId) : null;
  if (!restaurant || !row) throw notFound('reservation_does_not_exists');
  if (row.status !== status && !(await updateReservationStatus(db, restaurantId, publicId, status))) {
    throw conflict('reservation_already_cancelled');
  }
  return managerReservation({ ...row, status }, restaurant.timeZone);
}
