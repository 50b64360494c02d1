import { bookingTimes, pickTable } from '@tavola/domain/reservations/booking-times';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { partySize, type Reservation, type ReserveTableRequest } from '@tavola/domain/schemas/reservation';
import type { AppDeps } from '../../app.ts';
import { AppError, conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { noticeReservationOnBoard } from './reservation-board-notice.ts';
import { enqueueReservationTeamMail, restaurantLang } from './reservation-team-mail.ts';
import {
  insertReservation,
  lockTables,
  selectHeldTables,
  selectReservableTables,
  findReservation,
} from './reservation-repo.ts';
import { loadReservationRules, reservationSettingsOf } from './reservation-rules.ts';
import { assertTakesReservations, heldSearchRange } from './reservation-times.ts';
import { newCancelToken, newReservationId } from './reservation-token.ts';
import { guestReservation } from './reservation-view.ts';
import { enqueueReservationConfirmation } from './reservation-mail.ts';

export type ReserveDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'> & {
  log?: { error(details: object, message: string): void };
};

/**
 * POST api/restaurant/reserve-table (spec §5 table reservation, decision 060). The time must be one
 * of the party's booking times. One transaction locks the candidate tables' rows (id order), reads
 * the live bookings, checks the time again and inserts: of many guests racing for the last table,
 * one books it and the others get 409 reservation_time_unavailable.
 */
export async function reserveTable(
  deps: ReserveDeps,
  restaurantId: number,
  request: ReserveTableRequest,
  lang: Lang,
): Promise<Reservation> {
  const restaurant = await findRestaurantById(deps.db, restaurantId);
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  if (restaurant.status === 'setup') throw new AppError('restaurant_not_live', 403);
  assertTakesReservations(restaurant);
  const now = deps.clock();
  const rules = await loadReservationRules(deps.db, restaurant, now);
  const people = partySize(request);
  const adults = request.adults ?? request.people ?? 0;
  if (people > rules.maxPartySize)
    throw FieldErrors.single('adults', 'reservation_party_too_large', { max: rules.maxPartySize });
  const tableId = request.tableId ?? null;
  if (tableId !== null && !rules.guestsChooseTable)
    throw FieldErrors.single('tableId', 'reservation_table_choice_not_allowed');

  const tables = await selectReservableTables(deps.db, restaurant.id);
  const chosen = tableId === null ? null : tables.find((table) => table.id === tableId);
  if (tableId !== null && !chosen) throw notFound('table_does_not_exists');
  const candidates = chosen ? [chosen] : tables.filter((table) => table.seats >= people);
  if (chosen && chosen.seats < people) throw FieldErrors.single('tableId', 'reservation_table_unavailable');

  // A time off the party's grid (or outside the window) is a wrong field, not a lost race.
  const offered = bookingTimes({ now, date: request.date, people, rules, tables: candidates, held: [] });
  if (!offered.some((time) => time.time === request.time))
    throw FieldErrors.single('time', 'reservation_time_unavailable');
  const range = heldSearchRange(request.date, rules)!;

  const { token, tokenHash } = newCancelToken();
  const publicId = newReservationId();
  return deps.db.transaction(async (tx) => {
    const locked = await lockTables(
      tx,
      restaurant.id,
      candidates.map((table) => table.id),
    );
    const held = await selectHeldTables(tx, restaurant.id, range.from, range.to);
    const free = bookingTimes({
      now,
      date: request.date,
      people,
      rules,
      tables: candidates.filter((table) => locked.includes(table.id)),
      held,
    }).find((time) => time.time === request.time);
    const table = free
      ? pickTable(
          candidates.filter((t) => free.freeTableIds.includes(t.id)),
          people,
        )
      : null;
    if (!free || !table) throw conflict(chosen ? 'reservation_table_unavailable' : 'reservation_time_unavailable');
    await insertReservation(tx, {
      publicId,
      restaurantId: restaurant.id,
      tableId: table.id,
      startsAt: free.startsAt,
      endsAt: free.endsAt,
      localDate: request.date,
      adults,
      children: request.children,
      name: request.name,
      email: request.email,
      phone: request.phone,
      lang,
      cancelTokenHash: tokenHash,
    });
    const row = await findReservation(tx, restaurant.id, publicId);
    if (!row) throw new Error('reservation vanished after insert');
    const reservation = guestReservation(row, restaurant);
    // The confirmation (with the only copy of the cancel link) is written with the booking.
    await enqueueReservationConfirmation(deps, tx, { reservation, to: row.email, lang, token, restaurant });
    await noticeReservationOnBoard(tx, restaurant.id, reservation, 'booked');
    const notifyEmail = reservationSettingsOf(restaurant).notifyEmail;
    if (notifyEmail) {
      const team = { to: notifyEmail, lang: restaurantLang(restaurant), restaurantId: restaurant.id };
      await enqueueReservationTeamMail(deps, tx, { ...team, reservation, action: 'booked', guest: { email: row.email, phone: row.phone } });
    }
    return reservation;
  });
}
