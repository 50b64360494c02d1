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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MenuTranslations } from '@tavola/domain/schemas/menu-translations';
import { archivedAt, restaurants } from './restaurant.ts';

/*
 * The menu: categories, subcategories, products, attribute groups (extras) and package steps.
 * Keyed rows are archived (archived_at) rather than deleted when they leave the import file,
 * because baskets and orders point at them; storefront reads always skip archived rows.
 * Sorting: `priority` as the file gives it (nullable, the spec sorts by it only when all have
 * one), then `position` = order in the file.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** Names (and descriptions) per storefront language; the row's own columns are the restaurant's language. */
const translations = () => jsonb('translations').$type<MenuTranslations>().notNull().default({});
/** VAT in basis points (700 = 7 %); null: inherited (product → category → restaurant default). */
const vatRate = () => integer('vat_rate_bp');
const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: restaurantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** May contain HTML. */
    description: text('description'),
    translations: translations(),
    image: text('image'),
    footNote: text('foot_note'),
    vatRateBp: vatRate(),
    /** Extra categories are offered as add-ons (category?extra=1). */
    extra: boolean('extra').notNull().default(false),
    /** Kept for later but not offered: its dishes are archived with it (products.hidden) until shown again. */
    hidden: boolean('hidden').notNull().default(false),
    priority: integer('priority'),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('categories_key_uq').on(t.restaurantId, t.key),
    check('categories_vat_rate_ck', sql`${t.vatRateBp} between 0 and 10000`),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    restaurantId: restaurantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    translations: translations(),
    image: text('image'),
    priority: integer('priority'),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('subcategories_key_uq').on(t.restaurantId, t.key)],
);

export interface AdditionalInfoConfig {
  /** Ask a person name per unit (event mode). */
  name: boolean;
  /** Ask a date per unit. */
  date: boolean;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    restaurantId: restaurantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** May contain HTML. */
    description: text('description'),
    translations: translations(),
    image: text('image'),
    /** Gross, VAT included. */
    priceCents: integer('price_cents').notNull(),
    vatRateBp: vatRate(),
    /** Shown as "From …" when present. */
    minPriceCents: integer('min_price_cents'),
    /** null = unlimited, 0 = sold out; decremented by the order module. */
    stock: integer('stock'),
    /** EU allergen codes (gluten, milk, …). */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Additive codes of the German additive list (ADDITIVE_CODES). */
    additives: text('additives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** True for every vegan dish too (products_vegan_ck). */
    vegetarian: boolean('vegetarian').notNull().default(false),
    vegan: boolean('vegan').notNull().default(false),
    depotName: text('depot_name'),
    depotPriceCents: integer('depot_price_cents'),
    additionalInfoConfig: jsonb('additional_info_config').$type<AdditionalInfoConfig>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    isMultipleAllowed: boolean('is_multiple_allowed').notNull().default(true),
    /** Delivery type ids (1 delivery, 2 pickup, 3 here) the dish can be ordered for; empty = every type. */
    deliveryTypeIds: smallint('delivery_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    isPackage: boolean('is_package').notNull().default(false),
    /** Archived only because its category is hidden (not removed from the menu): it comes back with it. */
    hidden: boolean('hidden').notNull().default(false),
    priority: integer('priority'),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('products_key_uq').on(t.restaurantId, t.key),
    index('products_category_idx').on(t.restaurantId, t.categoryId),
    check('products_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_depot_ck', sql`(${t.depotName} is null) = (${t.depotPriceCents} is null)`),
    check('products_vegan_ck', sql`not ${t.vegan} or ${t.vegetarian}`),
    check('products_vat_rate_ck', sql`${t.vatRateBp} between 0 and 10000`),
  ],
);

/** A product with happy hours is offered only inside them (restaurant-local, [start, end)). */
export const productHappyHours = pgTable(
  'product_happy_hours',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('product_happy_hours_product_idx').on(t.restaurantId, t.productId)],
);

export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: id(),
    restaurantId: restaurantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    translations: translations(),
    minimumValue: integer('minimum_value').notNull(),
    maximumValue: integer('maximum_value').notNull(),
    isMultiSelect: boolean('is_multi_select').notNull(),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [uniqueIndex('attribute_groups_key_uq').on(t.restaurantId, t.key)],
);

export const attributeItems = pgTable(
  'attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    translations: translations(),
    image: text('image'),
    priceCents: integer('price_cents').notNull().default(0),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('attribute_items_key_uq').on(t.restaurantId, t.groupId, t.key),
    index('attribute_items_group_idx').on(t.restaurantId, t.groupId),
  ],
);

/** A group applies to every product of these categories … */
export const attributeGroupCategories = pgTable(
  'attribute_group_categories',
  {
    restaurantId: restaurantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.categoryId] }),
    index('attribute_group_categories_restaurant_idx').on(t.restaurantId, t.categoryId),
  ],
);

/** … and to these products. */
export const attributeGroupProducts = pgTable(
  'attribute_group_products',
  {
    restaurantId: restaurantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    index('attribute_group_products_restaurant_idx').on(t.restaurantId, t.productId),
  ],
);

/** The steps of a package product's wizard. */
export const packageSteps = pgTable(
  'package_steps',
  {
    id: id(),
    restaurantId: restaurantId(),
    packageProductId: integer('package_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    question: text('question'),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    position: integer('position').notNull(),
    archivedAt: archivedAt(),
  },
  (t) => [
    uniqueIndex('package_steps_key_uq').on(t.restaurantId, t.packageProductId, t.key),
    index('package_steps_product_idx').on(t.restaurantId, t.packageProductId),
  ],
);

export const packageStepProducts = pgTable(
  'package_step_products',
  {
    restaurantId: restaurantId(),
    stepId: integer('step_id')
      .notNull()
      .references(() => packageSteps.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.productId] }),
    index('package_step_products_restaurant_idx').on(t.restaurantId, t.stepId),
  ],
);
