import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Payments of the built-in test provider (the default when no provider keys are configured). The
 * guest pays, fails or cancels them on the storefront's /payment page; no money moves.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    /** Random, unguessable (`tp_…`): it travels in the /payment page's URL. */
    id: text('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderReference: text('order_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    /** Where the /payment page sends the guest once they chose an outcome. */
    redirectUrl: text('redirect_url').notNull(),
    /** What was refunded so far (the restaurant rejected the order); never more than the amount. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_payments_restaurant_idx').on(t.restaurantId)],
);

/**
 * Status reports already applied to an order, one row per payment and status. A webhook delivered
 * twice finds its row and changes nothing the second time.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['mollie', 'saferpay', 'test'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] }).notNull(),
    orderId: text('order_id').notNull(),
    /** What made us ask the provider: its webhook, the guest's return, a new link, the test page. */
    source: text('source', { enum: ['webhook', 'return', 'prepare', 'test_page'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_once').on(t.provider, t.providerPaymentId, t.status),
    index('payment_events_restaurant_idx').on(t.restaurantId),
  ],
);
