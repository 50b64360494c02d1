import type { Reservation, ReservationLink } from '@tavola/domain/schemas/reservation';
import type { AppDeps } from '../../app.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { findReservation, updateReservationStatus } from './reservation-repo.ts';
import { noticeReservationOnBoard } from './reservation-board-notice.ts';
import { reservationSettingsOf } from './reservation-rules.ts';
import { enqueueReservationTeamMail, restaurantLang } from './reservation-team-mail.ts';
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

/**
 * The guest cancels through the link: the table is free again at once. Cancelling twice is harmless.
 * One transaction writes the status, the board's notice and the restaurant's mail (when it wants one).
 */
export async function cancelReservationByLink(
  deps: { db: Db; mailer: AppDeps['mailer'] },
  restaurantId: number,
  link: ReservationLink,
): Promise<Reservation> {
  const reservation = await reservationByLink(deps.db, restaurantId, link);
  if (reservation.status === 'cancelled') return reservation;
  const cancelled = { ...reservation, status: 'cancelled' as const };
  await deps.db.transaction(async (tx) => {
    await updateReservationStatus(tx, restaurantId, link.id, 'cancelled');
    await noticeReservationOnBoard(tx, restaurantId, cancelled, 'cancelled');
    const restaurant = await findRestaurantById(tx, restaurantId);
    const row = await findReservation(tx, restaurantId, link.id);
    const notifyEmail = restaurant ? reservationSettingsOf(restaurant).notifyEmail : undefined;
    if (restaurant && row && notifyEmail) {
      await enqueueReservationTeamMail(deps, tx, {
        to: notifyEmail,
        lang: restaurantLang(restaurant),
        restaurantId,
        reservation: cancelled,
        action: 'cancelled',
        guest: { email: row.email, phone: row.phone },
      });
    }
  });
  return cancelled;
}
