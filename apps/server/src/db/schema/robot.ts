import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { restaurants, restaurantTables } from './restaurant.ts';

/** A guest called the dish collector (GET api/restaurant/robot-request) to this table. */
export const robotRequests = pgTable(
  'robot_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('robot_requests_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
