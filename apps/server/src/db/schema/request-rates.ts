import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the public endpoints' rate limits (http/rate-limits.ts): one row per client
 * and limited route, counting the requests of the current window. Kept in the database so every
 * server process counts together. The client (its IP) is kept only as a keyed hash.
 */
export const requestRates = pgTable(
  'request_rates',
  {
    /** HMAC of route and client address. */
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_rates_window_idx').on(t.windowEndsAt)],
);
