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

/** The restaurant's tables in use, by area, then as the import file orders them. */
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
