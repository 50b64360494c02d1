import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'demo'));
  demoId = demo!.id;
});
afterAll(() => t.close());

const subscribe = (query: string, options: { payload?: object; token?: string | null } = {}) =>
  t.call({ method: 'POST', url: `/api/newsletter/create?${query}`, ...options });

describe('POST api/newsletter/create', () => {
  it('adds an email from the query, then answers a repeat in any case with already subscribed', async () => {
    const added = await subscribe('email=Ada%40Example.com&lang=en');
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({
      type: 'success',
      data: null,
      message: { code: 'newsletter_added', body: 'your email has been successfully add!' },
      msg: 'your email has been successfully add!',
    });

    const again = await subscribe('email=%20ada%40example.COM%20&lang=de');
    expect([again.statusCode, again.body.type, again.body.message.code, again.body.msg]).toEqual([
      200,
      'success',
      'newsletter_already_exists',
      'Diese E-Mail-Adresse ist bereits angemeldet.',
    ]);
    const rows = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.restaurantId, demoId));
    expect(rows.map((row) => row.email)).toEqual(['ada@example.com']);
  });

  it('takes the email from a JSON body too', async () => {
    const added = await subscribe('lang=fr', { payload: { email: 'bob@example.com' } });
    expect([added.statusCode, added.body.message.code]).toEqual([200, 'newsletter_added']);
    expect(added.body.msg).not.toBe('your email has been successfully add!');
  });

  it('keeps each restaurant’s list apart', async () => {
    const second = await importSecondRestaurant(t);
    const added = await subscribe('email=ada%40example.com', { token: second.token });
    expect(added.body.message.code).toBe('newsletter_added');
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.restaurantId, second.restaurantId));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 for a missing, blank or malformed email, in the asked language', async () => {
    const missing = await subscribe('lang=en');
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['Please enter your email'] });

    const blank = await subscribe('email=%20%20&lang=de');
    expect(blank.statusCode).toBe(422);
    expect(blank.body.errors).toEqual({ email: ['Bitte geben Sie Ihre E-Mail-Adresse ein.'] });

    const malformed = await subscribe('email=not-an-email&lang=en');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body.errors).toEqual({ email: ['Please enter a valid email address.'] });

    const tooLong = await subscribe(`email=${'a'.repeat(250)}%40example.com`);
    expect(tooLong.statusCode).toBe(422);
  });

  it('needs a token and refuses another restaurant’s id', async () => {
    const anonymous = await subscribe('email=x%40example.com', { token: null });
    expect(anonymous.statusCode).toBe(401);
    const other = await subscribe(`email=x%40example.com&restaurantId=${demoId + 1000}`);
    expect(other.statusCode).toBe(403);
  });
});
