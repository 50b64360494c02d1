import { z } from 'zod';
import { optionalPhoneField } from './phone.ts';
import { FALSE_FLAG_TEXTS, TRUE_FLAG_TEXTS } from './flags.ts';
import { idField } from './fields.ts';
import { ID_MAX, ITEM_COMMENT_MAX_LENGTH } from '../limits.ts';

/**
 * Requests and answers of the basket endpoints (spec ordering-flow §3, §5, §7), shared by the server
 * (validation, response schemas) and the storefront (form validation, types).
 *
 * Field names follow the spec, which mixes snake_case and camelCase. Amounts are decimals in the
 * restaurant currency (12.5), as in the HTTP contract; the server computes them from integer cents.
 * Error messages are catalogue codes (messages/en.ts); the server turns them into the 422 field map.
 */

export const DELIVERY_TYPES = ['delivery', 'pickup', 'here'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
const DELIVERY_TYPE_BY_CODE: Record<string, DeliveryType> = { '1': 'delivery', '2': 'pickup', '3': 'here' };

/** Basket ids are long random strings; the longest we ever hand out is well below this. */
export const BASKET_ID_MAX_LENGTH = 64;
/**
 * The largest tip in the restaurant's currency (also never more than the dishes themselves:
 * pricing/tip.ts tipMaxCents). A tip above the meal is a typo or an abuse of the payment, not thanks.
 */
export const TIP_MAX_AMOUNT = 100;
/** A tip as text: a plain decimal with at most two places ('5', '4.50', '4,5'); no exponent, hex or sign. */
const TIP_TEXT = /^\d{1,6}([.,]\d{1,2})?$/;
export const VOUCHER_CODE_MAX_LENGTH = 40;
export const TABLE_NAME_MAX_LENGTH = 60;
export const ITEM_DETAIL_NAME_MAX_LENGTH = 100;

/** Fields every storefront call may carry (spec §1: restaurantId is added to every request). */
export const clientContext = {
  restaurantId: z.coerce.number('field_must_be_numeric').int().positive().max(ID_MAX, 'field_invalid').optional(),
  lang: z.string().max(8).optional(),
};

/** Ids travel as numbers in JSON and as text in query strings. */
export { idField } from './fields.ts';

/** Any text is accepted: an id we never handed out is simply not found (basket_does_not_exists). */
export const basketIdField = z.string().trim().min(1, 'field_required').max(BASKET_ID_MAX_LENGTH, 'field_invalid');

/** A delivery type by name or by its code (1 delivery, 2 pickup, 3 here). */
export const deliveryTypeField = z.preprocess(
  (value) =>
    typeof value === 'number' || typeof value === 'string' ? (DELIVERY_TYPE_BY_CODE[String(value)] ?? value) : value,
  z.enum(DELIVERY_TYPES, 'delivery_type_required'),
);

/** Spec §5: quantity parsed as an integer, 1 when missing or below 1. */
export const quantityField = z.preprocess(
  (value) => {
    const parsed =
      typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
    return Number.isSafeInteger(parsed) ? Math.max(parsed, 1) : 1;
  },
  z.int().min(1).max(999, 'field_invalid'),
);

/** One person entry of an event-mode line: a name and/or a date, with how many units carry it. */
export const itemDetailSchema = z
  .object({
    fullName: z.string().trim().max(ITEM_DETAIL_NAME_MAX_LENGTH).optional(),
    date: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'field_invalid')
      .optional(),
    count: z.int().min(1).optional(),
  })
  .strict();
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** The extra_info of a line: the guest's comment and the event-mode person entries. */
export const lineExtraInfoSchema = z
  .object({
    comment: z.string().trim().max(ITEM_COMMENT_MAX_LENGTH, 'item_comment_too_long').nullable().optional(),
    itemDetails: z.array(itemDetailSchema).max(999).optional(),
  })
  .strict();
export type LineExtraInfo = z.infer<typeof lineExtraInfoSchema>;

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // left as text: the object schema then reports field_invalid
  }
}

/** extraInfo arrives as JSON text (as the storefront stores it) or as an object. */
export const lineExtraInfoField = z.preprocess(parseJsonText, lineExtraInfoSchema.optional());

/** An attribute item picked for a line: its id, or the id with a quantity. */
export const attributeItemRequestSchema = z.union([
  idField.transform((id) => ({ id, quantity: 1 })),
  z.object({ id: idField, quantity: z.coerce.number().int().min(1, 'field_invalid').max(99).default(1) }).strict(),
]);
export const attributeItemsField = z.array(attributeItemRequestSchema).max(100);

