import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BasketExtraInfo, LineExtraInfo, UserInfo } from '@tavola/domain/schemas/basket';
import { users } from './account.ts';
import { attributeItems, packageSteps, products } from './menu.ts';
import { restaurants, restaurantTables, vouchers } from './restaurant.ts';

/*
 * Baskets are held by guests who have nothing but the basket id: the public id is 24 random
 * base64url characters (144 bits), so holding it is the proof of ownership. The integer id never
 * leaves the server. Prices are not stored here: they are read from the menu whenever the basket
 * is shown or ordered, so a changed price can never be smuggled in through an old basket.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const baskets = pgTable(
  'baskets',
  {
    id: id(),
    publicId: text('public_id').notNull(),
    restaurantId: restaurantId(),
    /** Set while a logged-in customer holds the basket: then only that customer may use it. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 delivery, 2 pickup, 3 here; null until the guest picks one. */
    deliveryTypeId: smallint('delivery_type_id'),
    /** The chosen time as the instant and as the restaurant-local text 'YYYY-MM-DD HH:MM'; null = as soon as possible. */
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    deliveryLocal: text('delivery_local'),
    /** Ticketing: the slot length 'HH:MM'. */
    duration: text('duration'),
    postalCode: text('postal_code'),
    userInfo: jsonb('user_info').$type<UserInfo>(),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    tipCents: integer('tip_cents').notNull().default(0),
    tableId: integer('table_id').references(() => restaurantTables.id, { onDelete: 'set null' }),
    /**
     * The table was set with its unguessable code (the printed QR link's `table`, or payFix's QR
     * code): only then does the basket carry table rights — the bill, paying at the end, the dish
     * collector. A table chosen by its id or name only seats the guest (docs/security.md).
     */
    tableByCode: boolean('table_by_code').notNull().default(false),
    extraInfo: jsonb('extra_info').$type<BasketExtraInfo>().notNull().default({}),
    /** Set by create-order's write: an ordered basket is closed for changes. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /**
     * Counts the changes: every change bumps it as it locks the row (basket-state-repo.ts), and
     * create-order, which reads the basket without a lock, orders it only while it is still the
     * revision it checked (order/place-order-repo.ts).
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('baskets_public_id_uq').on(t.publicId),
    index('baskets_restaurant_idx').on(t.restaurantId, t.createdAt),
    index('baskets_customer_idx').on(t.restaurantId, t.customerId),
    check('baskets_tip_ck', sql`${t.tipCents} >= 0`),
    check('baskets_delivery_type_ck', sql`${t.deliveryTypeId} is null or ${t.deliveryTypeId} in (1, 2, 3)`),
  ],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /**
     * What makes two lines "identical" (product, attribute items, package items): adding the same
     * again raises the quantity of the existing line instead of adding a second one.
     */
    mergeKey: text('merge_key').notNull(),
    extraInfo: jsonb('extra_info').$type<LineExtraInfo>(),
    createdAt: createdAt(),
  },
  (t) => [index('basket_lines_basket_idx').on(t.basketId), check('basket_lines_quantity_ck', sql`${t.quantity} >= 1`)],
);

export const basketLineAttributeItems = pgTable(
  'basket_line_attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketLineId: integer('basket_line_id')
      .notNull()
      .references(() => basketLines.id, { onDelete: 'cascade' }),
    attributeItemId: integer('attribute_item_id')
      .notNull()
      .references(() => attributeItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('basket_line_attribute_items_uq').on(t.basketLineId, t.attributeItemId),
    check('basket_line_attribute_items_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/** Products chosen in a package line's wizard; quantity is per one package. */
export const basketLinePackageItems = pgTable(
  'basket_line_package_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketLineId: integer('basket_line_id')
      .notNull()
      .references(() => basketLines.id, { onDelete: 'cascade' }),
    packageStepId: integer('package_step_id')
      .notNull()
      .references(() => packageSteps.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('basket_line_package_items_uq').on(t.basketLineId, t.packageStepId, t.productId),
    check('basket_line_package_items_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);
