import { beforeAll, describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import type * as WebhookEvents from './webhook-events.ts';
import { WEBHOOK_EVENTS, WEBHOOK_PAYLOAD_VERSION } from './webhooks.ts';

// Loaded before the tests rather than imported at the top: building the body schemas can throw (a
// discriminated union checks its options when made), and a module that throws on a static import stops
// the file from being collected at all — no test fails, so the mutation run would count such a change
// as survived. Thrown in each describe's beforeAll, it fails that block's tests instead (the runner
// reads a failed describe, not a failed file).
let webhookEventSchema: typeof WebhookEvents.webhookEventSchema;
let webhookEventBodySchema: typeof WebhookEvents.webhookEventBodySchema;
let WEBHOOK_EVENT_WHEN: typeof WebhookEvents.WEBHOOK_EVENT_WHEN;
async function loadWebhookEvents() {
  ({ webhookEventSchema, webhookEventBodySchema, WEBHOOK_EVENT_WHEN } = await import('./webhook-events.ts'));
}

const order = {
  id: 'ord_8fK2mQ',
  number: 17,
  status: 'received',
  paymentStatus: 'paid',
  paymentType: 'mollie',
  deliveryTypeId: 1,
  deliveryAt: '2026-11-29T18:30:00Z',
  totalCents: 2450,
  currency: 'EUR',
  tableId: null,
  reason: null,
};

/** An order eaten at table 4, paid on site, ordered for as soon as possible. */
const tableOrder = { ...order, number: null, paymentStatus: null, paymentType: 'cash', deliveryTypeId: 3, deliveryAt: null, tableId: 4 };

const reservation = {
  id: 'res_3Hq9',
  tableId: 4,
  startsAt: '2026-12-24T18:00:00Z',
  endsAt: '2026-12-24T20:00:00.000Z',
  adults: 2,
  children: 1,
  name: 'Anna Weber',
  status: 'confirmed',
};

const tableBill = { id: 'bill_77', tableId: 4, closedAt: '2026-11-29T21:05:12.345Z' };

const dish = { id: 101, key: 'pizza-margherita', name: 'Pizza Margherita', stock: 0 };

const timestamp = '2026-11-29T12:00:00.000Z';

/** One valid data of each event. */
const dataFor = {
  'order.created': order,
  'order.status_changed': { ...order, status: 'processing', previousStatus: 'received' },
  'order.paid': order,
  'order.refunded': { ...order, status: 'rejected', reason: 'Kitchen closed early' },
  'reservation.booked': reservation,
  'reservation.cancelled': { ...reservation, status: 'cancelled' },
  'table_bill.paid': tableBill,
  'dish.sold_out': dish,
  'dish.back': { ...dish, stock: null },
} as const;

const bodyOf = (type: keyof typeof dataFor, data: unknown = dataFor[type]) => ({ type, timestamp, version: WEBHOOK_PAYLOAD_VERSION, data });

describe('the body of each webhook event', () => {
  beforeAll(loadWebhookEvents);

  it('keeps the type, time, version and every field of the data, for each event', () => {
    for (const type of WEBHOOK_EVENTS) {
      expect(parsed(webhookEventSchema(type), bodyOf(type))).toEqual(bodyOf(type));
      expect(parsed(webhookEventBodySchema, bodyOf(type))).toEqual(bodyOf(type));
    }
  });

  it('takes an order at a table, paid on site, for as soon as possible, without a number', () => {
    expect(parsed(webhookEventSchema('order.created'), bodyOf('order.created', tableOrder))).toEqual(bodyOf('order.created', tableOrder));
  });

  it('takes each order status, and refuses one it does not know', () => {
    for (const status of ['received', 'processing', 'delivered', 'rejected']) {
      expect(parsed(webhookEventSchema('order.paid'), bodyOf('order.paid', { ...order, status })).data.status).toBe(status);
      const changed = { ...order, status: 'delivered', previousStatus: status };
      expect(parsed(webhookEventBodySchema, bodyOf('order.status_changed', changed)).data).toEqual(changed);
    }
    expect(issuesOf(webhookEventSchema('order.paid'), bodyOf('order.paid', { ...order, status: 'eaten' })).map((issue) => issue.path)).toEqual(['data.status']);
    const unknownBefore = { ...order, status: 'processing', previousStatus: 'cooking' };
    expect(issuesOf(webhookEventBodySchema, bodyOf('order.status_changed', unknownBefore)).map((issue) => issue.path)).toEqual(['data.previousStatus']);
  });

  it('says the status an order had before a change, and only for that event', () => {
    expect(issuesOf(webhookEventBodySchema, bodyOf('order.status_changed', order)).map((issue) => issue.path)).toEqual(['data.previousStatus']);
    const withPrevious = { ...order, previousStatus: 'received' };
    expect(parsed(webhookEventBodySchema, bodyOf('order.created', withPrevious)).data).toEqual(order);
  });

  it('refuses a currency that is not a three-letter code and a total that is not whole cents', () => {
    expect(issuesOf(webhookEventBodySchema, bodyOf('order.paid', { ...order, currency: 'EURO' })).map((issue) => issue.path)).toEqual(['data.currency']);
    expect(issuesOf(webhookEventBodySchema, bodyOf('order.paid', { ...order, totalCents: 24.5 })).map((issue) => issue.path)).toEqual(['data.totalCents']);
  });

  it("refuses data of another event's kind", () => {
    expect(codesOf(webhookEventBodySchema, bodyOf('dish.sold_out', order)).length).toBeGreaterThan(0);
    expect(codesOf(webhookEventBodySchema, bodyOf('order.created', dish)).length).toBeGreaterThan(0);
    expect(codesOf(webhookEventBodySchema, bodyOf('table_bill.paid', reservation)).length).toBeGreaterThan(0);
    expect(codesOf(webhookEventBodySchema, bodyOf('reservation.booked', tableBill)).length).toBeGreaterThan(0);
  });

  it('refuses an unknown event, another event than the one asked for, and another payload version', () => {
    expect(codesOf(webhookEventBodySchema, { ...bodyOf('dish.back'), type: 'dish.eaten' })).toHaveLength(1);
    expect(issuesOf(webhookEventSchema('dish.back'), bodyOf('dish.sold_out')).map((issue) => issue.path)).toEqual(['type']);
    expect(issuesOf(webhookEventBodySchema, { ...bodyOf('dish.back'), version: WEBHOOK_PAYLOAD_VERSION + 1 }).map((issue) => issue.path)).toEqual(['version']);
  });
});

describe('the times in a webhook body', () => {
  beforeAll(loadWebhookEvents);

  const at = (time: string) => issuesOf(webhookEventBodySchema, { ...bodyOf('table_bill.paid'), timestamp: time, data: { ...tableBill, closedAt: time } });

  it('takes UTC times in ISO 8601, with or without milliseconds', () => {
    for (const time of ['2026-11-29T21:05:12Z', '2026-11-29T21:05:12.345Z', '2027-01-01T00:00:00.000Z']) expect(at(time)).toEqual([]);
  });

  it('refuses times with an offset, without the T or the Z, cut short, or with text around them', () => {
    for (const time of [
      '2026-11-29T22:05:12+01:00',
      '2026-11-29 21:05:12Z',
      '2026-11-29T21:05:12',
      '2026-11-29T21:05Z',
      '2026-11-29',
      '26-11-29T21:05:12Z',
      '2026-1-29T21:05:12Z',
      '2026-11-9T21:05:12Z',
      '2026-11-29T1:05:12Z',
      '2026-11-29T21:5:12Z',
      '2026-11-29T21:05:1Z',
      '2026-11-29T21:05:12.34Z',
      '2026-11-29T21:05:12.3456Z',
      '2026-11-29T21:05:12,345Z',
      'x2026-11-29T21:05:12Z',
      '2026-11-29T21:05:12Zx',
      'abcd-ef-ghTij:kl:mnZ',
      '2026-11-29T21:05:12.abcZ',
    ]) {
      expect(at(time).map((issue) => issue.path), time).toEqual(['timestamp', 'data.closedAt']);
    }
  });

  it('checks the times of a booking and the time an order is for', () => {
    expect(issuesOf(webhookEventBodySchema, bodyOf('reservation.booked', { ...reservation, startsAt: '2026-12-24 18:00', endsAt: '24.12.2026 20:00' })).map((issue) => issue.path)).toEqual([
      'data.startsAt',
      'data.endsAt',
    ]);
    expect(issuesOf(webhookEventBodySchema, bodyOf('order.created', { ...order, deliveryAt: '18:30' })).map((issue) => issue.path)).toEqual(['data.deliveryAt']);
  });
});

describe('what the webhook reference publishes', () => {
  beforeAll(loadWebhookEvents);

  it('says in a sentence when each event is sent, and knows no other events', () => {
    expect(Object.keys(WEBHOOK_EVENT_WHEN).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const type of WEBHOOK_EVENTS) expect(WEBHOOK_EVENT_WHEN[type]).toMatch(/^[A-Z].*\w.*\.$/);
  });

  it('describes the times and the order fields a restaurant could misread', () => {
    const orderBody = webhookEventSchema('order.created').shape;
    const orderFields = orderBody.data.shape;
    const bookingFields = webhookEventSchema('reservation.booked').shape.data.shape;
    const described = [
      orderBody.timestamp,
      orderFields.id,
      orderFields.number,
      orderFields.paymentStatus,
      orderFields.paymentType,
      orderFields.deliveryTypeId,
      orderFields.deliveryAt,
      orderFields.reason,
      bookingFields.startsAt,
    ];
    for (const field of described) expect(field.description).toMatch(/\w{2}/);
    expect(bookingFields.startsAt.description).toContain('UTC');
    expect(orderBody.timestamp.description).not.toBe(bookingFields.startsAt.description);
  });
});
