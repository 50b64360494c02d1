import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { BoardCall } from '@tavola/domain/schemas/board-calls';
import type { DbOrTx } from '../../db/client.ts';
import { managers } from '../../db/schema/manager.ts';
import { restaurantTables } from '../../db/schema/restaurant.ts';
import { robotRequests } from '../../db/schema/robot.ts';

const columns = {
  id: robotRequests.id,
  tableName: restaurantTables.name,
  calledAt: robotRequests.createdAt,
  doneAt: robotRequests.doneAt,
  doneBy: managers.email,
};

function toCall(row: { id: number; tableName: string; calledAt: Date; doneAt: Date | null; doneBy: string | null }): BoardCall {
  return { ...row, calledAt: row.calledAt.toISOString(), doneAt: row.doneAt?.toISOString() ?? null };
}

/** The calls since `since`, and older ones nobody has seen to; newest first. */
export async function selectCalls(db: DbOrTx, restaurantId: number, since: Date): Promise<BoardCall[]> {
  const rows = await db
    .select(columns)
    .from(robotRequests)
    .innerJoin(restaurantTables, eq(restaurantTables.id, robotRequests.tableId))
    .leftJoin(managers, eq(managers.id, robotRequests.doneBy))
    .where(and(eq(robotRequests.restaurantId, restaurantId), or(gte(robotRequests.createdAt, since), isNull(robotRequests.doneAt))))
    .orderBy(desc(robotRequests.createdAt), desc(robotRequests.id))
    .limit(200);
  return rows.map(toCall);
}

/** Marks a call done once: a second tap (or a colleague's) keeps the first one's name and time. */
export async function markCallDone(db: DbOrTx, restaurantId: number, id: number, managerId: number, at: Date): Promise<BoardCall | null> {
  await db
    .update(robotRequests)
    .set({ doneAt: at, doneBy: managerId })
    .where(and(eq(robotRequests.restaurantId, restaurantId), eq(robotRequests.id, id), isNull(robotRequests.doneAt)));
  const [row] = await db
    .select(columns)
    .from(robotRequests)
    .innerJoin(restaurantTables, eq(restaurantTables.id, robotRequests.tableId))
    .leftJoin(managers, eq(managers.id, robotRequests.doneBy))
    .where(and(eq(robotRequests.restaurantId, restaurantId), eq(robotRequests.id, id)));
  return row ? toCall(row) : null;
}
