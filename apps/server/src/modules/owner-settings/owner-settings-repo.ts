import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { restaurantImportDocuments } from '../../db/schema/menu-editor.ts';
import { ownerAudit, settingsRevisions } from '../../db/schema/owner-settings.ts';

/** The section's revision, locked until the transaction ends so saves of one section take turns (0: never saved). */
export async function lockRevision(tx: Tx, restaurantId: number, section: string): Promise<number> {
  // The row is made first so there is something to lock on a section's first save.
  await tx
    .insert(settingsRevisions)
    .values({ restaurantId, section, revision: 0, updatedBy: '' })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ revision: settingsRevisions.revision })
    .from(settingsRevisions)
    .where(and(eq(settingsRevisions.restaurantId, restaurantId), eq(settingsRevisions.section, section)))
    .for('update');
  return row?.revision ?? 0;
}

export async function writeRevision(tx: Tx, restaurantId: number, section: string, revision: number, by: string): Promise<void> {
  await tx
    .update(settingsRevisions)
    .set({ revision, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(settingsRevisions.restaurantId, restaurantId), eq(settingsRevisions.section, section)));
}

export async function readRevisions(db: DbOrTx, restaurantId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ section: settingsRevisions.section, revision: settingsRevisions.revision })
    .from(settingsRevisions)
    .where(eq(settingsRevisions.restaurantId, restaurantId));
  return Object.fromEntries(rows.map((row) => [row.section, row.revision]));
}

export async function recordOwnerChange(db: DbOrTx, entry: typeof ownerAudit.$inferInsert): Promise<void> {
  await db.insert(ownerAudit).values(entry);
}

export async function listOwnerChanges(
  db: DbOrTx,
  restaurantId: number,
  page: { before?: number; section?: string; limit: number },
) {
  return db
    .select()
    .from(ownerAudit)
    .where(
      and(
        eq(ownerAudit.restaurantId, restaurantId),
        page.before === undefined ? undefined : lt(ownerAudit.id, page.before),
        page.section === undefined ? undefined : eq(ownerAudit.section, page.section),
      ),
    )
    .orderBy(desc(ownerAudit.id))
    .limit(page.limit);
}

/** The last imported file's non-menu sections, locked: the export reads them (decision 080). */
export async function lockImportDocument(tx: Tx, restaurantId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ document: restaurantImportDocuments.document })
    .from(restaurantImportDocuments)
    .where(eq(restaurantImportDocuments.restaurantId, restaurantId))
    .for('update');
  return row?.document;
}

export async function writeImportDocument(tx: Tx, restaurantId: number, document: Record<string, unknown>): Promise<void> {
  await tx
    .insert(restaurantImportDocuments)
    .values({ restaurantId, document })
    .onConflictDoUpdate({ target: restaurantImportDocuments.restaurantId, set: { document } });
}
