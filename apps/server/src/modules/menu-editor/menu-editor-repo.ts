import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import type { MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx } from '../../db/client.ts';
import { menuAudit, menuDraftEntries, menuDrafts, menuVersions } from '../../db/schema/menu-editor.ts';
import { restaurants } from '../../db/schema/restaurant.ts';

export type DraftRow = typeof menuDrafts.$inferSelect;
export type DraftEntryRow = typeof menuDraftEntries.$inferSelect;

/** The draft row, locked for the rest of the transaction (every draft write takes it first). */
export async function lockDraft(db: DbOrTx, restaurantId: number): Promise<DraftRow | null> {
  const [row] = await db.select().from(menuDrafts).where(eq(menuDrafts.restaurantId, restaurantId)).for('update');
  return row ?? null;
}

export async function findDraft(db: DbOrTx, restaurantId: number): Promise<DraftRow | null> {
  const [row] = await db.select().from(menuDrafts).where(eq(menuDrafts.restaurantId, restaurantId));
  return row ?? null;
}

/** Creates the draft row unless another request just did; true when this call created it. */
export async function insertDraft(db: DbOrTx, restaurantId: number, baseVersion: number): Promise<boolean> {
  const rows = await db
    .insert(menuDrafts)
    .values({ restaurantId, baseVersion })
    .onConflictDoNothing()
    .returning({ restaurantId: menuDrafts.restaurantId });
  return rows.length > 0;
}

export async function markDraft(
  db: DbOrTx,
  restaurantId: number,
  set: { changed: boolean; baseVersion?: number },
): Promise<void> {
  await db
    .update(menuDrafts)
    .set({ ...set, revision: sql`${menuDrafts.revision} + 1` })
    .where(eq(menuDrafts.restaurantId, restaurantId));
}

/** Forgets the draft (an import replaced the menu): the next read starts again from the live menu. */
export async function dropDraft(db: DbOrTx, restaurantId: number): Promise<void> {
  await db.delete(menuDraftEntries).where(eq(menuDraftEntries.restaurantId, restaurantId));
  await db.delete(menuDrafts).where(eq(menuDrafts.restaurantId, restaurantId));
}

export async function draftEntries(db: DbOrTx, restaurantId: number): Promise<DraftEntryRow[]> {
  return db
    .select()
    .from(menuDraftEntries)
    .where(eq(menuDraftEntries.restaurantId, restaurantId))
    .orderBy(asc(menuDraftEntries.kind), asc(menuDraftEntries.position), asc(menuDraftEntries.key));
}

export async function findEntry(db: DbOrTx, restaurantId: number, kind: MenuEntryKind, key: string): Promise<DraftEntryRow | null> {
  const [row] = await db
    .select()
    .from(menuDraftEntries)
    .where(and(eq(menuDraftEntries.restaurantId, restaurantId), eq(menuDraftEntries.kind, kind), eq(menuDraftEntries.key, key)));
  return row ?? null;
}

/** Replaces every entry of the draft with the menu given, in its order. */
export async function replaceEntries(db: DbOrTx, restaurantId: number, menu: MenuDocument, by: string | null): Promise<void> {
  await db.delete(menuDraftEntries).where(eq(menuDraftEntries.restaurantId, restaurantId));
  const rows = [
    ...menu.categories.map((value, position) => ({ kind: 'categories' as const, key: value.key, value, position })),
    ...menu.products.map(({ stock: _stock, ...value }, position) => ({ kind: 'products' as const, key: value.key, value, position })),
    ...menu.attributeGroups.map((value, position) => ({ kind: 'attribute-groups' as const, key: value.key, value, position })),
  ].map((row) => ({ ...row, restaurantId, updatedBy: by }));
  // One statement per 500 rows: a 300-dish menu is one round trip, a huge one stays under the parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(menuDraftEntries).values(rows.slice(start, start + 500));
  }
}

