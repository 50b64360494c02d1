import { z } from 'zod';
import {
  basketAttributeItemSchema,
  basketDepotSchema,
  basketIdField,
  basketTableSchema,
  clientContext,
  DELIVERY_TYPES,
} from './basket.ts';
import { REJECTION_REASON_MAX_LENGTH } from '../orders/status-moves.ts';

/**
 * Requests and answers of the order endpoints (spec ordering-flow §3, §5, §7). Amounts are decimals
 * in the restaurant currency, as in the HTTP contract.
 */

/** Payment types a guest may choose at create-order (spec §5). */
export const ORDER_PAYMENT_TYPES = ['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix', 'pwc'] as const;
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];
/** These are paid at a provider's hosted page: create-order answers its link. */
export const ONLINE_PAYMENT_TYPES: readonly OrderPaymentType[] = ['mollie', 'saferPay'];

export const ORDER_STATUSES = ['received', 'processing', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ID_MAX_LENGTH = 64;
export const orderIdField = z.string().trim().min(1, 'field_required').max(ORDER_ID_MAX_LENGTH, 'field_invalid');

/** POST api/order/is-valid (fields in the query string, spec §7). */
export const isValidQuerySchema = z.object({ ...clientContext, basketId: basketIdField }).strict();
export type IsValidQuery = z.infer<typeof isValidQuerySchema>;

/** POST api/order/create-order. payFix needs the table's QR code and PIN. */
export const createOrderRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField,
    paymentType: z.enum(ORDER_PAYMENT_TYPES, 'payment_type_invalid'),
    qrCode: z.string().trim().max(200).nullable().optional(),
    pin: z.string().trim().max(20).nullable().optional(),
    tablePaymentId: z.union([z.string().max(64), z.number(), z.null()]).optional(),
    /** Items of a table bill paid together with the basket; kept with the order as given. */
    externalBasketItems: z.array(z.unknown()).max(200).nullable().optional(),
  })
  .strict()
  .refine((v) => v.paymentType !== 'payFix' || (!!v.qrCode && !!v.pin), {
    message: 'payfix_requires_qrcode_and_pin',
    path: ['qrCode'],
  });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** GET api/order. */
export const orderQuerySchema = z.object({ ...clientContext, orderId: orderIdField }).strict();
export type OrderQuery = z.infer<typeof orderQuerySchema>;

/** GET api/order/bill-request. */
export const billRequestQuerySchema = z.object({ ...clientContext, order_id: orderIdField }).strict();
export type BillRequestQuery = z.infer<typeof billRequestQuerySchema>;

/**
 * Manager status change (spec accounts-manager §7 change-status). A rejection carries the reason the
 * guest is told; accepting may say in how many minutes the order will be ready (else its chosen time).
 * A fraction of a minute answers the number's own 'field_must_be_numeric'.
 */
export const changeOrderStatusRequestSchema = z
  .object({
    ...clientContext,
    orderId: orderIdField,
    status: z.enum(ORDER_STATUSES, 'order_status_invalid'),
    reason: z.string().trim().max(REJECTION_REASON_MAX_LENGTH, 'field_too_long').optional(),
    readyInMinutes: z.coerce.number('field_must_be_numeric').int().min(0, 'field_invalid').max(24 * 60, 'field_invalid').optional(),
  })
  .strict()
  .refine((v) => v.status !== 'rejected' || !!v.reason, { message: 'order_reject_reason_required', path: ['reason'] });
export type ChangeOrderStatusRequest = z.infer<typeof changeOrderStatusRequestSchema>;

// ---------------------------------------------------------------- answers

const amount = z.number();

export const orderPackageItemSchema = z.object({
  productId: z.int(),
  name: z.string(),
  quantity: z.int(),
  productPackageId: z.int(),
  depot: basketDepotSchema.nullable(),
});

/** A line as it was sold: names and prices are copied at order time and never change afterwards. */
export const orderProductSchema = z.object({
  id: z.int(),
  productId: z.int().nullable(),
  name: z.string(),
  quantity: z.int(),
  price: amount,
  totalPrice: amount,
  is_package: z.union([z.literal(0), z.literal(1)]),
  attributeItems: z.array(basketAttributeItemSchema.omit({ image: true, pivot: true })),
  items: z.array(orderPackageItemSchema),
  depot: basketDepotSchema.nullable(),
  extra_info: z.string().nullable(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderSchema = z.object({
  /** The id handed to the guest: long and random. */
  orderId: z.string(),
  /** Short number for the kitchen and the guest ("order 1042"), counted per restaurant. */
  orderNumber: z.int(),
  restaurant_id: z.int(),
  status: z.enum(ORDER_STATUSES),
  is_online_payment: z.boolean(),
  /** The provider's payment id; absent when the order is not paid online. */
  payment_id: z.string().nullable().optional(),
  paymentType: z.enum(ORDER_PAYMENT_TYPES),
  /** open, pending, paid, failed, canceled, expired; null when not paid online. */
  paymentStatus: z.string().nullable(),
  paymentLink: z.string().nullable(),
  deliveryType: z.enum(DELIVERY_TYPES),
  /** 'YYYY-MM-DD HH:MM:SS' restaurant-local; null = as soon as possible. */
  deliveryTime: z.string().nullable(),
  subtotal: amount,
  voucher_code: z.string().nullable(),
  voucherValue: amount,
  shipping_price: amount,
  tip: amount,
  total_price: amount,
  currency: z.string(),
  /** JSON text of the guest's details. */
  user_details: z.string().nullable(),
  products: z.array(orderProductSchema),
  table: basketTableSchema.nullable(),
  bill_requested: z.boolean(),
  created_at: z.string(),
  /** Why the restaurant rejected the order (rejected orders only). */
  status_reason: z.string().nullable().optional(),
  /** The guest reviewed the order already (GET api/order only). */
  reviewed: z.boolean().optional(),
  /** When the kitchen expects the order ready, set when it was accepted (ISO instant). */
  expected_at: z.string().nullable().optional(),
  /**
   * GET api/order only, for the guest's estimate (orders/order-eta): the lead time of the order's
   * delivery type (null when the type is no longer offered) and the busy lever's extra minutes now.
   */
  lead_minutes: z.int().nullable().optional(),
  busy_minutes: z.int().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** create-order answer: the order plus where the browser goes next. */
export const createdOrderSchema = orderSchema.extend({ paymentLink: z.string() });
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** is-valid answer when every rule passes. */
export const orderValiditySchema = z.object({ valid: z.literal(true), totalWithDiscount: amount });
export type OrderValidity = z.infer<typeof orderValiditySchema>;
