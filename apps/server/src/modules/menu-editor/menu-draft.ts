import { formatMessage, type Lang, type MessageCode } from '@tavola/domain/messages/catalogue';
import { menuDocumentSchema, type MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import type { MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  draftEntries,
  findDraft,
  insertDraft,
  insertVersion,
  liveMenuVersion,
  lockDraft,
  markDraft,
  replaceEntries,
  type DraftEntryRow,
} from './menu-editor-repo.ts';
import { readPublishedMenu } from './published-menu.ts';

/** Where a whole-menu check found a problem: the entry (by kind and key) and the field inside it. */
export interface MenuIssue {
  kind: MenuEntryKind;
  key: string;
  field: string;
  code: MessageCode;
}

const FILE_SECTIONS: Record<string, MenuEntryKind> = {
  categories: 'categories',
  products: 'products',
  attributeGroups: 'attribute-groups',
};

/** The draft's entries as a menu in the import file's shape, in menu order. */
export function menuOfEntries(entries: DraftEntryRow[]): MenuDocument {
  const of = (kind: MenuEntryKind) => entries.filter((e) => e.kind === kind).sort((a, b) => a.position - b.position);
  return {
    categories: of('categories').map((e) => e.value),
    products: of('products').map((e) => e.value),
    attributeGroups: of('attribute-groups').map((e) => e.value),
  } as MenuDocument;
}

/**
 * The cross checks of an import file (unknown category, package of packages, a group's maximum above
 * its items, …) over the whole draft, each problem pinned to the entry it is in.
 */
export function menuIssues(menu: MenuDocument): { ok: true; menu: MenuDocument } | { ok: false; issues: MenuIssue[] } {
  const parsed = menuDocumentSchema.safeParse(menu);
  if (parsed.success) return { ok: true, menu: parsed.data };
  const issues = parsed.error.issues.flatMap((issue): MenuIssue[] => {
    const [section, index, ...rest] = issue.path;
    const kind = FILE_SECTIONS[String(section)];
    const entry = kind && typeof index === 'number' ? (menu[section as keyof MenuDocument] as { key: string }[])[index] : undefined;
    if (!kind || !entry) return [];
    const code: MessageCode = /^unknown /.test(issue.message) ? 'menu_entry_not_found' : 'field_invalid';
    return [{ kind, key: entry.key, field: rest.map(String).join('.') || '_', code }];
  });
  return { ok: false, issues };
}

/** A 422 `menu_invalid` whose `errors` say, per entry and field, what to fix (keys like `products.pizza.category`). */
export function menuInvalid(issues: MenuIssue[], lang: Lang): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const section = issue.kind === 'attribute-groups' ? 'attributeGroups' : issue.kind;
    (errors[`${section}.${issue.key}.${issue.field}`] ??= []).push(formatMessage(issue.code, lang));
  }
  return new AppError('menu_invalid', 422, {}, { errors });
}

/**
 * Makes sure the restaurant has a draft that is current: a first read takes it from the live menu,
 * and so does a read after the live menu moved on without the draft (an import, another process's
 * publish) while the draft held no changes of its own. The live menu is kept as a version too, so
 * the first publish can be rolled back to what was there before.
 */
export async function ensureDraft(db: Db, restaurantId: number): Promise<void> {
  const live = await liveMenuVersion(db, restaurantId);
  if (!live) throw notFound('restaurant_does_not_exists');
  const draft = await findDraft(db, restaurantId);
  if (draft && (draft.changed || draft.baseVersion === live.version)) return;
  await db.transaction(async (tx) => {
    await insertDraft(tx, restaurantId, live.version);
    const locked = await lockDraft(tx, restaurantId);
    const current = await liveMenuVersion(tx, restaurantId);
    if (!locked || !current) return;
    const entries = await draftEntries(tx, restaurantId);
    if (locked.changed || (locked.baseVersion === current.version && entries.length > 0)) return;
    const menu = await readPublishedMenu(tx, restaurantId, current.slug);
    await replaceEntries(tx, restaurantId, menu, null);
    await markDraft(tx, restaurantId, { changed: false, baseVersion: current.version });
    await insertVersion(tx, { restaurantId, version: current.version, document: withoutStock(menu), source: 'import' });
  });
}

/** A menu as a version keeps it: stock is the service's state, not the menu's. */
export function withoutStock(menu: MenuDocument): MenuDocument {
  return { ...menu, products: menu.products.map(({ stock: _stock, ...product }) => product) } as MenuDocument;
}
