import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentProviderName, PaymentStatus } from '../../payments/provider.ts';
import { orderLines } from './order.ts';
import { restaurants, restaurantTables } from './restaurant.ts';

/*
 * Paying together at the table (api/table-payments). A table has at most one open bill; it holds the
 * table's pay-at-the-end orders (orders.table_payment_id) until everything on it is paid. Each guest
 * pays a share: chosen units of the bill's lines, or an equal part of what is left. A unit belongs to
 * one live share at a time (unique index), so two guests picking the same dish at the same moment
 * cannot both pay it.
 */

export type TableBillStatus = 'open' | 'paid';
export type TableShareStatus = 'pending' | 'paid' | 'released';

export const tableBills = pgTable(
  'table_bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The tablePaymentId every guest at the table shares (random, unguessable). */
    publicId: text('public_id').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    status: text('status').$type<TableBillStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('table_bills_public_id_uq').on(t.publicId),
    uniqueIndex('table_bills_one_open_uq')
      .on(t.tableId)
      .where(sql`${t.status} = 'open'`),
    index('table_bills_restaurant_idx').on(t.restaurantId, t.status),
  ],
);

export const tableBillShares = pgTable(
  'table_bill_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Travels as the payment's order reference (`ts_…`), so the payment routes find the share. */
    publicId: text('public_id').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => tableBills.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'items' | 'split'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TableShareStatus>().notNull().default('pending'),
    paymentType: text('payment_type').notNull(),
    provider: text('provider').$type<PaymentProviderName>(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A pending share gives its units back after this moment (the guest left the provider's page). */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('table_bill_shares_public_id_uq').on(t.publicId),
    index('table_bill_shares_bill_idx').on(t.billId, t.status),
    check('table_bill_shares_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** One unit of a bill line claimed by a share; released claims are deleted. */
export const tableBillClaims = pgTable(
  'table_bill_claims',
  {
    shareId: integer('share_id')
      .notNull()
      .references(() => tableBillShares.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** 0 … quantity-1: three beers are three units that three guests may pay. */
    unit: smallint('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('table_bill_claims_unit_uq').on(t.orderLineId, t.unit),
    index('table_bill_claims_share_idx').on(t.shareId),
  ],
);
