import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/** A newsletter signup (POST api/newsletter/create): one per restaurant and email, case-insensitively. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_uq').on(t.restaurantId, sql`lower(${t.email})`)],
);
