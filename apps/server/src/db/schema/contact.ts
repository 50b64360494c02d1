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
    /** When the mail to the restaurant went out; null while it could not be sent. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** When an owner read it in the back office's inbox; null: unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
