import type { Lang } from '@tavola/domain/messages/catalogue';
import type { DraftCategory, DraftProduct, MenuEntryKind, MenuDraft, MenuEntry } from '@tavola/domain/schemas/menu-editor';
import { cleanMenuHtml } from '../restaurant/import/clean-import-html.ts';
import type { MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import type { Db, Tx } from '../../db/client.ts';
import type { AppError} from '../../http/errors.ts';
import { conflict, FieldErrors } from '../../http/errors.ts';
import { ensureDraft, menuInvalid, menuIssues, menuOfEntries } from './menu-draft.ts';
import {
  deleteEntryAt,
  draftEntries,
  dropDraft,
  findDraft,
  findEntry,
  insertEntry,
  liveMenuVersion,
  lockDraft,
  markDraft,
  recordAudit,
  reorderEntries,
  replaceEntries,
  updateEntryAt,
  type DraftEntryRow,
} from './menu-editor-repo.ts';
import { publishedProductIds } from './published-menu.ts';

/** Who changes the menu: the owner's restaurant and e-mail (the audit log's "who"). */
export interface MenuEditor {
  restaurantId: number;
  email: string;
}

export function entryAnswer(row: DraftEntryRow): MenuEntry {
  return { key: row.key, revision: row.revision, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy, value: row.value };
}

export async function readDraft(db: Db, restaurantId: number): Promise<MenuDraft> {
  await ensureDraft(db, restaurantId);
  const [entries, live, draft, productIds] = await Promise.all([
    draftEntries(db, restaurantId),
    liveMenuVersion(db, restaurantId),
    findDraft(db, restaurantId),
    publishedProductIds(db, restaurantId),
  ]);
  const of = (kind: MenuEntryKind) => entries.filter((e) => e.kind === kind).map(entryAnswer);
  return {
    publishedVersion: live?.version ?? 0,
    changed: draft?.changed ?? false,
    categories: of('categories'),
    products: of('products'),
    attributeGroups: of('attribute-groups'),
    productIds,
  } as MenuDraft;
}

/** Runs a change of the draft holding its row lock: changes of one restaurant's draft take turns. */
async function inDraft<T>(db: Db, restaurantId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  await ensureDraft(db, restaurantId);
  return db.transaction(async (tx) => {
    await lockDraft(tx, restaurantId);
    return change(tx);
  });
}

/** The 409 of a save or delete made on an old revision: it carries the entry as it is now (null: deleted). */
async function staleRevision(tx: Tx, restaurantId: number, kind: MenuEntryKind, key: string): Promise<AppError> {
  const current = await findEntry(tx, restaurantId, kind, key);
  return conflict('stale_revision', {}, { current: current ? entryAnswer(current) : null });
}

/**
 * Saves one entry (created when `revision` is null) at the revision it was read at. The whole draft
 * is checked as an import file would be, and a problem in this entry refuses the save (nothing is
 * written); problems elsewhere are left for the publish to name.
 */
export async function saveEntry(
  db: Db,
  editor: MenuEditor,
  kind: MenuEntryKind,
  key: string,
  body: { revision: number | null; value: { key: string } },
): Promise<MenuEntry> {
  if (body.value.key !== key) throw FieldErrors.single('value.key', 'field_invalid');
  const { restaurantId, email } = editor;
  const value = cleanEntryHtml(kind, body.value);
  return inDraft(db, restaurantId, async (tx) => {
    const before = await findEntry(tx, restaurantId, kind, key);
    const row =
      body.revision === null
        ? await insertEntry(tx, { restaurantId, kind, key, value, by: email })
        : await updateEntryAt(tx, { restaurantId, kind, key, value, by: email, revision: body.revision });
    if (!row) {
      if (body.revision === null) throw conflict('menu_key_taken', {}, { current: before ? entryAnswer(before) : null });
      throw await staleRevision(tx, restaurantId, kind, key);
    }
    const checked = menuIssues(menuOfEntries(await draftEntries(tx, restaurantId)));
    const own = checked.ok ? [] : checked.issues.filter((issue) => issue.kind === kind && issue.key === key);
    if (own.length) {
      throw new FieldErrors(Object.fromEntries(own.map((issue) => [`value.${issue.field}`, [{ code: issue.code }]])));
    }
    await markDraft(tx, restaurantId, { changed: true });
    await recordAudit(tx, {
      restaurantId,
      by: email,
      action: before ? 'update' : 'create',
      kind,
      key,
      before: before?.value ?? null,
      after: value,
    });
    return entryAnswer(row);
  });
}

/** The entry's HTML fields cleaned as an import file's are, before anything stores or shows them. */
function cleanEntryHtml<T>(kind: MenuEntryKind, value: T): T {
  if (kind === 'categories') return cleanMenuHtml({ categories: [value as DraftCategory], products: [] }).categories[0] as T;
  if (kind === 'products') return cleanMenuHtml({ categories: [], products: [value as DraftProduct] }).products[0] as T;
  return value;
}

/** Deletes one entry at its revision; an entry others still point at is refused with their names. */
export async function deleteEntry(db: Db, editor: MenuEditor, kind: MenuEntryKind, key: string, revision: number): Promise<void> {
  const { restaurantId, email } = editor;
  await inDraft(db, restaurantId, async (tx) => {
    const menu = menuOfEntries(await draftEntries(tx, restaurantId));
    refuseWhenUsed(menu, kind, key);
    const removed = await deleteEntryAt(tx, { restaurantId, kind, key, revision });
    if (!removed) throw await staleRevision(tx, restaurantId, kind, key);
    await markDraft(tx, restaurantId, { changed: true });
    await recordAudit(tx, { restaurantId, by: email, action: 'delete', kind, key, before: removed.value, after: null });
  });
}

function refuseWhenUsed(menu: MenuDocument, kind: MenuEntryKind, key: string): void {
  if (kind === 'categories' && menu.products.some((p) => p.category === key)) throw conflict('category_not_empty');
  const users: string[] = [];
  if (kind === 'categories') {
    for (const group of menu.attributeGroups) if (group.categories.includes(key)) users.push(group.name);
  }
  if (kind === 'products') {
    for (const group of menu.attributeGroups) if (group.products.includes(key)) users.push(group.name);
    for (const product of menu.products) {
      if (product.packageSteps?.some((step) => step.products.includes(key))) users.push(product.name);
    }
  }
  if (users.length) throw conflict('menu_entry_in_use', { names: [...new Set(users)].join(', ') });
}

export async function reorderDraft(db: Db, editor: MenuEditor, kind: MenuEntryKind, keys: string[]): Promise<void> {
  const { restaurantId, email } = editor;
  await inDraft(db, restaurantId, async (tx) => {
    const before = (await draftEntries(tx, restaurantId)).filter((e) => e.kind === kind).map((e) => e.key);
    await reorderEntries(tx, restaurantId, kind, [...new Set(keys)]);
    const after = (await draftEntries(tx, restaurantId)).filter((e) => e.kind === kind).map((e) => e.key);
    if (before.join() === after.join()) return;
    await markDraft(tx, restaurantId, { changed: true });
    await recordAudit(tx, { restaurantId, by: email, action: 'reorder', kind, key: null, before, after });
  });
}

/** Throws the draft away: the next read starts again from what guests see. */
export async function discardDraft(db: Db, editor: MenuEditor): Promise<void> {
  const { restaurantId, email } = editor;
  await inDraft(db, restaurantId, async (tx) => {
    await dropDraft(tx, restaurantId);
    await recordAudit(tx, { restaurantId, by: email, action: 'discard', kind: null, key: null, before: null, after: null });
  });
}

/**
 * An import file uploaded in the browser replaces the draft's menu (the owner previews and publishes
 * it like any edit). Only the menu is taken: the file's settings are the import command's business.
 */
export async function importIntoDraft(db: Db, editor: MenuEditor, menu: MenuDocument, lang: Lang): Promise<void> {
  const checked = menuIssues(menu);
  if (!checked.ok) throw menuInvalid(checked.issues, lang);
  const { restaurantId, email } = editor;
  await inDraft(db, restaurantId, async (tx) => {
    await replaceEntries(tx, restaurantId, { ...checked.menu, ...cleanMenuHtml(checked.menu) }, email);
    await markDraft(tx, restaurantId, { changed: true });
    await recordAudit(tx, {
      restaurantId,
      by: email,
      action: 'import',
      kind: null,
      key: null,
      before: null,
      after: { categories: menu.categories.length, products: menu.products.length, attributeGroups: menu.attributeGroups.length },
    });
  });
}
