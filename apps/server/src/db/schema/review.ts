import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './order.ts';
import { restaurants } from './restaurant.ts';

/** A guest's review of one order (POST api/testimonials/create): at most one per order. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The reviewed order; null for reviews the restaurant imported (its earlier guests' words). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    /**
     * Who wrote the review (the name the guest ordered under, unless given): the restaurant sees it
     * whole, guests only shortened (reviewerDisplayName); null shows it anonymously.
     */
    name: text('name'),
    /** The name the guest chose to sign with in public; null signs with the shortened name. */
    displayName: text('display_name'),
    /** Guests see a review only once the manager published it ('pending' until then, or 'hidden'). */
    status: text('status').$type<'pending' | 'published' | 'hidden'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_uq').on(t.orderId),
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('reviews_restaurant_status_idx').on(t.restaurantId, t.status, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
