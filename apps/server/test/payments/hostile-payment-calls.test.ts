import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/order.ts';
import { paymentEvents, testPayments } from '../../src/db/schema/payment.ts';
import { paymentMethods } from '../../src/db/schema/restaurant.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeMollie, type FakeMollie } from './support/fake-mollie.ts';
import { startFakeSaferpay, type FakeSaferpay } from './support/fake-saferpay.ts';
import { allowSelfSignedCertificates } from './support/self-signed-cert.ts';

/*
 * Forged and replayed payment calls, sent from outside to the running server over HTTP, as an attacker
 * (or a provider delivering twice) would. The orders are real: create-order through the order module,
 * payments at the local Mollie and SaferPay fakes.
 */
const MOLLIE_KEY = 'test_Wq8ZkF3nT5sJd2LmYp6Xv9Hr4Bc7Ga';
const SAFERPAY = {
  customerId: '245294',
  terminalId: '17951286',
  username: 'API_245294_08700063',
  password: 'JsonApiPwd1_sk8yQ7Jm',
};
const PUBLIC_URL = 'https://shop.example';

let t: TestApp;
let kit: OrderingKit;
let mollie: FakeMollie;
let saferpay: FakeSaferpay;
let restoreTls: () => void;
let server: string;
let secondRestaurantId: number;

beforeAll(async () => {
  restoreTls = allowSelfSignedCertificates();
  mollie = await startFakeMollie(MOLLIE_KEY);
  saferpay = await startFakeSaferpay(SAFERPAY);
  const clock = new TestClock();
  t = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      mollie: { apiKey: MOLLIE_KEY, apiUrl: mollie.apiUrl },
      saferpay: { ...SAFERPAY, apiUrl: saferpay.apiUrl },
    },
    { clock: clock.now },
  );
  kit = await orderingKit(t, clock);
  await t.database.db
    .insert(paymentMethods)
    .values({ restaurantId: kit.restaurantId, method: 'saferPay', label: 'SaferPay', configKeys: {}, position: 8 });
  await kit.settingsChanged();
  secondRestaurantId = (await importSecondRestaurant(t)).restaurantId;
  server = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await mollie.close();
  await saferpay.close();
  restoreTls();
});

async function placeOnlineOrder(paymentType: 'mollie' | 'saferPay') {
  const basketId = await checkoutBasket(kit);
  const answer = await kit.post('/api/order/create-order', { basketId, paymentType });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, answer.body.data.orderId));
  return row!;
}

const orderRow = async (publicId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.publicId, publicId)))[0]!;
const eventsOf = (publicId: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, publicId));