/** GET api/basket and every call that names only the basket. */
export const basketQuerySchema = z.object({ ...clientContext, basketId: basketIdField }).strict();
export type BasketQuery = z.infer<typeof basketQuerySchema>;

/** POST api/basket/create (and POST api/order/create-basket). */
export const createBasketRequestSchema = z
  .object({
    ...clientContext,
    delivery_time: z.string().trim().max(25).nullable().optional(),
    deliveryType: deliveryTypeField.optional(),
  })
  .strict();
export type CreateBasketRequest = z.infer<typeof createBasketRequestSchema>;

/** POST api/basket/set-table: by id, by name, or by `table` (either). */
export const setTableRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    tableId: idField.optional(),
    tableName: z.string().trim().min(1).max(TABLE_NAME_MAX_LENGTH).optional(),
    table: z.union([idField, z.string().trim().min(1).max(TABLE_NAME_MAX_LENGTH)]).optional(),
    qrcode: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum([...TRUE_FLAG_TEXTS, ...FALSE_FLAG_TEXTS])], 'field_invalid').optional(),
  })
  .strict()
  .refine((v) => v.tableId !== undefined || v.tableName !== undefined || v.table !== undefined, {
    message: 'field_required',
    path: ['tableId'],
  });
export type SetTableRequest = z.infer<typeof setTableRequestSchema>;

/** POST api/basket/add: a new line, or more units of the line basketProductId. */
export const addBasketLineRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    productId: idField,
    basketProductId: idField.nullable().optional(),
    quantity: quantityField,
    attributeItems: attributeItemsField.default([]),
    extraInfo: lineExtraInfoField,
  })
  .strict();
export type AddBasketLineRequest = z.infer<typeof addBasketLineRequestSchema>;

/** One product chosen in a package step: productPackage is the step id. */
export const packageItemRequestSchema = z
  .object({
    productId: idField,
    productPackage: idField,
    quantity: z.coerce.number().int().min(1, 'field_invalid').max(99).default(1),
  })
  .strict();

/** POST api/basket/add-product-package-items. */
export const addPackageRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    productId: idField,
    basketProductId: idField.nullable().optional(),
    quantity: quantityField,
    productItems: z.array(packageItemRequestSchema).max(100).default([]),
    extraInfo: lineExtraInfoField,
  })
  .strict();
export type AddPackageRequest = z.infer<typeof addPackageRequestSchema>;

/** GET api/basket/remove and GET api/basket/delete-basket-product. */
export const basketLineQuerySchema = z
  .object({ ...clientContext, basketId: basketIdField, basketProductId: idField })
  .strict();
export type BasketLineQuery = z.infer<typeof basketLineQuerySchema>;

/**
 * POST api/basket/add-attribute-items and remove-attribute-items. attributeItems are attribute item
 * ids; productAttributeItems are the pivot ids the menu answers (item.pivot.id): either works.
 */
export const lineAttributeItemsRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    basketProductId: idField,
    attributeItems: attributeItemsField.default([]),
    productAttributeItems: attributeItemsField.default([]),
  })
  .strict()
  .refine((v) => v.attributeItems.length + v.productAttributeItems.length > 0, {
    message: 'field_required',
    path: ['attributeItems'],
  });
export type LineAttributeItemsRequest = z.infer<typeof lineAttributeItemsRequestSchema>;

/** POST api/basket/update-extraInfo: the comment and person entries of one line. */
export const updateLineExtraInfoRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    basketProductId: idField,
    extraInfo: z.preprocess(parseJsonText, lineExtraInfoSchema.nullable()),
  })
  .strict();
export type UpdateLineExtraInfoRequest = z.infer<typeof updateLineExtraInfoRequestSchema>;

/** The basket's own extra_info: the table capacity the guest entered (adults and children). */
export const tableCapacitySchema = z
  .object({
    adults: z.coerce.number().int().min(0).max(100),
    children: z.coerce.number().int().min(0).max(100).default(0),
    /** The day the capacity was entered ('YYYY-MM-DD'); the storefront asks again on another day. */
    date: z.string().max(10).optional(),
  })
  .strict();
export const basketExtraInfoSchema = z.object({ table_capacity: tableCapacitySchema.nullable().optional() }).strict();
export type BasketExtraInfo = z.infer<typeof basketExtraInfoSchema>;

/** POST api/basket/update-basket-extraInfo. */
export const updateBasketExtraInfoRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    extraInfo: z.preprocess(parseJsonText, basketExtraInfoSchema),
  })
  .strict();
export type UpdateBasketExtraInfoRequest = z.infer<typeof updateBasketExtraInfoRequestSchema>;

