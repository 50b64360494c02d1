import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { OwnerTable } from '@tavola/domain/schemas/owner-tables';
import type { ReservationSettings } from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurant.ts';

/** The tables in use in the owner's order, with their codes (the export needs them; the screen does not). */
export async function selectOwnerTables(db: DbOrTx, restaurantId: number): Promise<(OwnerTable & { qrCode: string | null })[]> {
  const rows = await db
    .select({
      key: restaurantTables.key,
      name: restaurantTables.name,
      capacity: restaurantTables.capacity,
      area: restaurantTables.area,
      reservable: restaurantTables.reservable,
      qrCode: restaurantTables.qrCode,
    })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)))
    .orderBy(asc(restaurantTables.position), asc(restaurantTables.id));
  return rows.map(({ area, ...row }) => ({ ...row, ...(area === null ? {} : { area }) }));
}

/**
 * Writes the owner's tables by key: a renamed table keeps its id (baskets, orders and bills point at
 * it) and its printed QR code; a new one gets an unguessable code at once (122 random bits, as the
 * board's sheet makes them); one left out is archived, never deleted, and comes back with its code.
 */
export async function writeOwnerTables(tx: Tx, restaurantId: number, tables: OwnerTable[]): Promise<void> {
  if (tables.length) {
    await tx
      .insert(restaurantTables)
      .values(
        tables.map((table, position) => ({
          restaurantId,
          key: table.key,
          name: table.name.trim(),
          capacity: table.capacity,
          area: table.area?.trim() || null,
          reservable: table.reservable,
          qrCode: sql`replace(gen_random_uuid()::text, '-', '')`,
          position,
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [restaurantTables.restaurantId, restaurantTables.key],
        set: {
          name: sql`excluded.name`,
          capacity: sql`excluded.capacity`,
          area: sql`excluded.area`,
          reservable: sql`excluded.reservable`,
          position: sql`excluded.position`,
          archivedAt: sql`null`,
          qrCode: sql`coalesce(${restaurantTables.qrCode}, excluded.qr_code)`,
        },
      });
  }
  await tx
    .update(restaurantTables)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        isNull(restaurantTables.archivedAt),
        tables.length ? notInArray(restaurantTables.key, tables.map((table) => table.key)) : undefined,
      ),
    );
}

export async function selectReservationSettings(
  db: DbOrTx,
  restaurantId: number,
): Promise<{ reservationTable: boolean; reservations: Partial<ReservationSettings> } | undefined> {
  const [row] = await db.select({ settings: restaurants.settings }).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!row) return undefined;
  return { reservationTable: row.settings.reservationTable ?? false, reservations: row.settings.reservations ?? {} };
}

/** Two keys of the settings document, merged in one statement: other sections' keys are left as they are. */
export async function writeReservationSettings(
  tx: Tx,
  restaurantId: number,
  settings: { reservationTable: boolean; reservations: ReservationSettings },
): Promise<void> {
  await tx
    .update(restaurants)
    .set({ settings: sql`${restaurants.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(restaurants.id, restaurantId));
}
