import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketSchema } from '@tavola/domain/schemas/basket';
import { baskets } from '../../src/db/schema/basket.ts';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';
import { importSecondRestaurant } from './support/second-restaurant.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

describe('POST api/basket/create', () => {
  it('creates an empty basket with an unguessable id, bound to the restaurant, in the spec shape', async () => {
    const answer = await kit.post('/api/basket/create', { deliveryType: 'pickup' }, { lang: 'en' });
    expectMessage(answer, 200, 'basket_created', 'en');
    const basket = basketSchema.parse(answer.body.data);
    expect(basket.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(basket).toMatchObject({
      restaurant_id: kit.restaurantId,
      products: [],
      totalPrice: 0,
      totalWithDiscount: 0,
      deliveryType: 'pickup',
      deliveryTime: null,
      voucher_code: null,
      tip: 0,
      table: null,
      count: 0,
    });
  });

  it('answers the same on the api/order/create-basket alias and defaults to the first delivery type', async () => {
    const answer = await t.call({ method: 'POST', url: '/api/order/create-basket' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.deliveryType).toBe('delivery');
    expect(answer.body.data.id).not.toBe((await kit.post('/api/basket/create', {})).body.data.id);
  });

  it('keeps a valid delivery_time given at creation and drops a stale one', async () => {
    const time = await kit.validTime('pickup');
    const kept = await kit.post('/api/basket/create', { deliveryType: 'pickup', delivery_time: time });
    expect(kept.body.data.deliveryTime).toBe(`${time}:00`);
    const stale = await kit.post('/api/basket/create', { deliveryType: 'pickup', delivery_time: '2020-01-01 12:00' });
    expect(stale.body.data.deliveryTime).toBeNull();
  });

  it('makes ids that never repeat', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => kit.createBasket()));
    expect(new Set(ids).size).toBe(30);
  });
});

describe('GET api/basket', () => {
  it('answers the basket', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'here' });
    const answer = await kit.get('/api/basket', { basketId });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ id: basketId, deliveryType: 'here' });
  });

  it.each(LANGS)('answers basket_does_not_exists for an unknown id (%s)', async (lang) => {
    const answer = await kit.get('/api/basket', { basketId: 'AAAAAAAAAAAAAAAAAAAAAAAA', lang });
    expectMessage(answer, 404, 'basket_does_not_exists', lang);
  });

  it('does not show a basket of another restaurant, even with that restaurant named', async () => {
    const second = await importSecondRestaurant(t);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/basket/create',
      payload: { restaurantId: second.restaurantId },
      token: second.token,
    });
    expect(foreign.statusCode).toBe(200);
    const basketId = foreign.body.data.id;
    expectMessage(await kit.get('/api/basket', { basketId, lang: 'de' }), 404, 'basket_does_not_exists', 'de');
    const named = await kit.get('/api/basket', { basketId, restaurantId: second.restaurantId, lang: 'en' });
    expectMessage(named, 403, 'not_authorized', 'en');
    const own = await t.call({ method: 'GET', url: '/api/basket', query: { basketId }, token: second.token });
    expect(own.statusCode).toBe(200);
  });

  it('answers restaurant_does_not_exists for a token of a restaurant that is gone', async () => {
    const token = (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId: 987654 })).access_token;
    for (const lang of LANGS) {
      const answer = await t.call({ method: 'POST', url: '/api/basket/create', payload: {}, token, headers: { 'accept-language': lang } });
      expectMessage(answer, 404, 'restaurant_does_not_exists', lang);
    }
  });

  it("keeps a logged-in customer's basket theirs: other customers and guests do not find it", async () => {
    const [customerA, customerB] = await customerTokens(2);
    const basketId = await kit.createBasket({}, customerA);
    expect((await kit.get('/api/basket', { basketId }, { token: customerA })).statusCode).toBe(200);
    expect((await kit.get('/api/basket', { basketId }, { token: customerB })).statusCode).toBe(404);
    expect((await kit.get('/api/basket', { basketId })).statusCode).toBe(404);
  });

  it('gives a guest basket to the customer who uses it logged in', async () => {
    const [customer] = await customerTokens(1);
    const basketId = await kit.createBasket();
    expect((await kit.get('/api/basket', { basketId }, { token: customer })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(baskets).where(eq(baskets.publicId, basketId));
    expect(row?.customerId).not.toBeNull();
    expect((await kit.get('/api/basket', { basketId })).statusCode).toBe(404);
  });
});

let customerSequence = 0;
/** Customers signed up and logged in through the account API; answers their private tokens. */
async function customerTokens(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    customerSequence += 1;
    const email = `basket-owner-${customerSequence}-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const fields = { name: 'Basket Owner', email, password, password_confirmation: password, mobile: '+4915112345678' };
    const signUp = await t.call({ method: 'POST', url: '/api/auth/signup', query: fields, remoteAddress: `10.9.${customerSequence}.1` });
    expect(signUp.statusCode, JSON.stringify(signUp.body)).toBe(200);
    const logIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.9.${customerSequence}.1`,
    });
    expect(logIn.statusCode, JSON.stringify(logIn.body)).toBe(200);
    tokens.push(logIn.body.data?.access_token ?? logIn.body.access_token ?? logIn.body.data?.token);
  }
  return tokens;
}
