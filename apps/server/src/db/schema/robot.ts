import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { managers } from './manager.ts';
import { restaurants, restaurantTables } from './restaurant.ts';

/**
 * A guest called the dish collector (GET api/restaurant/robot-request) to this table. The board lists
 * the calls until staff mark them done (issue 27): who and when is kept for the evening's questions.
 */
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
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => managers.id, { onDelete: 'set null' }),
  },
  (t) => [index('robot_requests_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
