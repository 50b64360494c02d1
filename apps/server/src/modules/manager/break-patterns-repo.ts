import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BreakPattern } from '@tavola/domain/breaks/break-patterns';
import type { DbOrTx } from '../../db/client.ts';
import { breakPatterns } from '../../db/schema/manager.ts';

type Row = typeof breakPatterns.$inferSelect;

function toPattern(row: Row): BreakPattern {
  return {
    id: row.id,
    name: row.name,
    productIds: row.productIds,
    weekdays: row.weekdays,
    startTime: row.startTime,
    endTime: row.endTime,
    startDate: row.startDate,
    endDate: row.endDate,
    stopped: row.stoppedAt !== null,
  };
}

export async function selectBreakPatterns(db: DbOrTx, restaurantId: number, options: { runningOnly?: boolean } = {}): Promise<BreakPattern[]> {
  const rows = await db
    .select()
    .from(breakPatterns)
    .where(and(eq(breakPatterns.restaurantId, restaurantId), options.runningOnly ? isNull(breakPatterns.stoppedAt) : undefined))
    .orderBy(asc(sql`lower(${breakPatterns.name})`));
  return rows.map(toPattern);
}

export type BreakPatternValues = Omit<BreakPattern, 'id' | 'stopped'>;

/** Null when the name is taken (the unique index decides, also for two managers at once). */
export async function insertBreakPattern(db: DbOrTx, restaurantId: number, values: BreakPatternValues): Promise<BreakPattern | null> {
  const [row] = await db.insert(breakPatterns).values({ restaurantId, ...values }).onConflictDoNothing().returning();
  return row ? toPattern(row) : null;
}

export async function updateBreakPattern(db: DbOrTx, restaurantId: number, id: number, values: BreakPatternValues): Promise<BreakPattern | null> {
  const [row] = await db
    .update(breakPatterns)
    .set(values)
    .where(and(eq(breakPatterns.restaurantId, restaurantId), eq(breakPatterns.id, id)))
    .returning();
  return row ? toPattern(row) : null;
}

export async function stopBreakPattern(db: DbOrTx, restaurantId: number, id: number, at: Date): Promise<BreakPattern | null> {
  const [row] = await db
    .update(breakPatterns)
    .set({ stoppedAt: at })
    .where(and(eq(breakPatterns.restaurantId, restaurantId), eq(breakPatterns.id, id)))
    .returning();
  return row ? toPattern(row) : null;
}

export async function deleteBreakPattern(db: DbOrTx, restaurantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(breakPatterns)
    .where(and(eq(breakPatterns.restaurantId, restaurantId), eq(breakPatterns.id, id)))
    .returning({ id: breakPatterns.id });
  return rows.length > 0;
}

/** Whether another pattern of the restaurant has this name (any case). */
export async function breakPatternNameTaken(db: DbOrTx, restaurantId: number, name: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: breakPatterns.id })
    .from(breakPatterns)
    .where(and(eq(breakPatterns.restaurantId, restaurantId), sql`lower(${breakPatterns.name}) = lower(${name})`, sql`${breakPatterns.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}
