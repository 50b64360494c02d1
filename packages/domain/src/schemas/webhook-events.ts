import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_PAYLOAD_VERSION, type WebhookEvent } from './webhooks.ts';

/*
 * The bodies Tavola sends to a restaurant's webhook endpoints (issue 30, decision 100). The database
 * builds them (the triggers of migration 0029, so an event is written in the same transaction as its
 * change); these schemas are what the OpenAPI document's `webhooks` section publishes, and the server
 * suite parses every body its receiver gets with them, so the published shape is the sent one.
 */

const utcTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/).describe('UTC, ISO 8601');

const orderData = z.object({
  id: z.string().describe('The order id the storefront and the API use'),
  number: z.int().nullable().describe("The restaurant's order number of the day"),
  status: z.enum(['received', 'processing', 'delivered', 'rejected']),
  paymentStatus: z.string().nullable().describe('open, paid, failed, canceled or expired for an online payment; null on site'),
  paymentType: z.string().describe('cash, card (on site), or the online provider'),
  deliveryTypeId: z.int().describe('1 delivery, 2 pickup, 3 eat here'),
  deliveryAt: utcTime.nullable().describe('The time ordered for; null: as soon as possible'),
  totalCents: z.int(),
  currency: z.string().length(3),
  tableId: z.int().nullable(),
  reason: z.string().nullable().describe('Why it was rejected'),
});

const reservationData = z.object({
  id: z.string(),
  tableId: z.int(),
  startsAt: utcTime,
  endsAt: utcTime,
  adults: z.int(),
  children: z.int(),
  name: z.string(),
  status: z.string(),
});

const tableBillData = z.object({ id: z.string(), tableId: z.int(), closedAt: utcTime });

const dishData = z.object({ id: z.int(), key: z.string(), name: z.string(), stock: z.int().nullable() });

const dataOf = {
  'order.created': orderData,
  'order.status_changed': orderData.extend({ previousStatus: orderData.shape.status }),
  'order.paid': orderData,
  'order.refunded': orderData,
  'reservation.booked': reservationData,
  'reservation.cancelled': reservationData,
  'table_bill.paid': tableBillData,
  'dish.sold_out': dishData,
  'dish.back': dishData,
} satisfies Record<WebhookEvent, z.ZodType>;

/** What each event means, for the reference. */
export const WEBHOOK_EVENT_WHEN: Record<WebhookEvent, string> = {
  'order.created': 'An order is placed.',
  'order.status_changed': 'Staff accept, finish or reject an order.',
  'order.paid': "An order's online payment arrived.",
  'order.refunded': 'The payment of a rejected order went back.',
  'reservation.booked': 'A table is booked, online or by staff.',
  'reservation.cancelled': 'A booking is cancelled.',
  'table_bill.paid': "A table's shared bill is paid in full.",
  'dish.sold_out': "A dish's stock reaches 0.",
  'dish.back': 'A sold-out dish is back (its stock leaves 0).',
};

/** The body of one event: `{type, timestamp, version, data}`. */
export function webhookEventSchema<E extends WebhookEvent>(type: E) {
  return z.object({
    type: z.literal(type),
    timestamp: utcTime.describe('When the change was made'),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    data: dataOf[type],
  });
}

/** Any event's body, told apart by `type`. */
export const webhookEventBodySchema = z.discriminatedUnion(
  'type',
  WEBHOOK_EVENTS.map((type) => webhookEventSchema(type)) as unknown as [
    ReturnType<typeof webhookEventSchema>,
    ...ReturnType<typeof webhookEventSchema>[],
  ],
);