export async function insertEntry(
  db: DbOrTx,
  entry: { restaurantId: number; kind: MenuEntryKind; key: string; value: unknown; by: string },
): Promise<DraftEntryRow | null> {
  const [row] = await db
    .insert(menuDraftEntries)
    .values({
      restaurantId: entry.restaurantId,
      kind: entry.kind,
      key: entry.key,
      value: entry.value,
      updatedBy: entry.by,
      position: sql`(select coalesce(max(position) + 1, 0) from ${menuDraftEntries} where restaurant_id = ${entry.restaurantId} and kind = ${entry.kind})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The entry, only at the revision its caller read (a save or delete made on an older one matches nothing). */
function atRevision(entry: { restaurantId: number; kind: MenuEntryKind; key: string; revision: number }) {
  return and(
    eq(menuDraftEntries.restaurantId, entry.restaurantId),
    eq(menuDraftEntries.kind, entry.kind),
    eq(menuDraftEntries.key, entry.key),
    eq(menuDraftEntries.revision, entry.revision),
  );
}

/** Writes the entry at the revision it was read at; null when someone else moved it on (or deleted it). */
export async function updateEntryAt(
  db: DbOrTx,
  entry: { restaurantId: number; kind: MenuEntryKind; key: string; value: unknown; by: string; revision: number },
): Promise<DraftEntryRow | null> {
  const [row] = await db
    .update(menuDraftEntries)
    .set({ value: entry.value, updatedBy: entry.by, updatedAt: sql`now()`, revision: sql`${menuDraftEntries.revision} + 1` })
    .where(atRevision(entry))
    .returning();
  return row ?? null;
}

export async function deleteEntryAt(
  db: DbOrTx,
  entry: { restaurantId: number; kind: MenuEntryKind; key: string; revision: number },
): Promise<DraftEntryRow | null> {
  const [row] = await db
    .delete(menuDraftEntries)
    .where(atRevision(entry))
    .returning();
  return row ?? null;
}

/** Gives the listed keys the kind's positions in the order listed; the others follow in their order. */
export async function reorderEntries(db: DbOrTx, restaurantId: number, kind: MenuEntryKind, keys: string[]): Promise<void> {
  await db.execute(sql`
    with wanted as (
      select key, ord from unnest(${sql.param(keys)}::text[]) with ordinality as w(key, ord)
    ), ranked as (
      select e.key, row_number() over (order by (w.ord is null), w.ord, e.position, e.key) - 1 as position
      from ${menuDraftEntries} e left join wanted w on w.key = e.key
      where e.restaurant_id = ${restaurantId} and e.kind = ${kind}
    )
    update ${menuDraftEntries} e set position = ranked.position
    from ranked where e.restaurant_id = ${restaurantId} and e.kind = ${kind} and e.key = ranked.key`);
}

export async function liveMenuVersion(db: DbOrTx, restaurantId: number): Promise<{ version: number; slug: string } | null> {
  const [row] = await db
    .select({ version: restaurants.menuVersion, slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

/** Moves the live menu version on (menu caches of every process key on it). */
export async function bumpMenuVersion(db: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await db
    .update(restaurants)
    .set({ menuVersion: sql`${restaurants.menuVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(restaurants.id, restaurantId))
    .returning({ version: restaurants.menuVersion });
  if (!row) throw new Error(`restaurant ${restaurantId} vanished`);
  return row.version;
}

export async function insertVersion(
  db: DbOrTx,
  version: typeof menuVersions.$inferInsert,
): Promise<void> {
  await db.insert(menuVersions).values(version).onConflictDoNothing();
}

export async function listVersions(db: DbOrTx, restaurantId: number) {
  return db
    .select({
      version: menuVersions.version,
      publishedAt: menuVersions.publishedAt,
      publishedBy: menuVersions.publishedBy,
      note: menuVersions.note,
      source: menuVersions.source,
      restoredVersion: menuVersions.restoredVersion,
      categories: sql<number>`jsonb_array_length(${menuVersions.document}->'categories')`.mapWith(Number),
      products: sql<number>`jsonb_array_length(${menuVersions.document}->'products')`.mapWith(Number),
    })
    .from(menuVersions)
    .where(eq(menuVersions.restaurantId, restaurantId))
    .orderBy(desc(menuVersions.version))
    .limit(200);
}

export async function findVersionDocument(db: DbOrTx, restaurantId: number, version: number): Promise<MenuDocument | null> {
  const [row] = await db
    .select({ document: menuVersions.document })
    .from(menuVersions)
    .where(and(eq(menuVersions.restaurantId, restaurantId), eq(menuVersions.version, version)));
  return row?.document ?? null;
}

export async function recordAudit(db: DbOrTx, entry: typeof menuAudit.$inferInsert): Promise<void> {
  await db.insert(menuAudit).values(entry);
}

export async function listAudit(db: DbOrTx, restaurantId: number, page: { before?: number; limit: number }) {
  return db
    .select()
    .from(menuAudit)
    .where(and(eq(menuAudit.restaurantId, restaurantId), page.before === undefined ? undefined : lt(menuAudit.id, page.before)))
    .orderBy(desc(menuAudit.id))
    .limit(page.limit);
}
