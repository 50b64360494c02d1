import { z } from 'zod';
import { BILL_SHARE_UNITS_MAX, BILL_SPLIT_MAX, BILL_SPLIT_MIN } from '../tables/table-bill.ts';
import { basketIdField, clientContext } from './basket.ts';
import { idField } from './fields.ts';
import { orderIdField } from './order.ts';

/**
 * Paying together at the table (spec accounts-manager §3, §4, §7 table-payments). Amounts are
 * decimals in the restaurant currency, as everywhere in the HTTP contract.
 */

export const TABLE_PAYMENT_ID_MAX_LENGTH = 64;
export const tablePaymentIdField = z
  .string()
  .trim()
  .min(1, 'field_required')
  .max(TABLE_PAYMENT_ID_MAX_LENGTH, 'field_invalid');

/**
 * POST api/table-payments/create: the guest's basket (set to the table by its QR code) or their
 * eat-here order says which table; the answer is the table's open bill, the same for every guest
 * at it. tablePaymentId and tableName are accepted as the spec's client sends them and must match.
 */
export const createTableBillRequestSchema = z
  .object({
    ...clientContext,
    basketId: basketIdField.optional(),
    orderId: orderIdField.optional(),
    tablePaymentId: tablePaymentIdField.optional(),
    tableName: z.string().trim().max(100, 'field_invalid').optional(),
  })
  .strict()
  .refine((value) => value.basketId !== undefined || value.orderId !== undefined, {
    message: 'table_does_not_exists',
    path: ['basketId'],
  });
export type CreateTableBillRequest = z.infer<typeof createTableBillRequestSchema>;

/** GET api/table-payments. */
export const tableBillQuerySchema = z.object({ ...clientContext, tablePaymentId: tablePaymentIdField }).strict();

/** One unit of a bill line, as guests pick it. */
export const billUnitRefSchema = z
  .object({
    orderLineId: idField,
    unit: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(0, 'field_invalid')
      .max(999, 'field_invalid'),
  })
  .strict();
export type BillUnitRef = z.infer<typeof billUnitRefSchema>;

export const TABLE_BILL_ACTIONS = ['select', 'unselect'] as const;

/**
 * POST api/table-payments/events: a guest's picks, passed live to the others at the table (the
 * sender's own socket, named by the X-Socket-Id header, is left out). Nothing is held by a pick:
 * units are taken only when the guest pays (api/table-payments/pay).
 */
export const tableBillEventRequestSchema = z
  .object({
    ...clientContext,
    tablePaymentId: tablePaymentIdField,
    action: z.enum(TABLE_BILL_ACTIONS, 'field_invalid'),
    basketItems: z.array(billUnitRefSchema).max(BILL_SHARE_UNITS_MAX, 'field_invalid'),
  })
  .strict();
export type TableBillEventRequest = z.infer<typeof tableBillEventRequestSchema>;

/**
 * POST api/table-payments/pay: the guest pays chosen units, or an equal part of what is left when
 * the table splits (`split` = how many guests share what is left, counting the one paying now).
 */
export const payTableShareRequestSchema = z
  .object({
    ...clientContext,
    tablePaymentId: tablePaymentIdField,
    /** Online only: paying on site is the waiter's business, not a share. */
    paymentType: z.enum(['mollie', 'saferPay'], 'payment_type_invalid'),
    basketItems: z.array(billUnitRefSchema).max(BILL_SHARE_UNITS_MAX, 'field_invalid').optional(),
    split: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(BILL_SPLIT_MIN, 'field_invalid')
      .max(BILL_SPLIT_MAX, 'field_invalid')
      .optional(),
  })
  .strict()
  .refine(
    (value) => (value.split === undefined) !== (value.basketItems === undefined || value.basketItems.length === 0),
    {
      message: 'table_bill_choose_items',
      path: ['basketItems'],
    },
  );
export type PayTableShareRequest = z.infer<typeof payTableShareRequestSchema>;

export const TABLE_BILL_UNIT_STATES = ['open', 'pending', 'paid'] as const;

export const tableBillUnitSchema = z.object({
  orderLineId: z.int(),
  unit: z.int(),
  name: z.string(),
  orderNumber: z.int().nullable(),
  price: z.number(),
  /** open: anyone may pay it; pending: a guest is paying it now; paid. */
  state: z.enum(TABLE_BILL_UNIT_STATES),
});
export type TableBillUnit = z.infer<typeof tableBillUnitSchema>;

export const tableBillSchema = z.object({
  tablePaymentId: z.string(),
  tableName: z.string(),
  status: z.enum(['open', 'paid']),
  total: z.number(),
  paid: z.number(),
  /** Being paid right now (a guest is on the provider's page). */
  pending: z.number(),
  /** Still to pay: total − paid − pending. */
  left: z.number(),
  /** Once a guest paid an equal part, the rest is split too: units can no longer be picked. */
  splitStarted: z.boolean(),
  /** What an equal split divides: the total less what guests pay for their own dishes. */
  splitBase: z.number(),
  items: z.array(tableBillUnitSchema),
});
export type TableBill = z.infer<typeof tableBillSchema>;

export const tableSharePaymentSchema = z.object({
  tablePaymentId: z.string(),
  shareId: z.string(),
  amount: z.number(),
  paymentLink: z.string(),
});
export type TableSharePayment = z.infer<typeof tableSharePaymentSchema>;

/** What the table's live socket sends: a new state of the bill, or another guest's picks. */
export const tableBillSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), socketId: z.string() }),
  z.object({ type: z.literal('bill_changed'), tablePaymentId: z.string() }),
  z.object({
    type: z.literal('picks'),
    action: z.enum(TABLE_BILL_ACTIONS),
    socketId: z.string(),
    basketItems: z.array(z.object({ orderLineId: z.int(), unit: z.int() })),
  }),
]);
export type TableBillSocketMessage = z.infer<typeof tableBillSocketMessageSchema>;

/** The manager board's view of the tables' bills. */
export const managerTableBillSchema = z.object({
  tablePaymentId: z.string(),
  tableName: z.string(),
  status: z.enum(['open', 'paid']),
  total: z.number(),
  paid: z.number(),
  left: z.number(),
  openedAt: z.string(),
});
export type ManagerTableBill = z.infer<typeof managerTableBillSchema>;

/** GET api/managers/table-bills: today's payFix PIN and the tables' bills (open, and paid in the last hours). */
export const managerTableBillsSchema = z.object({
  /** The PIN of the day guests enter to pay at the table (payFix). */
  pin: z.string(),
  bills: z.array(managerTableBillSchema),
});
export type ManagerTableBills = z.infer<typeof managerTableBillsSchema>;
