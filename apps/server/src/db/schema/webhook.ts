import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/**
 * A restaurant's webhook endpoint (issue 30, decision 100): where its events go, signed with its own
 * secret (Standard Webhooks). `lockedUntil` is the sender's lease on the whole endpoint: one process
 * sends an endpoint's deliveries at a time, in the order they were written.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** `whsec_` + base64 of 32 random bytes; shown to the owner once, when the endpoint is made. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason').$type<'owner' | 'failing'>(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_endpoints_public_id_uq').on(t.publicId), index('webhook_endpoints_restaurant_idx').on(t.restaurantId)],
);

/**
 * One event for one endpoint: written by a trigger in the transaction of the change it tells of
 * (migration 0029), so an event exists exactly when its change does. Delivered in `id` order per
 * endpoint, retried with backoff for 24 hours from the first try, then `failedAt`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull(),
    /** The `webhook-id` header; a resend keeps it, so a receiver that saw it can tell. */
    messageId: text('message_id')
      .notNull()
      .default(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
    eventType: text('event_type').notNull(),
    /** The whole body as sent: `{ type, timestamp, version, data }`. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.id)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('webhook_deliveries_restaurant_idx').on(t.restaurantId, t.id),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
