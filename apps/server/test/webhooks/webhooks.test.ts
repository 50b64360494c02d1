import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/menu.ts';
import { orders } from '../../src/db/schema/order.ts';
import { tableReservations } from '../../src/db/schema/reservation.ts';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { tableBills } from '../../src/db/schema/table-bill.ts';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/webhook.ts';
import { runHousekeeping } from '../../src/housekeeping/run-housekeeping.ts';
import { guardedLookup } from '../../src/modules/webhooks/webhook-address.ts';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from '../../src/modules/webhooks/webhook-sender.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, guestOrder, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { verifyAsReceiver, WebhookReceiver } from './webhook-receiver.ts';

/*
 * Outbound webhooks (issue 30, decision 100): an owner's endpoint gets each event signed (Standard
 * Webhooks, checked with its own library), in order, exactly once; a receiver that is down gets them
 * when it is back; one down for 24 hours switches its endpoint off and the owner hears of it. Private
 * addresses are refused unless the operator allows them — this app allows them (its receiver is
 * local), a second one below does not.
 */

let m: ManagerTestApp;
let owner: string;
let kitchen: string;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  m = await createManagerTestApp({ webhooks: { allowPrivateNetworks: true } });
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  kitchen = await signedInManager(m.t, m.kit.restaurantId, 'kitchen@demo.test', undefined, 'kitchen');
});
afterAll(async () => {
  await m.close();
  await receiver.stop();
});
beforeEach(async () => {
  receiver.answer = { status: 204 };
  receiver.received.length = 0;
  await m.t.database.db.delete(webhookEndpoints);
});

const queue = () => m.t.app.deps.webhookQueue;
const later = (seconds: number) => m.clock.set(new Date(m.clock.now().getTime() + seconds * 1000));

async function addEndpoint(path: string, events: string[], token = owner) {
  return m.t.call({ method: 'POST', url: '/api/owner/webhooks?lang=en', token, payload: { url: `${receiver.url}${path}`, events, description: 'Kitchen display' } });
}

