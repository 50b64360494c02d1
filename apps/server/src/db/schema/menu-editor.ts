import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuEntryKind } from '@tavola/domain/schemas/menu-editor';
import type { MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import { restaurants } from './restaurant.ts';

/*
 * The owner's menu editor (decision 080). The draft is the menu in the import file's shape, one row
 * per entry (category with its subcategories, dish, attribute group with its items) so two owners
 * editing different dishes never collide and one dish has its own revision. Publishing writes the
 * draft into the menu tables as an import does; every published menu is kept whole as a version.
 */

const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** One per restaurant once its draft was first opened: which live version it started from. */
export const menuDrafts = pgTable('menu_drafts', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** The menu version the draft was taken from or last published as. */
  baseVersion: integer('base_version').notNull(),
  /** Something was saved since: the draft differs from what guests see. */
  changed: boolean('changed').notNull().default(false),
  /** Bumped by every change of any entry (the preview's cache key). */
  revision: integer('revision').notNull().default(1),
});

export const menuDraftEntries = pgTable(
  'menu_draft_entries',
  {
    restaurantId: restaurantId(),
    kind: text('kind').$type<MenuEntryKind>().notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    /** The entry in the import file's shape (validated by the domain's draft schemas). */
    value: jsonb('value').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at'),
    /** E-mail of who saved it; null for entries taken from the live menu. */
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.kind, t.key] }),
    check('menu_draft_entries_kind_ck', sql`${t.kind} in ('categories', 'products', 'attribute-groups')`),
  ],
);

export const menuVersions = pgTable(
  'menu_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantId(),
    /** restaurants.menu_version after this publish. */
    version: integer('version').notNull(),
    document: jsonb('document').$type<MenuDocument>().notNull(),
    publishedAt: at('published_at'),
    publishedBy: text('published_by'),
    note: text('note'),
    source: text('source').$type<'editor' | 'rollback' | 'import'>().notNull(),
    restoredVersion: integer('restored_version'),
  },
  (t) => [uniqueIndex('menu_versions_restaurant_version_uq').on(t.restaurantId, t.version)],
);

/** Every change of the menu by an owner or an import: who, when, what before and after. */
export const menuAudit = pgTable(
  'menu_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantId(),
    at: at('at'),
    by: text('by'),
    action: text('action').notNull(),
    kind: text('kind').$type<MenuEntryKind>(),
    key: text('key'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('menu_audit_restaurant_idx').on(t.restaurantId, t.id)],
);

/**
 * The non-menu sections of the last imported file (settings, hours, zones, content), which only an
 * import writes today: the export joins them with the live menu (decision 080).
 */
export const restaurantImportDocuments = pgTable('restaurant_import_documents', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  importedAt: at('imported_at'),
});
