import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';

export interface TableRow {
  id: number;
  name: string;
  capacity: number;
  area: string | null;
  reservable: boolean;
}

/**
 * The restaurant's tables in use with their codes, for the printed QR links only (board, CLI): a
 * table the import file gave no code gets an unguessable one now (122 random bits), kept from then on.
 */
export async function selectTablesWithCodes(db: DbOrTx, restaurantId: number): Promise<(TableRow & { code: string })[]> {
  await db
    .update(restaurantTables)
    .set({ qrCode: sql`replace(gen_random_uuid()::text, '-', '')` })
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.qrCode)));
  const tables = await selectTables(db, restaurantId);
  const codes = await db
    .select({ id: restaurantTables.id, code: restaurantTables.qrCode })
    .from(restaurantTables)
    .where(eq(restaurantTables.restaurantId, restaurantId));
  const byId = new Map(codes.map((row) => [row.id, row.code ?? '']));
  return tables.map((table) => ({ ...table, code: byId.get(table.id) ?? '' }));
}

/** The restaurant's tables in use, by area, then as the import file orders them (no codes: guests read this). */
export async function selectTables(db: DbOrTx, restaurantId: number): Promise<TableRow[]> {
  return db
    .select({
      id: restaurantTables.id,
      name: restaurantTables.name,
      capacity: restaurantTables.capacity,
      area: restaurantTables.area,
      reservable: restaurantTables.reservable,
    })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), isNull(restaurantTables.archivedAt)))
    .orderBy(sql`${restaurantTables.area} nulls first`, asc(restaurantTables.position));
}