describe('webhook endpoints, as the owner keeps them', () => {
  it('adds an endpoint and shows its signing secret once; the list never shows it again', async () => {
    const created = await addEndpoint('/pos', ['order.created', 'order.status_changed']);
    expect(created.statusCode).toBe(200);
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(created.body.data).toMatchObject({ url: `${receiver.url}/pos`, enabled: true, pending: 0, events: ['order.created', 'order.status_changed'] });
    const list = await m.t.call({ method: 'GET', url: '/api/owner/webhooks', token: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it('is the owner’s: the kitchen gets a coded 403 and nothing is written', async () => {
    expectMessage(await addEndpoint('/pos', ['order.created'], kitchen), 403, 'owner_only', 'en');
    expect(await m.t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses no events, an unknown event and a non-URL with coded field messages', async () => {
    const none = await addEndpoint('/pos', []);
    expect(none.statusCode).toBe(422);
    expect(JSON.stringify(none.body)).toContain('webhook_events_required');
    const unknown = await addEndpoint('/pos', ['order.eaten']);
    expect(unknown.statusCode).toBe(422);
    const notUrl = await m.t.call({ method: 'POST', url: '/api/owner/webhooks?lang=de', token: owner, payload: { url: 'javascript:alert(1)', events: ['order.created'] } });
    expectFieldError(notUrl, 'url', 'webhook_url_invalid', 'de');
    expect(await m.t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('an unknown or another restaurant’s endpoint is a coded 404', async () => {
    const answer = await m.t.call({ method: 'PATCH', url: '/api/owner/webhooks/ep_0000?lang=de', token: owner, payload: { enabled: false } });
    expectMessage(answer, 404, 'webhook_not_found', 'de');
  });
});

describe('deliveries', () => {
  it('an order and its acceptance arrive signed, verifiable with the Standard Webhooks library, in order', async () => {
    const { secret } = (await addEndpoint('/pos', ['order.created', 'order.status_changed'])).body.data;
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const accepted = await m.t.call({ method: 'POST', url: '/api/managers/order/change-status', token: kitchen, payload: { orderId, status: 'processing' } });
    expect(accepted.statusCode).toBe(200);
    await queue().drain();

    expect(receiver.received).toHaveLength(2);
    const [created, changed] = receiver.received;
    for (const delivery of receiver.received) {
      expect(delivery.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(verifyAsReceiver(secret, delivery, m.clock.now())).toBeTruthy();
    }
    expect(JSON.parse(created!.body)).toMatchObject({ type: 'order.created', version: 1, data: { id: orderId, status: 'received', currency: 'EUR' } });
    expect(JSON.parse(changed!.body)).toMatchObject({ type: 'order.status_changed', data: { id: orderId, status: 'processing', previousStatus: 'received' } });
    // Only what the endpoint asked for: the order is not paid online, and no other event was chosen.
    expect(receiver.bodies('/pos').map((body) => body.type)).toEqual(['order.created', 'order.status_changed']);
  });

  it('a tampered body, a foreign secret and a replay after five minutes are each detected by the receiver', async () => {
    const { secret } = (await addEndpoint('/pos', ['order.created'])).body.data;
    await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    await queue().drain();
    const [delivery] = receiver.received;
    expect(verifyAsReceiver(secret, delivery!, m.clock.now())).toBeTruthy();
    const tampered = { ...delivery!, body: delivery!.body.replace('"order.created"', '"order.refunded"') };
    expect(() => verifyAsReceiver(secret, tampered, m.clock.now())).toThrow();
    expect(() => verifyAsReceiver(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery!, m.clock.now())).toThrow();
    expect(() => verifyAsReceiver(secret, delivery!, new Date(m.clock.now().getTime() + 6 * 60_000))).toThrow();
  });

  it('a receiver that is down gets every event once it is back, each exactly once and in order', async () => {
    await addEndpoint('/pos', ['order.created']);
    receiver.answer = { status: 503 };
    const orderIds = [];
    for (let i = 0; i < 3; i++) orderIds.push(await guestOrder(m.kit, { lines: [['tiramisu', 1]] }));
    await queue().drain();
    // The first was tried and failed; the two behind it waited for it.
    expect(receiver.received).toHaveLength(1);
    const log = await m.t.call({ method: 'GET', url: `/api/owner/webhooks/${(await endpointId())}/deliveries`, token: owner });
    expect(log.body.data.map((d: { state: string; attempts: number }) => [d.state, d.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 1],
    ]);
    expect(log.body.data[2].lastStatus).toBe(503);

    receiver.answer = { status: 204 };
    await queue().drain();
    expect(receiver.received).toHaveLength(1); // its retry is not due yet
    later(11);
    await queue().drain();
    const delivered = receiver.received.slice(1);
    expect(delivered.map((entry) => JSON.parse(entry.body).data.id)).toEqual(orderIds);
    expect(new Set(delivered.map((entry) => entry.headers['webhook-id'])).size).toBe(3);
    // The retried one kept its webhook-id: the receiver can tell it is the same message.
    expect(receiver.received[0]!.headers['webhook-id']).toBe(delivered[0]!.headers['webhook-id']);
    await queue().drain();
    expect(receiver.received).toHaveLength(4);
  });

  it('after 24 hours of failures the endpoint is switched off and its owner is mailed; new events are not written for it', async () => {
    await addEndpoint('/pos', ['order.created']);
    receiver.answer = { status: 500 };
    await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    await queue().drain();
    const start = m.clock.now();
    onTestFinished(() => m.clock.set(start)); // the signed-in tokens of the later tests
    for (let hour = 0; hour < 25; hour++) {
      later(3600);
      await queue().drain();
    }
    const [endpoint] = await m.t.database.db.select().from(webhookEndpoints);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const [given] = await m.t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(given!.failedAt).not.toBeNull();
    expect(given!.attempts).toBeGreaterThan(10);
    const mails = await readOutbox(m, 'owner@demo.test');
    expect(mails.some((mail) => mail.subject.includes('Webhook'))).toBe(true);

    const before = receiver.received.length;
    await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    await queue().drain();
    expect(receiver.received).toHaveLength(before);
    expect(await m.t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id))).toHaveLength(1);
  });

  it('the owner sends a delivery again: the same webhook-id and body arrive a second time', async () => {
    await addEndpoint('/pos', ['order.created']);
    await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    await queue().drain();
    const log = await m.t.call({ method: 'GET', url: `/api/owner/webhooks/${await endpointId()}/deliveries`, token: owner });
    const resent = await m.t.call({ method: 'POST', url: `/api/owner/webhooks/deliveries/${log.body.data[0].id}/resend?lang=en`, token: owner, payload: {} });
    expectMessage(resent, 200, 'webhook_resent', 'en');
    await queue().drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const unknown = await m.t.call({ method: 'POST', url: '/api/owner/webhooks/deliveries/999999/resend', token: owner, payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it('a dish that runs out and comes back is told as dish.sold_out and dish.back', async () => {
    await addEndpoint('/menu', ['dish.sold_out', 'dish.back']);
    const where = and(eq(products.restaurantId, m.kit.restaurantId), eq(products.key, 'tiramisu'));
    await m.t.database.db.update(products).set({ stock: 0 }).where(where);
    await m.t.database.db.update(products).set({ stock: 5 }).where(where);
    await m.t.database.db.update(products).set({ stock: 4 }).where(where);
    await queue().drain();
    expect(receiver.bodies('/menu').map((body) => [body.type, body.data.key])).toEqual([
      ['dish.sold_out', 'tiramisu'],
      ['dish.back', 'tiramisu'],
    ]);
    await m.t.database.db.update(products).set({ stock: null }).where(where);
  });

  it('a payment, a refund, a booking and its cancellation, and a paid table bill each write their event', async () => {
    await addEndpoint('/all', ['order.paid', 'order.refunded', 'reservation.booked', 'reservation.cancelled', 'table_bill.paid']);
    const { db } = m.t.database;
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    // The changes as their flows write them (payments, refunds, bookings and bills have their own suites).
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.publicId, orderId));
    await db.update(orders).set({ refundId: 'pending' }).where(eq(orders.publicId, orderId));
    await db.update(orders).set({ refundId: 're_42' }).where(eq(orders.publicId, orderId));
    const [table] = await db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, m.kit.restaurantId)).limit(1);
    const [booking] = await db
      .insert(tableReservations)
      .values({
        publicId: 'res_webhook_1',
        restaurantId: m.kit.restaurantId,
        tableId: table!.id,
        startsAt: new Date('2027-03-02T18:00:00Z'),
        endsAt: new Date('2027-03-02T20:00:00Z'),
        localDate: '2027-03-02',
        adults: 2,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+4930123',
        lang: 'en',
        cancelTokenHash: 'x',
      })
      .returning();
    await db.update(tableReservations).set({ status: 'cancelled' }).where(eq(tableReservations.id, booking!.id));
    const [bill] = await db.insert(tableBills).values({ publicId: 'bill_webhook_1', restaurantId: m.kit.restaurantId, tableId: table!.id }).returning();
    await db.update(tableBills).set({ status: 'paid', closedAt: m.clock.now() }).where(eq(tableBills.id, bill!.id));
    await queue().drain();
    expect(receiver.bodies('/all').map((body) => [body.type, body.data.id])).toEqual([
      ['order.paid', orderId],
      ['order.refunded', orderId],
      ['reservation.booked', 'res_webhook_1'],
      ['reservation.cancelled', 'res_webhook_1'],
      ['table_bill.paid', 'bill_webhook_1'],
    ]);
    // What a booking tells: the party and its name, not the guest's contact details.
    expect(JSON.stringify(receiver.bodies('/all')[2])).not.toContain('ada@example.com');
  });

  it('a redirect is not followed: the delivery failed with its status, the other address got nothing', async () => {
    await addEndpoint('/moved', ['order.created']);
    receiver.answer = { status: 302, location: `${receiver.url}/elsewhere` };
    await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    await queue().drain();
    expect(receiver.received.map((entry) => entry.path)).toEqual(['/moved']);
    const [delivery] = await m.t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'order.created'));
    expect(delivery).toBeDefined();
    const log = await m.t.call({ method: 'GET', url: `/api/owner/webhooks/${await endpointId()}/deliveries`, token: owner });
    expect(log.body.data[0]).toMatchObject({ state: 'pending', lastStatus: 302 });
  });
});

describe('the log', () => {
  it('housekeeping removes deliveries a month after they were delivered or given up, never a waiting one', async () => {
    await addEndpoint('/pos', ['order.created']);
    const [endpoint] = await m.t.database.db.select().from(webhookEndpoints);
    const now = m.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);
    const row = (eventType: string, done: Partial<typeof webhookDeliveries.$inferInsert>) => ({
      endpointId: endpoint!.id,
      restaurantId: m.kit.restaurantId,
      eventType,
      payload: { type: eventType },
      createdAt: daysAgo(40),
      ...done,
    });
    await m.t.database.db.insert(webhookDeliveries).values([
      row('delivered-long-ago', { deliveredAt: daysAgo(31) }),
      row('given-up-long-ago', { failedAt: daysAgo(31) }),
      row('delivered-yesterday', { deliveredAt: daysAgo(1) }),
      row('still-waiting', { availableAt: daysAgo(40) }),
    ]);
    expect((await runHousekeeping(m.t.database, now)).webhookDeliveries).toBe(2);
    const kept = await m.t.database.db.select({ eventType: webhookDeliveries.eventType }).from(webhookDeliveries);
    expect(kept.map((entry) => entry.eventType).sort()).toEqual(['delivered-yesterday', 'still-waiting']);
  });
});

describe('private networks, as the operator leaves them (off)', () => {
  const policy = { allowPrivateNetworks: false };
  const message = (url: string) => ({ url, secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`, messageId: 'msg_1', body: '{}', sentAt: new Date() });

  it.each(['https://127.0.0.1/hook', 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://localhost/hook'])(
    'an owner cannot save %s (coded 422), and it is never called',
    async (url) => {
      const strict = await createManagerTestApp();
      try {
        const ownerToken = await signedInManager(strict.t, strict.kit.restaurantId, 'owner@strict.test', undefined, 'owner');
        const answer = await strict.t.call({ method: 'POST', url: '/api/owner/webhooks?lang=en', token: ownerToken, payload: { url, events: ['order.created'] } });
        expectFieldError(answer, 'url', 'webhook_url_not_allowed', 'en');
        await expect(sendWebhook(message(url), policy)).rejects.toThrow();
      } finally {
        await strict.close();
      }
    },
  );

  it('plain http is refused, and a name that resolves to loopback is refused when connecting', async () => {
    const before = receiver.received.length;
    await expect(sendWebhook(message(`${receiver.url}/pos`), policy)).rejects.toThrow();
    expect(receiver.received).toHaveLength(before);
    // The connection's own lookup: whatever a name said when it was saved, its address now decides.
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(policy)('localhost', {}, (error) => resolve(error)),
    );
    expect(refused?.code).toBe('EWEBHOOKADDRESS');
    expect(refused?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
  });
});

describe('a receiver that takes the call and never answers', () => {
  it('gives up after 5 s: a failed try (retried later by the queue), not a worker that hangs', async () => {
    // Holds every request open without a word.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(async () => {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const reached = new Promise((resolve) => silent.once('request', resolve));
    // Only the sender's own deadline is faked; the socket and the receiver run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { port } = silent.address() as AddressInfo;
    let outcome: string | undefined;
    const sending = sendWebhook(
      { url: `http://127.0.0.1:${port}/hook`, secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`, messageId: 'msg_silent', body: '{}', sentAt: new Date(0) },
      { allowPrivateNetworks: true },
    ).then(
      (answer) => (outcome = `answered ${answer.status}`),
      (error: Error) => (outcome = error.message),
    );
    await reached;
    await vi.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(WEBHOOK_TIMEOUT_MS).toBe(5_000);
    expect(outcome).toBe('no answer within 5000 ms');
  });
});

async function endpointId(): Promise<string> {
  const [row] = await m.t.database.db.select({ publicId: webhookEndpoints.publicId }).from(webhookEndpoints);
  return row!.publicId;
}
