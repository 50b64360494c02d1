import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderPushSubscriptions } from '../../src/db/schema/order-push.ts';
import { orders } from '../../src/db/schema/order.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, guestOrder, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { startFakePushService } from './fake-push-service.ts';
import { pushSubscriber } from './push-subscriber.ts';

let m: ManagerTestApp;
let managerToken: string;
let push: Awaited<ReturnType<typeof startFakePushService>>;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  push = await startFakePushService();
  m = await createManagerTestApp({
    push: { vapid, subject: 'mailto:push@tavola.test', extraServiceOrigins: [push.origin] },
  });
  managerToken = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
});
afterAll(async () => {
  await m.close();
  await push.close();
});

const subscribe = (orderId: string, subscription: unknown, lang = 'en') =>
  m.kit.post('/api/order/push', { orderId, subscription }, { lang });
const unsubscribe = async (orderId: string, endpoint: string) =>
  m.t.call({
    method: 'DELETE',
    url: '/api/order/push',
    payload: { restaurantId: m.kit.restaurantId, orderId, endpoint },
  });
const change = (payload: Record<string, unknown>) =>
  m.t.call({ method: 'POST', url: '/api/managers/order/change-status', token: managerToken, payload });

async function storedEndpoints(publicId: string): Promise<string[]> {
  const [order] = await m.t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
  const rows = await m.t.database.db
    .select({ endpoint: orderPushSubscriptions.endpoint })
    .from(orderPushSubscriptions)
    .where(eq(orderPushSubscriptions.orderId, order!.id));
  return rows.map((row) => row.endpoint).sort();
}

/** The messages the fake push service received at this endpoint, opened with the browser's keys. */
function openedAt(browser: ReturnType<typeof pushSubscriber>) {
  const path = new URL(browser.subscription.endpoint).pathname;
  return push.received.filter((delivery) => delivery.path === path).map((delivery) => browser.open(delivery.body));
}

