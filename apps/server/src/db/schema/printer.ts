import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './order.ts';
import { restaurants } from './restaurant.ts';

/**
 * A kitchen receipt printer speaking ESC/POS over TCP (decision 092). Empty filters print everything:
 * a printer for the bar names its categories, one for deliveries its delivery types.
 */
export const printers = pgTable(
  'printers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    deliveryTypes: text('delivery_types').array().notNull().default(sql`'{}'::text[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 'accept': a ticket when staff accept the order; 'arrival': when it comes in; 'manual': only reprints and test pages. */
    printOn: text('print_on').$type<'accept' | 'arrival' | 'manual'>().notNull().default('accept'),
    /** The last delivery's trouble (off, out of paper), shown on the board until a ticket goes through. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('printers_restaurant_idx').on(t.restaurantId)],
);

/**
 * Tickets to print, written in the transaction that asks for them (the accept, a reprint, a test page)
 * and sent by the print worker like the mail outbox (decision 089): claimed with a lease, retried with
 * backoff, never given up — a kitchen ticket must come out once the printer is back.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'order' | 'test'>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [index('print_jobs_due_idx').on(t.availableAt).where(sql`printed_at is null`)],
);
