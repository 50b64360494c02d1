import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, sessions, users } from '../../src/db/schema/account.ts';
import { baskets } from '../../src/db/schema/basket.ts';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { verifyToken } from '../../src/modules/auth/tokens.ts';
import {
  createAccountTestApp,
  logIn,
  placeOrder,
  randomIp,
  signUp,
  signUpAndLogIn,
  type AccountTestApp,
} from './helpers.ts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

describe('GET api/auth/user/export', () => {
  it('answers everything stored about the customer as one JSON document', async () => {
    const { token, email } = await signUpAndLogIn(t, { street: 'Torstraße' });
    await t.call({
      method: 'POST',
      url: '/api/auth/user/address/add',
      token,
      payload: { street: 'Torstraße', house_number: '12', postal_code: '10119', city: 'Berlin' },
    });
    const { order } = await placeOrder(t, token);

    const response = await t.call({ method: 'GET', url: '/api/auth/user/export', token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customer-data-\d+\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.body.data;
    expect(data).toMatchObject({
      format: 'tavola-customer-data',
      version: 1,
      exported_at: t.clock.now().toISOString(),
      restaurant: { id: expect.any(Number), name: expect.any(String) },
      profile: { email, name: 'Ada Lovelace', street: 'Torstraße', postal_code: '10115' },
      addresses: [{ street: 'Torstraße', house_number: '12', postal_code: '10119', city: 'Berlin' }],
      sessions: [{ created_at: expect.any(String), expires_at: expect.any(String) }],
      orders: [
        {
          order_id: order.publicId,
          number: order.number,
          status: 'received',
          total_price: 26,
          shipping_price: 2.5,
          currency: 'EUR',
          user_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
          products: [
            { name: 'Pizza Margherita', quantity: 2, total: 23.5, extra_info: { comment: 'Ring at Lovelace' } },
          ],
        },
      ],
    });
    // Secrets are not personal data to hand out: no hash, no session ids.
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/scrypt|password_hash/);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, data.profile.id));
    expect(text).not.toContain(session!.id);
  });

  it('exports only the caller’s own data', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    await placeOrder(t, alice.token);
    const bobs = (await t.call({ method: 'GET', url: '/api/auth/user/export', token: bob.token })).body.data;
    expect(bobs.profile.email).toBe(bob.email);
    expect(bobs.orders).toEqual([]);
    expect(JSON.stringify(bobs)).not.toContain(alice.email);
  });

  it('needs a private token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/user/export' })).statusCode).toBe(401);
  });
});

describe('POST api/auth/user/delete', () => {
  it('asks for the password once more', async () => {
    const { token } = await signUpAndLogIn(t);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/user/delete',
      token,
      payload: { password: 'not it' },
      remoteAddress: randomIp(),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.codes).toEqual({ password: ['current_password_wrong'] });
    const missing = await t.call({ method: 'POST', url: '/api/auth/user/delete', token, payload: {} });
    expect(missing.body.codes).toEqual({ password: ['field_required'] });
    expect((await t.call({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);
  });

  it('deletes the account, revokes the token and keeps the orders without personal data', async () => {
    const { token, email, password } = await signUpAndLogIn(t);
    await t.call({
      method: 'POST',
      url: '/api/auth/user/address/add',
      token,
      payload: { street: 'Torstraße', house_number: '12', postal_code: '10119', city: 'Berlin' },
    });
    const userId = (await verifyToken(t.config.jwtSecret, token))!.userId!;
    const { order, basket } = await placeOrder(t, token);

    const response = await t.call({
      method: 'POST',
      url: '/api/auth/user/delete?lang=en',
      token,
      payload: { password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toEqual({ code: 'user_deleted', body: 'Your account has been deleted.' });

    expect((await t.call({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
    expect((await logIn(t, email, password, randomIp())).body.message.code).toBe('credentials_do_not_match');
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);

    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      totalCents: 2600,
      number: order.number,
      customerId: null,
      userDetails: null,
      postalCode: '10119',
    });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ name: 'Pizza Margherita', quantity: 2, extraInfo: null });
    const [oldBasket] = await t.database.db.select().from(baskets).where(eq(baskets.id, basket.id));
    expect(oldBasket).toMatchObject({ customerId: null, userInfo: null });
  });

  it('frees the e-mail address for a new sign-up', async () => {
    const first = await signUpAndLogIn(t);
    await t.call({
      method: 'POST',
      url: '/api/auth/user/delete',
      token: first.token,
      payload: { password: first.password },
    });
    await signUp(t, { email: first.email, password: 'a fresh start', password_confirmation: 'a fresh start' });
    expect((await logIn(t, first.email, 'a fresh start', randomIp())).statusCode).toBe(200);
  });
});
