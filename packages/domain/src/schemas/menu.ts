import { z } from 'zod';

/**
 * Answers of the menu and restaurant endpoints (spec ordering-flow §3 and §7), shared by the server
 * (response schemas: only declared fields leave it) and the web (typed reads).
 * Amounts are decimals in the restaurant currency (12.5), as in the HTTP contract; field names
 * follow the spec, which mixes snake_case and camelCase.
 */

const amount = z.number();
const flag = z.union([z.literal(0), z.literal(1)]);

/** Weekday numbers in answers: 0 = Sunday … 6 = Saturday. */
export const weekdayNumberSchema = z.int().min(0).max(6);

export const categorySchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
  /** null: the storefront shows its default dish image. */
  image: z.string().nullable(),
  foot_note: z.string().nullable(),
  extra: flag,
  pivot: z.object({ priority: z.int().nullable() }),
});
export type Category = z.infer<typeof categorySchema>;

export const happyHourSchema = z.object({
  weekday_id: weekdayNumberSchema,
  /** Start and end of the window, "HH:MM" in the restaurant's time zone. */
  start_date: z.string(),
  end_date: z.string(),
});
export type HappyHour = z.infer<typeof happyHourSchema>;

export const depotSchema = z.object({ name: z.string(), price: amount });
export type Depot = z.infer<typeof depotSchema>;

export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: amount,
  /** When present the storefront shows "From {min_price}". */
  min_price: amount.nullable(),
  /** null = unlimited, 0 = sold out. */
  stock: z.int().nullable(),
  category_id: z.int(),
  subcategory_id: z.int().nullable(),
  subcategory_name: z.string().nullable(),
  subcategory_image: z.string().nullable(),
  subcategory_priority: z.int().nullable(),
  is_package: flag,
  is_multiple_allowed: z.boolean(),
  allergy_info: z.array(z.string()),
  /** Declared additives (ADDITIVE_CODES); the storefront shows their footnote numbers. */
  additives: z.array(z.string()),
  /** A vegan dish is always vegetarian too. */
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  /** Ids of the attribute groups (extras) that apply to this product; the picker opens when non-empty. */
  extra: z.array(z.int()),
  depot: depotSchema.nullable(),
  additional_info_config: z.object({ name: z.boolean(), date: z.boolean() }),
  /** Empty: always available. Otherwise available only inside these windows. */
  happyHours: z.array(happyHourSchema),
  pinned: z.boolean(),
  /** Units of this product in the given basket (0 without a basket). */
  quantity: z.int(),
  /** A manager's break pattern keeps the product off at the asked time: shown, not orderable. */
  on_break: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const attributeItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.string().nullable(),
  pivot: z.object({ id: z.int(), price: amount }),
});
export type AttributeItem = z.infer<typeof attributeItemSchema>;

export const attributeGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  minimum_value: z.int(),
  maximum_value: z.int(),
  is_multi_select: z.boolean(),
  items: z.array(attributeItemSchema),
  /** Products of the requested category this group applies to. */
  product_ids: z.array(z.int()),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

export const packageStepSchema = z.object({
  id: z.int(),
  name: z.string(),
  question: z.string().nullable(),
  min: z.int(),
  max: z.int(),
  products: z.array(productSchema),
});
export type PackageStep = z.infer<typeof packageStepSchema>;

/** GET products-happyHour-time: per product, the windows in which it is offered. */
export const productHappyHoursSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  happyHours: z.array(happyHourSchema),
});
export type ProductHappyHours = z.infer<typeof productHappyHoursSchema>;
