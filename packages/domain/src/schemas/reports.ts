import { z } from 'zod';
import { clientContext, DELIVERY_TYPES } from './basket.ts';
import { ORDER_PAYMENT_TYPES } from './order.ts';

/**
 * The owner's reports (docs/decisions/085-reports.md). A range is two local dates of the restaurant,
 * both included; every amount is integer cents and every figure is a sum over the orders that count.
 */

/** The longest range one report covers: a year and a bit, so a year over year still fits. */
export const REPORT_MAX_DAYS = 400;

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field_invalid').refine(isRealDate, 'field_invalid');

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const reportQuerySchema = z
  .object({ ...clientContext, from: localDate, to: localDate })
  .strict()
  .refine((v) => daysBetween(v.from, v.to) >= 0, { message: 'field_invalid', path: ['to'] })
  .refine((v) => daysBetween(v.from, v.to) < REPORT_MAX_DAYS, { message: 'field_invalid', path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const cents = z.int();
const bucket = { orders: z.int(), salesCents: cents, tipsCents: cents };

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  summary: z.object({
    orders: z.int(),
    /** What guests paid: goods − discounts + deposits + delivery fees + tips. */
    totalCents: cents,
    /** The total without tips: what the restaurant sold. */
    salesCents: cents,
    goodsCents: cents,
    discountCents: cents,
    depositCents: cents,
    deliveryFeeCents: cents,
    tipsCents: cents,
    ordersWithTip: z.int(),
    /** salesCents / orders, rounded half up; 0 without orders. */
    averageBasketCents: cents,
  }),
  days: z.array(z.object({ date: z.string(), ...bucket })),
  /** ISO weeks, by their Monday. */
  weeks: z.array(z.object({ week: z.string(), monday: z.string(), ...bucket })),
  /** All 24 hours of the day, local time. */
  hours: z.array(z.object({ hour: z.int(), ...bucket })),
  deliveryTypes: z.array(z.object({ deliveryType: z.enum(DELIVERY_TYPES), ...bucket })),
  paymentMethods: z.array(z.object({ paymentType: z.enum(ORDER_PAYMENT_TYPES), ...bucket })),
  /** By goods sold (before order discounts, without deposits), the best first. */
  topDishes: z.array(z.object({ name: z.string(), quantity: z.int(), revenueCents: cents })),
  vouchers: z.array(z.object({ code: z.string(), uses: z.int(), discountCents: cents })),
  rejections: z.object({
    orders: z.int(),
    totalCents: cents,
    refunded: z.int(),
    refundedCents: cents,
    /** Paid online, rejected, and the refund failed or is under way: to be checked at the provider. */
    refundPending: z.int(),
    refundPendingCents: cents,
  }),
  /** Online orders never paid (open, failed, expired, canceled): not sales, listed for the record. */
  unpaid: z.object({ orders: z.int(), totalCents: cents }),
  vat: z.object({
    rates: z.array(z.object({ rateBasisPoints: z.int(), grossCents: cents, netCents: cents, vatCents: cents })),
    /** Orders of a restaurant without declared VAT, tips excluded. */
    undeclaredCents: cents,
    /** Tips: no sale, outside VAT. */
    outsideVatCents: cents,
  }),
});
export type Report = z.infer<typeof reportSchema>;

/** The two CSV files an accountant gets. */
export const REPORT_EXPORTS = ['orders', 'lines'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
