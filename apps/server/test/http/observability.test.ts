import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError } from '../../src/http/logging.ts';
import { signUpFields } from '../account/helpers.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Distinctive personal data and secrets: none of it may appear in a log line. */
const GUEST = {
  name: 'Wilhelmina Zwetschgenbaum',
  email: 'wilhelmina.zwetschge@example.org',
  mobile: '+4915198765432',
  address: 'Quittenweg',
  house_number: '77b',
  postalCode: '10119',
  city: 'Berlin',
};
const PASSWORD = 'plum tree in the courtyard';

describe('logs', () => {
  let t: TestApp;
  let kit: OrderingKit;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const clock = new TestClock();
    t = await createTestApp({ logLevel: 'info' }, { clock: clock.now, logStream: stream });
    kit = await orderingKit(t, clock);
  });
  afterAll(() => t.close());

  it('are JSON lines with a request id, one per request, and hold no personal data or secrets', async () => {
    const signUp = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      query: signUpFields({
        name: GUEST.name,
        email: GUEST.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        mobile: GUEST.mobile,
      }),
    });
    expect(signUp.statusCode, JSON.stringify(signUp.body)).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: GUEST.email, password: PASSWORD },
    });
    const customerToken = login.body.access_token as string;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: GUEST.email, password: 'wrong guess' },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: await kit.validTime('pickup') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
    const address = await kit.post('/api/basket/add-address', { basketId, userInfo: GUEST });
    expect(address.statusCode, JSON.stringify(address.body)).toBe(200);
    const order = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
    const traced = await t.call({
      method: 'GET',
      url: '/api/auth/user',
      token: customerToken,
      headers: { 'x-request-id': 'edge-7f3a91' },
    });
    expect(traced.headers['x-request-id']).toBe('edge-7f3a91');
    await t.app.close().catch(() => {});

    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = parsed.filter((line) => line.msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const line of requestLines)
      expect(line).toMatchObject({ reqId: expect.any(String), route: expect.any(String), status: expect.any(Number) });
    expect(requestLines.map((line) => line.reqId)).toContain('edge-7f3a91');
    expect(requestLines.find((line) => line.route === '/api/order/create-order')).toMatchObject({ status: 201 });

    const all = lines.join('\n');
    for (const secret of [
      GUEST.name,
      GUEST.email,
      GUEST.mobile,
      GUEST.address,
      PASSWORD,
      'wrong guess',
      customerToken,
      basketId,
      order.body.data.orderId,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('keep database parameters and e-mail addresses out of logged errors', () => {
    const failed = new Error(
      `Failed query: insert into users (email, name) values ($1, $2)\nparams: ${GUEST.email},${GUEST.name}`,
      {
        cause: new Error(`550 5.1.1 <${GUEST.email}>: Recipient address rejected`),
      },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).toContain('insert into users');
    expect(logged).not.toContain(GUEST.email);
    expect(logged).not.toContain(GUEST.name);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let kit: OrderingKit;
  const token = 'metrics-scraper-token-0123456789';
  beforeAll(async () => {
    const clock = new TestClock();
    t = await createTestApp({ metrics: { open: false, token } }, { clock: clock.now });
    kit = await orderingKit(t, clock);
  });
  afterAll(() => t.close());

  it('answers the scraper holding the token in Prometheus format: routes, orders, streams', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: await kit.validTime('pickup') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
    await kit.post('/api/basket/add-address', { basketId, userInfo: GUEST });
    expect((await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).statusCode).toBe(201);
    // A payment that cannot start: the provider's problem is counted by its code.
    const saferpay = await kit.post('/api/order/create-order', {
      basketId: await kit.createBasket(),
      paymentType: 'saferPay',
    });
    expect(saferpay.statusCode).toBeGreaterThanOrEqual(400);

    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-0000000000' },
        })
      ).statusCode,
    ).toBe(401);
    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/text\/plain/);
    expect(scraped.body).toMatch(
      /tavola_http_request_duration_seconds_bucket\{[^}]*route="\/api\/basket\/create"[^}]*\}/,
    );
    expect(scraped.body).toMatch(/^tavola_orders_created_total 1$/m);
    expect(scraped.body).toMatch(/^tavola_sse_clients \d+$/m);
    expect(scraped.body).toMatch(/tavola_process_cpu_seconds_total/);
    // Route patterns only: no basket id or query reaches a label.
    expect(scraped.body).not.toContain(basketId);
  });

  it('is off unless METRICS=1 or METRICS_TOKEN is set', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).not.toBe(200);
      expect(answer.body).not.toContain('tavola_');
    } finally {
      await plain.close();
    }
  });
});
