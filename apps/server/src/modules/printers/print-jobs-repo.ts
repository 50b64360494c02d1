import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { printers, printJobs } from '../../db/schema/printer.ts';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrinterRow = typeof printers.$inferSelect;

export async function insertPrintJobs(
  db: DbOrTx,
  jobs: { restaurantId: number; printerId: number; kind: 'order' | 'test'; orderId?: number | null }[],
  now: Date,
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(printJobs)
    .values(jobs.map((job) => ({ ...job, orderId: job.orderId ?? null, createdAt: now, availableAt: now })));
}

/**
 * Claims due jobs, oldest first, with a lease: rows another worker holds or is claiming (SKIP LOCKED)
 * are passed over, so two workers never print the same ticket.
 */
export async function claimDueJobs(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<PrintJobRow[]> {
  const due = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        isNull(printJobs.printedAt),
        lte(printJobs.availableAt, now),
        or(isNull(printJobs.lockedUntil), lte(printJobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(printJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(printJobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${printJobs.attempts} + 1` })
    .where(inArray(printJobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Printed: the job is done and its printer is fine again (the board's notice goes). */
export async function markPrinted(db: DbOrTx, job: PrintJobRow, now: Date): Promise<void> {
  await db.update(printJobs).set({ printedAt: now, lockedUntil: null, lastError: null }).where(eq(printJobs.id, job.id));
  await db.update(printers).set({ lastError: null, lastErrorAt: null }).where(eq(printers.id, job.printerId));
}

/** Not printed: tried again at `retryAt`; the printer carries the trouble for the board. */
export async function markJobFailed(db: DbOrTx, job: PrintJobRow, error: string, retryAt: Date, now: Date): Promise<void> {
  await db
    .update(printJobs)
    .set({ lockedUntil: null, lastError: error.slice(0, 500), availableAt: retryAt })
    .where(eq(printJobs.id, job.id));
  await db
    .update(printers)
    .set({ lastError: error.slice(0, 200), lastErrorAt: sql`coalesce(${printers.lastErrorAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(printers.id, job.printerId));
}

export async function findPrinter(db: DbOrTx, restaurantId: number, printerId: number): Promise<PrinterRow | undefined> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, printerId)));
  return row;
}

export async function selectPrinters(db: DbOrTx, restaurantId: number): Promise<PrinterRow[]> {
  return db.select().from(printers).where(eq(printers.restaurantId, restaurantId)).orderBy(asc(printers.id));
}

/** Printers reporting trouble, with how many tickets wait for each (the board's notice). */
export async function selectPrinterTroubles(db: DbOrTx, restaurantId: number) {
  return db
    .select({
      id: printers.id,
      name: printers.name,
      error: printers.lastError,
      since: printers.lastErrorAt,
      // Spelled out: inside a select's fields drizzle names columns without their table.
      waiting: sql<number>`(select count(*)::int from print_jobs j where j.printer_id = "printers"."id" and j.printed_at is null)`,
    })
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), sql`${printers.lastError} is not null`))
    .orderBy(asc(printers.id));
}
