import { bookingTimes } from '@tavola/domain/reservations/booking-times';
import { isLang } from '@tavola/domain/messages/catalogue';
import { partySize, type ManagerReservation, type StaffReservationRequest } from '@tavola/domain/schemas/reservation';
import { conflict, FieldErrors, notFound } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { findReservation, insertReservation, lockTables, selectHeldTables, selectReservableTables } from './reservation-repo.ts';
import { loadReservationRules } from './reservation-rules.ts';
import { assertTakesReservations, heldSearchRange } from './reservation-times.ts';
import { newCancelToken, newReservationId } from './reservation-token.ts';
import { guestReservation, managerReservation } from './reservation-view.ts';
import { enqueueReservationConfirmation } from './reservation-mail.ts';
import type { ReserveDeps } from './reserve-table.ts';

/**
 * A booking taken by phone (issue 27): staff name the table. The guests' rules hold for it (the
 * booking times of the day, the party fits the table) and the same locked transaction keeps two
 * bookings off one table at one time: a taken table answers 409 reservation_table_unavailable.
 */
export async function reserveByStaff(deps: ReserveDeps, restaurantId: number, request: StaffReservationRequest): Promise<ManagerReservation> {
  const restaurant = await findRestaurantById(deps.db, restaurantId);
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  assertTakesReservations(restaurant);
  const now = deps.clock();
  const rules = await loadReservationRules(deps.db, restaurant, now);
  const people = partySize(request);
  if (people > rules.maxPartySize) throw FieldErrors.single('adults', 'reservation_party_too_large', { max: rules.maxPartySize });
  const table = (await selectReservableTables(deps.db, restaurant.id)).find((candidate) => candidate.id === request.tableId);
  if (!table) throw notFound('table_does_not_exists');
  if (table.seats < people) throw FieldErrors.single('tableId', 'reservation_table_unavailable');
  const offered = bookingTimes({ now, date: request.date, people, rules, tables: [table], held: [] });
  if (!offered.some((time) => time.time === request.time)) throw FieldErrors.single('time', 'reservation_time_unavailable');
  const range = heldSearchRange(request.date, rules)!;
  const lang = isLang(restaurant.lang) ? restaurant.lang : 'de';
  const { token, tokenHash } = newCancelToken();
  const publicId = newReservationId();

  return deps.db.transaction(async (tx) => {
    const locked = await lockTables(tx, restaurant.id, [table.id]);
    const held = await selectHeldTables(tx, restaurant.id, range.from, range.to);
    const free = bookingTimes({ now, date: request.date, people, rules, tables: locked.includes(table.id) ? [table] : [], held }).find(
      (time) => time.time === request.time,
    );
    if (!free) throw conflict('reservation_table_unavailable');
    await insertReservation(tx, {
      publicId,
      restaurantId: restaurant.id,
      tableId: table.id,
      startsAt: free.startsAt,
      endsAt: free.endsAt,
      localDate: request.date,
      adults: request.adults,
      children: request.children,
      name: request.name,
      // No e-mail on the phone: nothing to send; the column keeps the empty string.
      email: request.email ?? '',
      phone: request.phone,
      lang,
      cancelTokenHash: tokenHash,
    });
    const row = await findReservation(tx, restaurant.id, publicId);
    if (!row) throw new Error('reservation vanished after insert');
    if (request.email) {
      await enqueueReservationConfirmation(deps, tx, { reservation: guestReservation(row, restaurant), to: request.email, lang, token, restaurant });
    }
    return managerReservation(row, restaurant.timeZone);
  });
}
