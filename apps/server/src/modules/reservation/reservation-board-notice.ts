import type { ManagerBoardEvent } from '@tavola/domain/schemas/manager';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { MANAGER_BOARD_CHANNEL } from '../manager/board-hub.ts';

/**
 * Tells the restaurant's open boards that a guest booked a table online or cancelled through the mailed
 * link (issue 27 item 3). Sent in the writing transaction, so it goes out on commit only and reaches the
 * boards of every process (the same channel the orders trigger notifies on). Staff's own phone bookings
 * and cancellations are not announced: the person at the board made them.
 */
export async function noticeReservationOnBoard(
  db: DbOrTx,
  restaurantId: number,
  reservation: Reservation,
  action: 'booked' | 'cancelled',
): Promise<void> {
  const event: ManagerBoardEvent & { restaurantId: number } = {
    restaurantId,
    orderId: '',
    kind: 'reservation',
    status: action,
    paymentStatus: null,
    reservation: {
      action,
      name: reservation.name,
      date: reservation.date,
      time: reservation.time,
      people: reservation.adults + reservation.children,
      tableName: reservation.tableName,
    },
  };
  await db.execute(sql`select pg_notify(${MANAGER_BOARD_CHANNEL}, ${JSON.stringify(event)})`);
}
