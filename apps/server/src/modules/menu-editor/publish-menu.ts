import { sql } from 'drizzle-orm';
import type { Lang } from '@tavola/domain/messages/catalogue';
import type { MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import { RESTAURANT_CHANGED_CHANNEL } from '../../cache/restaurant-changes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { writeMenu } from '../restaurant/import/write-menu.ts';
import type { MenuEditor } from './edit-draft.ts';
import { ensureDraft, menuInvalid, menuIssues, menuOfEntries, withoutStock } from './menu-draft.ts';
import {
  bumpMenuVersion,
  draftEntries,
  findVersionDocument,
  insertVersion,
  liveMenuVersion,
  lockDraft,
  markDraft,
  recordAudit,
  replaceEntries,
} from './menu-editor-repo.ts';

/**
 * Makes a menu the live one, in one transaction: written as an import writes it (rows by key, ids
 * stable, what left the menu archived, stock and sold-out untouched), a new menu version that every
 * process's cache keys on, the version kept whole, and a NOTIFY at commit so all processes switch
 * at once. A guest's next read sees all of the new menu or none of it.
 */
async function makeLive(
  tx: Tx,
  restaurantId: number,
  menu: MenuDocument,
  record: { by: string; note: string | null; source: 'editor' | 'rollback'; restoredVersion: number | null },
): Promise<number> {
  const live = await liveMenuVersion(tx, restaurantId);
  if (!live) throw notFound('restaurant_does_not_exists');
  await writeMenu(tx, restaurantId, live.slug, menu);
  const version = await bumpMenuVersion(tx, restaurantId);
  await insertVersion(tx, {
    restaurantId,
    version,
    document: withoutStock(menu),
    publishedBy: record.by,
    note: record.note,
    source: record.source,
    restoredVersion: record.restoredVersion,
  });
  await markDraft(tx, restaurantId, { changed: false, baseVersion: version });
  await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(restaurantId)})`);
  return version;
}

/** Publishes the draft; a draft that would not pass as an import file is refused with every problem. */
export async function publishDraft(db: Db, editor: MenuEditor, note: string | undefined, lang: Lang): Promise<number> {
  const { restaurantId, email } = editor;
  await ensureDraft(db, restaurantId);
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, restaurantId);
    if (!draft?.changed) throw conflict('menu_nothing_to_publish');
    const checked = menuIssues(menuOfEntries(await draftEntries(tx, restaurantId)));
    if (!checked.ok) throw menuInvalid(checked.issues, lang);
    const version = await makeLive(tx, restaurantId, checked.menu, { by: email, note: note || null, source: 'editor', restoredVersion: null });
    await recordAudit(tx, { restaurantId, by: email, action: 'publish', kind: null, key: null, before: null, after: { version, note: note || null } });
    return version;
  });
}

/**
 * Brings a kept version back as a new version (the history only grows). The draft becomes that
 * menu too: an unpublished draft is replaced, which the editor asks the owner to confirm.
 */
export async function rollBackTo(db: Db, editor: MenuEditor, restored: number): Promise<number> {
  const { restaurantId, email } = editor;
  await ensureDraft(db, restaurantId);
  return db.transaction(async (tx) => {
    await lockDraft(tx, restaurantId);
    const menu = await findVersionDocument(tx, restaurantId, restored);
    if (!menu) throw notFound('menu_version_not_found');
    await replaceEntries(tx, restaurantId, menu, email);
    const version = await makeLive(tx, restaurantId, menu, { by: email, note: null, source: 'rollback', restoredVersion: restored });
    await recordAudit(tx, { restaurantId, by: email, action: 'rollback', kind: null, key: null, before: null, after: { version, restored } });
    return version;
  });
}
