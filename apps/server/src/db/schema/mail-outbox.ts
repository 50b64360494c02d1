import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/** A rendered mail as the outbox keeps it (kind 'mail'). */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  lang?: string;
}

/**
 * Mails to send (decision 089): written in the transaction of what they announce, sent by the outbox
 * worker of any server process. 'mail' rows carry the rendered mail; 'order_confirmation' rows only
 * name the order (`ref`), so the order's one statement writes a small row and composes nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'mail' | 'order_confirmation'>().notNull(),
    mail: jsonb('mail').$type<StoredMail>(),
    /** The order's id (orders.id) of an order confirmation. */
    ref: integer('ref'),
    lang: text('lang'),
    /** Made once at insert: the Message-ID header, so a resend after a crash is recognisably the same mail. */
    messageId: text('message_id')
      .notNull()
      .default(sql`'<' || gen_random_uuid() || '@tavola.outbox>'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before: now at insert, later after a failed attempt (backoff). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A worker's claim: others leave the row alone until then (a crashed worker's claim lapses). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt: kept for the operator (`npm run mail -- failed`). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.availableAt).where(sql`sent_at is null and failed_at is null`),
    index('mail_outbox_failed_idx').on(t.failedAt).where(sql`failed_at is not null`),
  ],
);
