import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/** One storefront start (POST api/restaurant/website-view): counts visits, first visits and QR-code visits. */
export const websiteViews = pgTable(
  'website_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Opened through a table QR code (tableId, tableName or qrcode in the URL). */
    qrCode: boolean('qr_code').notNull(),
    /** The visitor's first visit of the day. */
    isUnique: boolean('is_unique').notNull(),
    /** The visitor's first visit ever. */
    isNew: boolean('is_new').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('website_views_restaurant_idx').on(t.restaurantId, t.createdAt)],
);
