import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './order.ts';

/*
 * The browsers that asked for an order's updates on the phone (Web Push, decision 099). A row lives
 * as long as the order is open: it is removed when the order is done or rejected (after that last
 * message), when the guest turns updates off, or when the push service says the subscription is gone.
 */
export const orderPushSubscriptions = pgTable(
  'order_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of the page that subscribed: the messages are written in it. */
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of the order's lookups (its first column).
  (t) => [uniqueIndex('order_push_subscriptions_order_endpoint_idx').on(t.orderId, t.endpoint)],
);