const mollieWebhook = (body: string, query: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${server}/api/payment/webhook/mollie?${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
const saferpayNotify = (query: string, method: 'GET' | 'POST' = 'GET') =>
  fetch(`${server}/api/payment/webhook/saferpay?${query}`, { method });

describe('forged Mollie webhooks change nothing', () => {
  it('an unknown payment, another restaurant, or a body claiming "paid" leave the order as it was', async () => {
    const order = await placeOnlineOrder('mollie');
    const before = await orderRow(order.publicId);
    const forged = [
      await mollieWebhook('id=tr_forged0000', `restaurantId=${kit.restaurantId}`),
      await mollieWebhook(`id=${order.paymentId}`, `restaurantId=${secondRestaurantId}`),
      await mollieWebhook(`id=${order.paymentId}`, 'restaurantId=999999'),
      await mollieWebhook(`id=${order.paymentId}&status=paid&amount=0.01`, `restaurantId=${kit.restaurantId}`),
      await mollieWebhook(
        JSON.stringify({ id: order.paymentId, status: 'paid' }),
        `restaurantId=${kit.restaurantId}`,
        'application/json',
      ),
      await mollieWebhook(`id=${order.paymentId}`, `restaurantId=${kit.restaurantId}&status=paid`),
    ];
    expect(forged.map((answer) => answer.status)).toEqual([404, 404, 404, 200, 200, 200]);
    for (const answer of forged.slice(3))
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ status: 'open' });

    const after = await orderRow(order.publicId);
    expect(after).toEqual({ ...before, updatedAt: after.updatedAt });
    expect(after.paymentStatus).toBe('open');
    expect((await eventsOf(order.publicId)).map((event) => event.status)).not.toContain('paid');
  });

  it('a replayed "paid" webhook, even many at once, applies the payment once', async () => {
    const order = await placeOnlineOrder('mollie');
    mollie.setStatus(order.paymentId!, 'paid');
    const deliveries = await Promise.all(
      Array.from({ length: 8 }, () => mollieWebhook(`id=${order.paymentId}`, `restaurantId=${kit.restaurantId}`)),
    );
    expect(deliveries.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const settled = await orderRow(order.publicId);
    expect(settled.paymentStatus).toBe('paid');

    const replay = await mollieWebhook(`id=${order.paymentId}`, `restaurantId=${kit.restaurantId}`);
    expect(replay.status).toBe(200);
    expect(await orderRow(order.publicId)).toEqual(settled);
    expect((await eventsOf(order.publicId)).filter((event) => event.status === 'paid')).toHaveLength(1);
  });
});

describe('forged SaferPay notifications change nothing', () => {
  const captures = () => saferpay.requests.filter((request) => request.path.endsWith('/Transaction/Capture')).length;

  it("another order's id, an unknown id or another restaurant are not found; an unpaid page stays unpaid", async () => {
    const order = await placeOnlineOrder('saferPay');
    const mollieOrder = await placeOnlineOrder('mollie');
    const before = await orderRow(order.publicId);
    const capturesBefore = captures();
    const forged = [
      await saferpayNotify(`restaurantId=${kit.restaurantId}&orderId=${mollieOrder.publicId}`),
      await saferpayNotify(`restaurantId=${kit.restaurantId}&orderId=unknown-order-id`),
      await saferpayNotify(`restaurantId=${secondRestaurantId}&orderId=${order.publicId}`),
      await saferpayNotify(`restaurantId=${kit.restaurantId}&orderId=${order.publicId}&status=paid`, 'POST'),
    ];
    expect(forged.map((answer) => answer.status)).toEqual([404, 404, 404, 200]);
    const after = await orderRow(order.publicId);
    expect(after.paymentStatus).not.toBe('paid');
    expect(after.status).toBe(before.status);
    expect(captures()).toBe(capturesBefore);
  });

  it('a replayed notification takes the money once and applies the payment once', async () => {
    const order = await placeOnlineOrder('saferPay');
    saferpay.setOutcome(order.paymentId!, 'authorized');
    const capturedBefore = saferpay.captured;
    const query = `restaurantId=${kit.restaurantId}&orderId=${order.publicId}`;
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, (_, i) => saferpayNotify(query, i % 2 ? 'POST' : 'GET')),
    );
    expect(deliveries.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect((await orderRow(order.publicId)).paymentStatus).toBe('paid');
    // Racing notifications may each ask for the capture; SaferPay takes the money once and refuses
    // the others with TRANSACTION_ALREADY_CAPTURED, which the adapter reads as paid.
    expect(saferpay.captured - capturedBefore).toBe(1);
    expect((await eventsOf(order.publicId)).filter((event) => event.status === 'paid')).toHaveLength(1);
  });
});

describe('no open redirect through a return or next URL', () => {
  const foreign = [
    'https://evil.example/phish',
    '//evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];

  it('create-order refuses return-URL fields it does not know, whatever their value', async () => {
    for (const target of foreign) {
      for (const field of ['redirectUrl', 'returnUrl', 'return_url', 'next', 'successUrl']) {
        const basketId = await checkoutBasket(kit);
        const answer = await kit.post('/api/order/create-order', { basketId, paymentType: 'mollie', [field]: target });
        expect(answer.statusCode, `${field}=${target}`).toBe(422);
      }
    }
  });

  it("the provider's return URL and the order's links are built from PUBLIC_URL, not from the request's Host", async () => {
    const basketId = await checkoutBasket(kit);
    const answer = await fetch(`${server}/api/order/create-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await t.publicToken()}`,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      body: JSON.stringify({ basketId, paymentType: 'mollie', restaurantId: kit.restaurantId }),
    });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { orderId: string; paymentLink: string } };
    const created = mollie.requests
      .filter((request) => request.method === 'POST' && request.path === '/v2/payments')
      .at(-1)!.body as {
      redirectUrl: string;
      webhookUrl: string;
    };
    expect(new URL(created.redirectUrl).origin).toBe(PUBLIC_URL);
    expect(new URL(created.webhookUrl).origin).toBe(PUBLIC_URL);
    expect(data.paymentLink).not.toContain('evil.example');
  });

  it("the built-in test provider's page sends the guest back to PUBLIC_URL only", async () => {
    const rows = await t.database.db.select({ redirectUrl: testPayments.redirectUrl }).from(testPayments);
    for (const row of rows) expect(new URL(row.redirectUrl).origin).toBe(PUBLIC_URL);
  });
});
