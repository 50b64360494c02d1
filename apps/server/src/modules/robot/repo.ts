import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import { robotRequests } from '../../db/schema/robot.ts';

/** Whether the restaurant has this table (archived tables are gone for guests). */
export async function restaurantHasTable(db: DbOrTx, restaurantId: number, tableId: number): Promise<boolean> {
  const rows = await db
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        eq(restaurantTables.id, tableId),
        isNull(restaurantTables.archivedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRobotRequest(db: DbOrTx, restaurantId: number, tableId: number): Promise<number> {
  const [row] = await db.insert(robotRequests).values({ restaurantId, tableId }).returning({ id: robotRequests.id });
  if (!row) throw new Error('robot request insert returned no row');
  return row.id;
}
