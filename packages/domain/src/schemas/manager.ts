import { z } from 'zod';
import { emailField, pageSchema, PASSWORD_MAX_LENGTH, passwordField } from './account.ts';
import { clientContext } from './basket.ts';
import { orderProductSchema, orderSchema } from './order.ts';
import { idField, pageField } from './fields.ts';

/**
 * Requests and answers of the manager side (spec accounts-manager §4, §6, §7 api/managers/*).
 * A manager signs in for one restaurant at a time; the token is refused on guest and customer routes
 * and guest tokens are refused here.
 */

/**
 * What a person may do in one restaurant (decisions 080, 086). Owners run the restaurant (menu,
 * settings, staff and numbers) and the board; managers run the board and its levers; the kitchen
 * sees the board without any money figure and moves orders along. The same person may own one
 * restaurant and only cook in another.
 */
export const STAFF_ROLES = ['owner', 'manager', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST api/managers/login. */
export const managerLogInRequestSchema = z
  .object({
    ...clientContext,
    email: emailField,
    password: z.string().min(1, 'field_required').max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type ManagerLogInRequest = z.infer<typeof managerLogInRequestSchema>;

/** POST api/managers/set-password: the one-time link printed by `npm run manager -- add`. */
export const managerSetPasswordRequestSchema = z
  .object({
    ...clientContext,
    token: z.string().trim().min(1, 'field_required').max(200),
    password: passwordField,
  })
  .strict();
export type ManagerSetPasswordRequest = z.infer<typeof managerSetPasswordRequestSchema>;

export const MANAGER_ORDER_FILTER_TYPES = ['create', 'delivery'] as const;
export type ManagerOrderFilterType = (typeof MANAGER_ORDER_FILTER_TYPES)[number];
export const MANAGER_ORDERS_PAGE_SIZE = 100;
export const MANAGER_ORDERS_MAX_PAGE_SIZE = 500;

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field_invalid');

/**
 * GET api/managers/order: orders whose creation (filter_type create) or delivery time (delivery) lies
 * on the restaurant-local days from_date … to_date (inclusive; default today). An order for "as soon
 * as possible" counts by its creation day under either filter.
 */
export const managerOrdersQuerySchema = z
  .object({
    ...clientContext,
    from_date: localDate.optional(),
    to_date: localDate.optional(),
    filter_type: z.enum(MANAGER_ORDER_FILTER_TYPES, 'field_invalid').default('create'),
    page: pageField,
    per_page: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(1, 'field_invalid')
      .max(MANAGER_ORDERS_MAX_PAGE_SIZE, 'field_invalid')
      .default(MANAGER_ORDERS_PAGE_SIZE),
  })
  .strict()
  .refine((v) => !v.from_date || !v.to_date || v.from_date <= v.to_date, {
    message: 'field_invalid',
    path: ['to_date'],
  });
export type ManagerOrdersQuery = z.infer<typeof managerOrdersQuerySchema>;

/** An order as the board shows it: the guest's order plus what only the restaurant sees. */
export const managerOrderSchema = orderSchema.extend({
  /** The order was refunded (rejecting an order paid online refunds it). */
  refunded: z.boolean(),
  /**
   * Placed with an online payment that has not come in yet (open, pending or not started): the
   * board shows it in a quiet lane, without a chime, so nobody cooks it but everybody sees it. It
   * lapses after the checkout lifetime and then leaves the board.
   */
  awaiting_payment: z.boolean(),
  updated_at: z.string(),
  /**
   * An order on a table's bill (paying together, issue 27 item 4): what guests paid of this order's
   * dishes, and of the whole bill (an equal split pays the bill, not dishes). Absent off a bill.
   */
  table_bill: z
    .object({ status: z.enum(['open', 'paid']), order_paid: z.number(), order_total: z.number(), bill_paid: z.number(), bill_total: z.number() })
    .optional(),
});
export type ManagerOrder = z.infer<typeof managerOrderSchema>;

export const managerOrdersPageSchema = pageSchema(managerOrderSchema);
export type ManagerOrdersPage = z.infer<typeof managerOrdersPageSchema>;

/**
 * An order as the kitchen sees it (decision 086): the board's order without a single money figure —
 * no prices on the lines, no totals, tip, fees or voucher, no payment link.
 */
export const kitchenOrderSchema = managerOrderSchema
  .omit({ subtotal: true, voucher_code: true, voucherValue: true, shipping_price: true, tip: true, total_price: true, paymentLink: true, payment_id: true, products: true, table_bill: true })
  .extend({ products: z.array(orderProductSchema.omit({ price: true, totalPrice: true })) });
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;

/** What the board's order calls answer: the full order for owners and managers, the kitchen's for the kitchen. */
export const boardOrderSchema = z.union([managerOrderSchema, kitchenOrderSchema]);
export type BoardOrder = ManagerOrder | KitchenOrder;
export const boardOrdersPageSchema = pageSchema(boardOrderSchema);
export type BoardOrdersPage = z.infer<typeof boardOrdersPageSchema>;

/** The order's money figures, when the answer carries them (not for the kitchen). */
export function orderHasFigures(order: BoardOrder): order is ManagerOrder {
  return 'total_price' in order;
}

/** The levers as they stand (only the ones running). */
export const managerOrderingStateSchema = z.object({
  pausedUntil: z.string().nullable(),
  pauseMessage: z.string().nullable(),
  busyExtraMinutes: z.int(),
  busyUntil: z.string().nullable(),
});
export type ManagerOrderingState = z.infer<typeof managerOrderingStateSchema>;

/** GET api/managers/restaurant: the restaurant signed in to, and the others this manager may open. */
export const managerRestaurantSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  lang: z.string(),
  manager: z.object({ email: z.string(), role: z.enum(STAFF_ROLES) }),
  ordering: managerOrderingStateSchema,
  restaurants: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
});
export type ManagerRestaurant = z.infer<typeof managerRestaurantSchema>;

/** An event of the board stream (GET api/managers/order/stream): something happened to an order. */
export const managerBoardEventSchema = z.object({
  /** Empty for a table's call that is not about one order (the dish collector). */
  orderId: z.string(),
  kind: z.enum(['created', 'status', 'payment', 'bill', 'robot', 'call_done', 'reservation']),
  status: z.string(),
  paymentStatus: z.string().nullable(),
  /** robot: the table that called the dish collector. */
  tableName: z.string().optional(),
  /** created: the order waits for its online payment (no chime until `payment` says paid). */
  awaitingPayment: z.boolean().optional(),
  /** reservation: a guest booked a table online or cancelled through the mailed link (issue 27 item 3). */
  reservation: z
    .object({
      action: z.enum(['booked', 'cancelled']),
      name: z.string(),
      date: z.string(),
      time: z.string(),
      people: z.int(),
      tableName: z.string(),
    })
    .optional(),
});
export type ManagerBoardEvent = z.infer<typeof managerBoardEventSchema>;

/** GET api/managers/summary: the day's orders and revenue by payment type (from_date/to_date as the order list). */
export const managerSummaryQuerySchema = z
  .object({ ...clientContext, from_date: localDate.optional(), to_date: localDate.optional() })
  .strict();
export const managerSummarySchema = z.object({
  currency: z.string(),
  orders: z.int(),
  total: z.number(),
  byPaymentType: z.array(z.object({ paymentType: z.string(), orders: z.int(), total: z.number() })),
});
export type ManagerSummary = z.infer<typeof managerSummarySchema>;

/** POST api/managers/ordering/pause: no online orders for `minutes` from now, with a message for guests. */
export const managerPauseRequestSchema = z
  .object({
    ...clientContext,
    minutes: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(5, 'field_invalid')
      .max(24 * 60, 'field_invalid'),
    message: z.string().trim().max(300, 'field_too_long').optional(),
  })
  .strict();
export type ManagerPauseRequest = z.infer<typeof managerPauseRequestSchema>;

/** POST api/managers/ordering/busy: add extraMinutes (15/30/45/60; 0 ends it) to earliest order times for `minutes`. */
export const managerBusyRequestSchema = z
  .object({
    ...clientContext,
    extraMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45), z.literal(60)], 'field_invalid'),
    minutes: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(5, 'field_invalid')
      .max(24 * 60, 'field_invalid')
      .default(120),
  })
  .strict();
export type ManagerBusyRequest = z.infer<typeof managerBusyRequestSchema>;

/** GET api/managers/products: every dish with its stock (null: unlimited, 0: sold out), in menu order. */
export const managerProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.string(),
  stock: z.int().nullable(),
});
export type ManagerProduct = z.infer<typeof managerProductSchema>;

export const STOCK_MAX = 100_000;

/** POST api/managers/products/stock: sold out (0), back without a limit (null) or a number left. */
export const setProductStockRequestSchema = z
  .object({
    ...clientContext,
    productId: idField,
    stock: z.int('field_must_be_numeric').min(0, 'field_invalid').max(STOCK_MAX, 'field_invalid').nullable(),
  })
  .strict();
export type SetProductStockRequest = z.infer<typeof setProductStockRequestSchema>;

/** GET api/managers/tables: each table with the address its QR code opens and the code as SVG. */
export const managerTableSchema = z.object({
  id: z.int(),
  name: z.string(),
  capacity: z.int(),
  area: z.string().nullable(),
  reservable: z.boolean(),
  url: z.string(),
  svg: z.string(),
});
export type ManagerTable = z.infer<typeof managerTableSchema>;
