import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/** A message sent through the contact overlay (POST api/contact); also mailed to the restaurant. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    /** When its mail to the restaurant was written to the mail outbox (decision 089); null: no contact address. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When an owner read it in the back office's inbox; null: unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
