import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { HeldTable } from '@tavola/domain/reservations/booking-times';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import { tableReservations, type ReservationStatus } from '../../db/schema/reservation.ts';

export interface ReservableTableRow {
  id: number;
  name: string;
  seats: number;
  area: string | null;
}

export type ReservationRow = typeof tableReservations.$inferSelect & { tableName: string };

/** The restaurant's tables guests may reserve (in use, reservable), in the import file's order. */
export async function selectReservableTables(db: DbOrTx, restaurantId: number): Promise<ReservableTableRow[]> {
  return db
    .select({
      id: restaurantTables.id,
      name: restaurantTables.name,
      seats: restaurantTables.capacity,
      area: restaurantTables.area,
    })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        eq(restaurantTables.reservable, true),
        isNull(restaurantTables.archivedAt),
      ),
    )
    .orderBy(asc(restaurantTables.position), asc(restaurantTables.id));
}

/**
 * Locks the rows of the candidate tables until the transaction ends, always in id order so two
 * guests locking overlapping sets never deadlock. Every reservation of one of these tables waits
 * here, so the overlap check and the insert after it see every committed booking.
 */
export async function lockTables(tx: Tx, restaurantId: number, tableIds: number[]): Promise<number[]> {
  if (tableIds.length === 0) return [];
  const rows = await tx
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), inArray(restaurantTables.id, tableIds)))
    .orderBy(asc(restaurantTables.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Live bookings (booked or seated) of the restaurant that overlap [from, to). */
export async function selectHeldTables(db: DbOrTx, restaurantId: number, from: Date, to: Date): Promise<HeldTable[]> {
  return db
    .select({
      tableId: tableReservations.tableId,
      startsAt: tableReservations.startsAt,
      endsAt: tableReservations.endsAt,
    })
    .from(tableReservations)
    .where(
      and(
        eq(tableReservations.restaurantId, restaurantId),
        ne(tableReservations.status, 'cancelled'),
        lt(tableReservations.startsAt, to),
        gt(tableReservations.endsAt, from),
      ),
    );
}

export type NewReservation = typeof tableReservations.$inferInsert;

export async function insertReservation(tx: Tx, values: NewReservation): Promise<void> {
  await tx.insert(tableReservations).values(values);
}

async function selectReservations(db: DbOrTx, where: ReturnType<typeof and>): Promise<ReservationRow[]> {
  const rows = await db
    .select({ reservation: tableReservations, tableName: restaurantTables.name })
    .from(tableReservations)
    .innerJoin(restaurantTables, eq(restaurantTables.id, tableReservations.tableId))
    .where(where)
    .orderBy(asc(tableReservations.startsAt), asc(restaurantTables.position), asc(tableReservations.id));
  return rows.map((row) => ({ ...row.reservation, tableName: row.tableName }));
}

/** One reservation of the restaurant by its public id; null when it is another restaurant's or unknown. */
export async function findReservation(
  db: DbOrTx,
  restaurantId: number,
  publicId: string,
): Promise<ReservationRow | null> {
  const [row] = await selectReservations(
    db,
    and(eq(tableReservations.restaurantId, restaurantId), eq(tableReservations.publicId, publicId)),
  );
  return row ?? null;
}

/** The restaurant's reservations of one local day, earliest first (cancelled ones included). */
export async function selectDayReservations(
  db: DbOrTx,
  restaurantId: number,
  localDate: string,
): Promise<ReservationRow[]> {
  return selectReservations(
    db,
    and(eq(tableReservations.restaurantId, restaurantId), eq(tableReservations.localDate, localDate)),
  );
}

/**
 * Moves a reservation to a status unless it is cancelled already (a cancelled booking has freed its
 * table and stays cancelled). Answers whether a row changed.
 */
export async function updateReservationStatus(
  db: DbOrTx,
  restaurantId: number,
  publicId: string,
  status: ReservationStatus,
): Promise<boolean> {
  const rows = await db
    .update(tableReservations)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(tableReservations.restaurantId, restaurantId),
        eq(tableReservations.publicId, publicId),
        ne(tableReservations.status, 'cancelled'),
      ),
    )
    .returning({ id: tableReservations.id });
  return rows.length > 0;
}