describe('Web Push of the order status (issue 26 item 22)', () => {
  it('gives the browser the public key it subscribes with', async () => {
    const answer = await m.kit.get('/api/order/push/key', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ publicKey: vapid.publicKey });
  });

  it('sends accepted and ready to each subscribed phone in its language, signed and encrypted for it, then forgets them', async () => {
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const german = pushSubscriber(`${push.origin}/push/german`);
    const english = pushSubscriber(`${push.origin}/push/english`);
    const revoked = pushSubscriber(`${push.origin}/gone/revoked`);
    expect((await subscribe(orderId, german.subscription, 'de')).body.data).toEqual({ subscribed: true });
    expect((await subscribe(orderId, english.subscription, 'en')).statusCode).toBe(200);
    expect((await subscribe(orderId, revoked.subscription, 'en')).statusCode).toBe(200);
    const number = (await m.kit.get('/api/order', { orderId })).body.data.orderNumber as number;

    expect((await change({ orderId, status: 'processing', readyInMinutes: 25 })).statusCode).toBe(200);
    await vi.waitFor(() => expect(push.received).toHaveLength(3));
    // 11:00 UTC on the test clock is 12:00 in Berlin: ready around 12:25.
    expect(openedAt(german)).toEqual([
      {
        title: 'Trattoria Tavola',
        body: `Ihre Bestellung ${number} wurde angenommen und wird zubereitet. Fertig gegen 12:25.`,
        url: expect.stringContaining(`/paymentstatus?orderId=${orderId}`),
        tag: `order-${orderId}`,
      },
    ]);
    expect(openedAt(english)).toMatchObject([
      { body: `Your order ${number} has been accepted and is being prepared. Ready around 12:25.` },
    ]);
    const delivery = push.received.find((d) => d.path === '/push/german')!;
    expect(delivery.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'high' });
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    // The revoked browser's push service said 410 Gone: it is not tried again.
    await vi.waitFor(async () =>
      expect(await storedEndpoints(orderId)).toEqual([english.subscription.endpoint, german.subscription.endpoint]),
    );

    expect((await change({ orderId, status: 'delivered' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(push.received).toHaveLength(5));
    expect(openedAt(german).at(-1)).toMatchObject({ body: `Ihre Bestellung ${number} ist abholbereit.` });
    expect(openedAt(english).at(-1)).toMatchObject({ body: `Your order ${number} is ready to collect.` });
    await vi.waitFor(async () => expect(await storedEndpoints(orderId)).toEqual([]));
  });

  it('tells of a rejection with the reason, and no phone can sign up for a finished order', async () => {
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const guest = pushSubscriber(`${push.origin}/push/rejected`);
    await subscribe(orderId, guest.subscription, 'fr');
    await change({ orderId, status: 'rejected', reason: 'Plus de tiramisù' });
    await vi.waitFor(() => expect(openedAt(guest)).toHaveLength(1));
    expect(openedAt(guest)[0]).toMatchObject({
      body: expect.stringMatching(/n'a pas pu être acceptée\. « Plus de tiramisù »$/),
    });
    await vi.waitFor(async () => expect(await storedEndpoints(orderId)).toEqual([]));

    expectMessage(await subscribe(orderId, guest.subscription, 'fr'), 409, 'order_finished', 'fr');
    expect(await storedEndpoints(orderId)).toEqual([]);
  });

  it('stops when the guest turns updates off', async () => {
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const guest = pushSubscriber(`${push.origin}/push/turned-off`);
    await subscribe(orderId, guest.subscription);
    expect((await unsubscribe(orderId, guest.subscription.endpoint)).body.data).toEqual({ subscribed: false });
    expect(await storedEndpoints(orderId)).toEqual([]);
    const before = push.received.length;
    await change({ orderId, status: 'processing' });
    // Another order's update is the marker that the change has been pushed, if it were.
    const other = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const marker = pushSubscriber(`${push.origin}/push/marker`);
    await subscribe(other, marker.subscription);
    await change({ orderId: other, status: 'processing' });
    await vi.waitFor(() => expect(openedAt(marker)).toHaveLength(1));
    expect(push.received.slice(before).map((d) => d.path)).toEqual(['/push/marker']);
  });

  it('keeps one row per browser, at most five phones per order', async () => {
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    const phones = Array.from({ length: 5 }, (_, i) => pushSubscriber(`${push.origin}/push/phone-${i}`));
    for (const phone of phones) expect((await subscribe(orderId, phone.subscription)).statusCode).toBe(200);
    // The same browser again (new keys after a permission reset) replaces its row.
    const renewed = pushSubscriber(phones[0]!.subscription.endpoint);
    expect((await subscribe(orderId, renewed.subscription)).statusCode).toBe(200);
    expect(await storedEndpoints(orderId)).toHaveLength(5);
    const sixth = pushSubscriber(`${push.origin}/push/phone-6`);
    expectMessage(await subscribe(orderId, sixth.subscription, 'de'), 409, 'push_subscription_limit', 'de');
  });

  it("refuses endpoints outside the browsers' push services, malformed keys, unknown orders and calls without a token", async () => {
    const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 1]] });
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://localhost/push',
    ]) {
      const answer = await subscribe(orderId, pushSubscriber(endpoint).subscription, 'de');
      expectMessage(answer, 400, 'push_service_not_allowed', 'de');
    }
    const good = pushSubscriber('https://fcm.googleapis.com/fcm/send/abc').subscription;
    for (const subscription of [
      { ...good, keys: { ...good.keys, p256dh: 'not-a-key' } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, endpoint: 'javascript:alert(1)' },
      'a string',
    ]) {
      const answer = await subscribe(orderId, subscription);
      expect(answer.statusCode).toBe(422);
      expect(JSON.stringify(answer.body)).toContain('push_subscription_invalid');
    }
    expectMessage(await subscribe('no-such-order', good), 404, 'order_does_not_exists', 'en');
    const anonymous = await m.kit.post('/api/order/push', { orderId, subscription: good }, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedEndpoints(orderId)).toEqual([]);
  });
});