/** POST api/basket/add-delivery-time: 'YYYY-MM-DD HH:MM'; null or '' clears it ('as soon as possible'). */
export const addDeliveryTimeRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    delivery_time: z.string().trim().max(25).nullable().optional(),
    deliveryType: deliveryTypeField.optional(),
    /** Ticketing: the slot length 'HH:MM'. */
    duration: z
      .string()
      .trim()
      .regex(/^(\d{1,3}:[0-5]\d)?$/, 'field_invalid')
      .nullable()
      .optional(),
  })
  .strict();
export type AddDeliveryTimeRequest = z.infer<typeof addDeliveryTimeRequestSchema>;

/** POST api/basket/change-delivery-method. */
export const changeDeliveryMethodRequestSchema = z
  .object({ ...clientContext, basketId: basketIdField, deliveryType: deliveryTypeField })
  .strict();
export type ChangeDeliveryMethodRequest = z.infer<typeof changeDeliveryMethodRequestSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The guest's details for the order (spec §3 'Order details'); which are required is per restaurant. */
export const userInfoSchema = z
  .object({
    name: optionalText(100),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'email_invalid')
      .nullable()
      .optional(),
    mobile: optionalPhoneField('mobile_numeric')
      .nullable()
      .optional(),
    birth_date: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'birth_date_invalid')
      .nullable()
      .optional(),
    comment: optionalText(500),
    company: optionalText(120),
    address: optionalText(120),
    house_number: optionalText(20),
    postalCode: z.string().trim().max(10).regex(/^\d*$/, 'postal_code_numeric').nullable().optional(),
    city: optionalText(100),
    country: optionalText(60),
  })
  .strict();
export type UserInfo = z.infer<typeof userInfoSchema>;
/** The stored details as answered: already normalised, so no input transforms in the answer's schema. */
const userInfoAnswerSchema = userInfoSchema.extend({ mobile: z.string().nullable().optional() });

/** The order-detail fields a guest can give (spec §3 'Order details'), the names personal_information_fields use. */
export const USER_INFO_FIELDS = userInfoSchema.keyof().options;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];

/** POST api/basket/add-address. */
export const addAddressRequestSchema = z
  .object({ ...clientContext, basketId: basketIdField, userInfo: z.preprocess(parseJsonText, userInfoSchema) })
  .strict();
export type AddAddressRequest = z.infer<typeof addAddressRequestSchema>;

export const postalCodeField = z.string().trim().min(1, 'field_required').max(10).regex(/^\d+$/, 'postal_code_numeric');

/** GET api/order/check-address. */
export const checkAddressQuerySchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    postalCode: postalCodeField,
    deliveryType: deliveryTypeField.optional(),
    date: z.string().max(25).optional(),
  })
  .strict();
export type CheckAddressQuery = z.infer<typeof checkAddressQuerySchema>;

/** GET api/restaurant/shipping-price and GET api/basket/total-price. */
export const priceQuerySchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    deliveryType: deliveryTypeField.optional(),
    postalCode: postalCodeField.optional(),
  })
  .strict();
export type PriceQuery = z.infer<typeof priceQuerySchema>;

/** POST api/basket/add-voucher-to-basket (fields in the query string, spec §7). */
export const addVoucherQuerySchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    voucherCode: z.string().trim().min(1, 'voucher_required').max(VOUCHER_CODE_MAX_LENGTH, 'voucher_invalid'),
  })
  .strict();
export type AddVoucherQuery = z.infer<typeof addVoucherQuerySchema>;

/** POST api/basket/add-tip. */
export const addTipRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    // A number, or a decimal string; [5], true, '0x10' or '5e2' are not amounts (no z.coerce).
    tip_price: z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        const text = value.trim();
        return TIP_TEXT.test(text) ? Number(text.replace(',', '.')) : value;
      },
      z
        .number('field_must_be_numeric')
        .min(0, 'tip_invalid')
        .max(TIP_MAX_AMOUNT, 'tip_invalid')
        .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'tip_invalid'),
    ),
  })
  .strict();
export type AddTipRequest = z.infer<typeof addTipRequestSchema>;

// ---------------------------------------------------------------- answers

const amount = z.number();
const flag = z.union([z.literal(0), z.literal(1)]);

export const basketDepotSchema = z.object({ name: z.string(), price: amount });

export const basketAttributeItemSchema = z.object({
  /** The attribute item id. */
  id: z.int(),
  name: z.string(),
  image: z.string().nullable(),
  /** Price of one unit of the item. */
  price: amount,
  quantity: z.int(),
  /** As the menu answers it: pivot.id is the item's id within its group. */
  pivot: z.object({ id: z.int(), price: amount }),
});
export type BasketAttributeItem = z.infer<typeof basketAttributeItemSchema>;

