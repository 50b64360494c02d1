import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderPaymentType, OrderStatus } from '@tavola/domain/schemas/order';
import type { BasketExtraInfo, LineExtraInfo, UserInfo } from '@tavola/domain/schemas/basket';
import type { PaymentProviderName, PaymentStatus } from '../../payments/provider.ts';
import { users } from './account.ts';
import { baskets } from './basket.ts';
import { products } from './menu.ts';
import { restaurants, restaurantTables, vouchers } from './restaurant.ts';

/*
 * Orders are snapshots: names and prices are copied from the menu in the create-order transaction,
 * so a later menu change never alters what a guest bought. Money is integer cents.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The id handed to the guest (24 random base64url characters). */
    publicId: text('public_id').notNull(),
    restaurantId: restaurantId(),
    /**
     * Short number for the kitchen and the guest, counted per restaurant (order_counters). Set by
     * create-order's one write statement (order/place-order-repo.ts) after the stock guards, so the
     * counter row is locked only for that statement and its commit; every committed order has one.
     */
    number: integer('number'),
    /** UNIQUE: the same basket can never become two orders, whatever races the requests run. */
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('received'),
    deliveryTypeId: smallint('delivery_type_id').notNull(),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    deliveryLocal: text('delivery_local'),
    duration: text('duration'),
    /** The capacity slot the order was booked into (slot_bookings), to release it on rejection. */
    slotAt: timestamp('slot_at', { withTimezone: true }),
    postalCode: text('postal_code'),
    userDetails: jsonb('user_details').$type<UserInfo>(),
    tableId: integer('table_id').references(() => restaurantTables.id, { onDelete: 'set null' }),
    /** Placed from a basket seated with the table's code: only such orders join the table's bill. */
    tableByCode: boolean('table_by_code').notNull().default(false),
    extraInfo: jsonb('extra_info').$type<BasketExtraInfo>().notNull().default({}),
    paymentType: text('payment_type').$type<OrderPaymentType>().notNull(),
    isOnlinePayment: boolean('is_online_payment').notNull(),
    /** The current online payment attempt; null for orders paid on site. */
    paymentProvider: text('payment_provider').$type<PaymentProviderName>(),
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    paymentLink: text('payment_link'),
    /**
     * When the current online attempt lapses if nobody pays (create-order or a new attempt, plus the
     * checkout lifetime, payments/payment-status.ts): housekeeping then expires the order and it gives
     * back its stock, voucher use and slot room. Null for orders paid on site.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** payFix: the table's QR code the guest scanned (the PIN is checked, never stored). */
    qrCode: text('qr_code'),
    tablePaymentId: text('table_payment_id'),
    externalBasketItems: jsonb('external_basket_items').$type<unknown[]>(),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    voucherCode: text('voucher_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    depotCents: integer('depot_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** The VAT rate the delivery fee was charged at (basis points); null: the restaurant declared no VAT. */
    shippingVatRateBp: integer('shipping_vat_rate_bp'),
    tipCents: integer('tip_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true }),
    /** Why the restaurant rejected the order, shown to the guest. */
    statusReason: text('status_reason'),
    /** When the kitchen expects the order ready (set on accepting it), for the guest's mail and page. */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    /** A refund of the online payment was asked for (once: a second reject press finds it set). */
    refundId: text('refund_id'),
    /** The language the guest ordered in: later mails about the order use it. */
    lang: text('lang'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_public_id_uq').on(t.publicId),
    uniqueIndex('orders_basket_uq').on(t.basketId),
    uniqueIndex('orders_number_uq').on(t.restaurantId, t.number),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_restaurant_delivery_idx').on(t.restaurantId, t.deliveryAt),
    index('orders_payment_idx').on(t.restaurantId, t.paymentProvider, t.paymentId),
    /**
     * A customer's history, newest first, and the set-null when a customer is deleted: without it both
     * read every order of the restaurant (issue 29's scale bench: 10,000 a year for one restaurant).
     */
    index('orders_customer_idx').on(t.customerId, t.createdAt, t.id),
    /** Online orders still waiting for their payment: housekeeping looks for lapsed ones among these only. */
    index('orders_awaiting_payment_idx')
      .on(t.id)
      .where(sql`${t.isOnlinePayment} and ${t.status} = 'received'`),
    check('orders_status_ck', sql`${t.status} in ('received', 'processing', 'delivered', 'rejected')`),
    check('orders_total_ck', sql`${t.totalCents} >= 0`),
  ],
);

export interface OrderLineAttributeItem {
  id: number;
  name: string;
  priceCents: number;
  quantity: number;
}

export interface OrderLinePackageItem {
  productId: number;
  name: string;
  quantity: number;
  packageStepId: number;
  depotName: string | null;
  depotPriceCents: number | null;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The dish's name in the restaurant's language (kitchen board, bills, reports). */
    name: text('name').notNull(),
    /** The dish's name in the guest's language at ordering (the guest's order page and mails); null: as `name`. */
    guestName: text('guest_name'),
    /** The VAT rate the line was sold at (basis points), so figures never change with the menu; null: no VAT declared. */
    vatRateBp: integer('vat_rate_bp'),
    quantity: integer('quantity').notNull(),
    /** One unit with its attribute items, deposit excluded. */
    unitCents: integer('unit_cents').notNull(),
    depotName: text('depot_name'),
    /** Deposit of one unit (own and package components). */
    depotUnitCents: integer('depot_unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    isPackage: boolean('is_package').notNull(),
    attributeItems: jsonb('attribute_items').$type<OrderLineAttributeItem[]>().notNull(),
    packageItems: jsonb('package_items').$type<OrderLinePackageItem[]>().notNull(),
    extraInfo: jsonb('extra_info').$type<LineExtraInfo>(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The last order number handed out per restaurant; bumped as the create-order transaction's last step. */
export const orderCounters = pgTable('order_counters', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * How much one slot (one time step) of a delivery type can take: orders (e.g. drivers) and product units
 * (kitchen). null = no limit. A restaurant without a row has no limits.
 */
export const slotLimits = pgTable(
  'slot_limits',
  {
    restaurantId: restaurantId(),
    deliveryTypeId: smallint('delivery_type_id').notNull(),
    maxOrders: integer('max_orders'),
    maxItems: integer('max_items'),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.deliveryTypeId] }),
    check('slot_limits_positive_ck', sql`coalesce(${t.maxOrders}, 1) > 0 and coalesce(${t.maxItems}, 1) > 0`),
  ],
);

/**
 * What each slot has taken so far. Ticketing restaurants book ticket slots here too (items = places).
 * Incremented with a guarded upsert in the create-order transaction, so two guests can never both
 * take the last place.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    restaurantId: restaurantId(),
    deliveryTypeId: smallint('delivery_type_id').notNull(),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull(),
    items: integer('items').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.deliveryTypeId, t.slotAt] }),
    check('slot_bookings_positive_ck', sql`${t.orders} >= 0 and ${t.items} >= 0`),
  ],
);
