import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants, restaurantTables } from './restaurant.ts';

export type ReservationStatus = 'booked' | 'seated' | 'cancelled';

/**
 * A table booked for a time (POST api/restaurant/reserve-table). The table is held from starts_at to
 * ends_at; a booking never overlaps another live booking of the same table (the reserve transaction
 * locks the table's row, checks, then inserts). The guest cancels through the mailed link, whose
 * token is stored hashed only.
 */
export const tableReservations = pgTable(
  'table_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id handed to the guest and the manager (random, unguessable). */
    publicId: text('public_id').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The booking's day in the restaurant's time zone (YYYY-MM-DD): the manager lists a day by it. */
    localDate: text('local_date').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The guest's language: the confirmation and cancellation mails speak it. */
    lang: text('lang').notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('booked'),
    /** SHA-256 of the cancel link's token. */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_reservations_public_id_uq').on(t.publicId),
    index('table_reservations_table_time_idx').on(t.tableId, t.startsAt),
    index('table_reservations_day_idx').on(t.restaurantId, t.localDate),
    check(
      'table_reservations_people_ck',
      sql`${t.adults} >= 0 and ${t.children} >= 0 and ${t.adults} + ${t.children} >= 1`,
    ),
    check('table_reservations_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