/** A product inside a package line (spec: RestaurantProductId, name, quantity, stock, productPackageId, depot). */
export const basketPackageItemSchema = z.object({
  id: z.int(),
  RestaurantProductId: z.int(),
  productId: z.int(),
  name: z.string(),
  /** Per one package. */
  quantity: z.int(),
  /** Units still available beyond what the basket holds; null = unlimited. */
  stock: z.int().nullable(),
  /** The package step the product was chosen in. */
  productPackageId: z.int(),
  depot: basketDepotSchema.nullable(),
});
export type BasketPackageItem = z.infer<typeof basketPackageItemSchema>;

export const basketProductSchema = z.object({
  basketProductId: z.int(),
  /** The product id (as on the menu card); RestaurantProductId and productId repeat it for older clients. */
  id: z.int(),
  RestaurantProductId: z.int(),
  productId: z.int(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.int(),
  /** One unit: product price plus its attribute items. */
  price: amount,
  /** quantity × (price + depot). */
  totalPrice: amount,
  /** Units of the product still available beyond what the basket holds; null = unlimited. */
  stock: z.int().nullable(),
  is_package: flag,
  attributeItems: z.array(basketAttributeItemSchema),
  /** Package lines: the chosen products; other lines: empty. */
  items: z.array(basketPackageItemSchema),
  depot: basketDepotSchema.nullable(),
  /** JSON text of { comment, itemDetails: [{ fullName, date, count }] }, or null. */
  extra_info: z.string().nullable(),
});
export type BasketProduct = z.infer<typeof basketProductSchema>;

export const basketTableSchema = z.object({
  id: z.int(),
  name: z.string(),
  capacity: z.int(),
  /** The code printed on the table (payFix sends it with the PIN); in the basket of a guest at the table only. */
  qrCode: z.string().nullable().optional(),
});

export const basketSchema = z.object({
  /** The basket id the storefront stores; long and random, never guessable. */
  id: z.string(),
  restaurant_id: z.int(),
  /** Sum of the lines (products, attribute items, package items, depot). */
  totalPrice: amount,
  products: z.array(basketProductSchema),
  /** 'YYYY-MM-DD HH:MM:SS' in the restaurant's time zone; null = as soon as possible. */
  deliveryTime: z.string().nullable(),
  duration: z.string().nullable(),
  voucher_code: z.string().nullable(),
  /** The discount the voucher gives on this basket. */
  voucherValue: amount,
  /** What the guest pays: totalPrice − voucherValue + shipping_price + tip. */
  totalWithDiscount: amount,
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  postalCode: z.string().nullable(),
  tip: amount,
  shipping_price: amount,
  /** Minimum order value for the basket's delivery zone (0 without one). */
  minimumOrderValue: amount,
  /** What the goods still lack to reach it (0 once reached). */
  minimumOrderMissing: amount,
  /** What the goods still lack for the zone's free delivery (0 once reached); null without such a threshold. */
  freeDeliveryMissing: amount.nullable(),
  table: basketTableSchema.nullable(),
  table_id: z.int().nullable(),
  extra_info: z.object({
    table_capacity: z.object({ adults: z.int(), children: z.int(), date: z.string().optional() }).nullable().optional(),
  }),
  userInfo: userInfoAnswerSchema.nullable(),
  /** Units in the basket, for the basket button's count. */
  count: z.int(),
});
export type Basket = z.infer<typeof basketSchema>;

/** change-delivery-method: the basket plus the products that had to leave it. */
export const deliveryMethodChangeSchema = z.object({
  basket: basketSchema,
  deliveryType: z.enum(DELIVERY_TYPES),
  removedProducts: z.array(z.object({ basketProductId: z.int(), productId: z.int(), name: z.string() })),
});
export type DeliveryMethodChange = z.infer<typeof deliveryMethodChangeSchema>;

/** shipping-price and total-price answers. */
export const basketPriceSchema = z.object({
  shippingPrice: amount,
  totalPrice: amount,
  voucherValue: amount,
  tip: amount,
  totalWithDiscount: amount,
  minimumOrderValue: amount,
  minimumOrderMissing: amount,
});
export type BasketPrice = z.infer<typeof basketPriceSchema>;

/** check-address answer. */
export const addressCheckSchema = z.object({
  postalCode: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  shippingPrice: amount,
  minimumOrderValue: amount,
  minimumOrderMissing: amount,
});
export type AddressCheck = z.infer<typeof addressCheckSchema>;
