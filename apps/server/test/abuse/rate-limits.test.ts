import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { baskets } from '../../src/db/schema/basket.ts';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter.ts';
import { clientNetwork, PUBLIC_RATE_LIMITS } from '../../src/http/rate-limits.ts';
import { TestClock } from '../account/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const clock = new TestClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true }, { clock: clock.now });
  token = await t.publicToken();
});
afterAll(() => t.close());

const createBasket = (ip: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/basket/create?lang=de',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}` },
  });

async function basketCount() {
  const [row] = await t.database.db.select({ n: count() }).from(baskets);
  return row!.n;
}

describe('public endpoint rate limits', () => {
  const { max, windowSeconds } = PUBLIC_RATE_LIMITS.create_basket;

  it('lets a client create baskets up to the limit, then answers 429 with Retry-After and the coded message', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < max; i += 1) expect((await createBasket(ip)).statusCode).toBe(200);
    const before = await basketCount();

    const refused = await createBasket(ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const body = JSON.parse(refused.body);
    expect(body).toMatchObject({ type: 'error', message: { code: 'too_many_requests' }, retry_after: retryAfter });
    expect(body.message.body).toMatch(/Zu viele Versuche/);
    expect(await basketCount()).toBe(before);

    // Another guest is not held back by this one.
    expect((await createBasket('198.51.100.8')).statusCode).toBe(200);

    // Once the window has passed, the client may start again.
    clock.advance(retryAfter);
    expect((await createBasket(ip)).statusCode).toBe(200);
  });

  it('counts together across server processes sharing one database', async () => {
    // A second app on the same database is what a second process behind the same proxy is.
    const second = await buildApp({ config: t.config, database: t.database, clock: clock.now });
    await second.ready();
    try {
      const ip = '198.51.100.20';
      for (let i = 0; i < max; i += 1)
        expect((await createBasket(ip, i % 2 === 0 ? t.app : second)).statusCode).toBe(200);
      expect((await createBasket(ip, t.app)).statusCode).toBe(429);
      expect((await createBasket(ip, second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits newsletter sign-ups per client; a refused call subscribes nobody', async () => {
    const ip = '198.51.100.30';
    const subscribe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/newsletter/create?email=${encodeURIComponent(email)}&lang=en`,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < PUBLIC_RATE_LIMITS.newsletter.max; i += 1) {
      expect((await subscribe(`reader-${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await subscribe('one-too-many@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'one-too-many@example.com'));
    expect(rows).toEqual([]);
  });

  it.each([
    [
      'record_visit',
      { method: 'POST', url: '/api/restaurant/website-view', payload: { qrCode: false, unique: true, new: true } },
    ],
    ['review', { method: 'POST', url: '/api/testimonials/create', payload: {} }],
    ['robot_request', { method: 'GET', url: '/api/restaurant/robot-request?tableId=999999' }],
  ] as const)('limits %s per client, whatever the requests answer', async (name, request) => {
    const ip = `198.51.100.${40 + Object.keys(PUBLIC_RATE_LIMITS).indexOf(name)}`;
    const call = () =>
      t.app.inject({
        ...request,
        payload: 'payload' in request ? request.payload : undefined,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < PUBLIC_RATE_LIMITS[name].max; i += 1) expect((await call()).statusCode).not.toBe(429);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).message.code).toBe('too_many_requests');
  });
});

describe('whom a limit counts', () => {
  it('an IPv4 address as it is, an IPv6 client by its /64', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('2001:db8:85a3:42:1:2:3:4')).toBe('2001:db8:85a3:42::/64');
    expect(clientNetwork('2001:0db8:85a3:0042:ffff::1')).toBe('2001:db8:85a3:42::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('a client walking through its IPv6 /64 stays in one bucket', async () => {
    const { max } = PUBLIC_RATE_LIMITS.create_basket;
    const answers = [];
    for (let i = 0; i <= max; i += 1)
      answers.push((await createBasket(`2001:db8:aa:bb::${(i + 1).toString(16)}`)).statusCode);
    expect(answers.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(answers[max]).toBe(429);
  });
});
