import type { Reservation, ReservationLink } from '@tavola/domain/schemas/reservation';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { findReservation, updateReservationStatus } from './reservation-repo.ts';
import { cancelTokenMatches } from './reservation-token.ts';
import { guestReservation } from './reservation-view.ts';

/**
 * The booking behind a mailed link. An unknown id and a wrong token answer the same 404, so the
 * link's id alone reveals nothing.
 */
export async function reservationByLink(db: DbOrTx, restaurantId: number, link: ReservationLink): Promise<Reservation> {
  const restaurant = await findRestaurantById(db, restaurantId);
  const row = restaurant ? await findReservation(db, restaurantId, link.id) : null;
  if (!restaurant || !row || !cancelTokenMatches(link.token, row.cancelTokenHash)) {
    throw notFound('reservation_does_not_exists');
  }
  return guestReservation(row, restaurant);
}

/** The guest cancels through the link: the table is free again at once. Cancelling twice is harmless. */
export async function cancelReservationByLink(
  db: DbOrTx,
  restaurantId: number,
  link: ReservationLink,
): Promise<Reservation> {
  const reservation = await reservationByLink(db, restaurantId, link);
  if (reservation.status === 'cancelled') return reservation;
  await updateReservationStatus(db, restaurantId, link.id, 'cancelled');
  return { ...reservation, status: 'cancelled' };
}
