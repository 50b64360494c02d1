import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { orders } from './order.ts';

/*
 * Each order's VAT split (its receipt's VAT lines, vatSplit of decision 081), written in the statement
 * that places the order. The split is final at ordering (rates and amounts are frozen on the order),
 * so the reports sum these rows instead of re-rounding every (order, rate) pair on every call
 * (decision 085). An order without declared VAT has one row with a null rate: its gross is the
 * order's total without the tip, and it counts as undeclared.
 */
export const orderVatRates = pgTable(
  'order_vat_rates',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Basis points; null: the order declared no VAT. */
    rateBp: integer('rate_bp'),
    grossCents: integer('gross_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [index('order_vat_rates_order_idx').on(t.orderId)],
);
