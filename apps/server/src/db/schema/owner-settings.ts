import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/*
 * The owner's settings screens (issue 23, decision 087): each section of a restaurant's settings
 * (hours, zones, vouchers, staff, legal pages, …) has a revision, so a save made on what another owner
 * has changed since is refused (409 stale_revision), and every change is kept in one audit log.
 */

const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** One row per restaurant and section once the section was first saved (no row: revision 0). */
export const settingsRevisions = pgTable(
  'settings_revisions',
  {
    restaurantId: restaurantId(),
    section: text('section').notNull(),
    revision: integer('revision').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.section] })],
);

/** Who changed which setting when, with the section's value before and after (the menu keeps menu_audit). */
export const ownerAudit = pgTable(
  'owner_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: text('by').notNull(),
    section: text('section').notNull(),
    action: text('action').notNull(),
    /** What in the section, when the section holds many things (a voucher's code, a person's e-mail). */
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('owner_audit_restaurant_idx').on(t.restaurantId, t.id)],
);
