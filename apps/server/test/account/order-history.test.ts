import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_HISTORY_PAGE_SIZE } from '@tavola/domain/schemas/account';
import { createAccountTestApp, placeOrder, signUpAndLogIn, type AccountTestApp } from './helpers.ts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

const history = (token: string, query: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: '/api/order/history', token, query });

describe('GET api/order/history', () => {
  it('pages through the customer’s orders, newest first, with from–to of total', async () => {
    const { token } = await signUpAndLogIn(t);
    const placed = [];
    for (let i = 0; i < ORDER_HISTORY_PAGE_SIZE + 2; i++) {
      placed.push((await placeOrder(t, token, new Date(Date.UTC(2026, 0, 1, 12, i)))).order);
    }
    const newestFirst = placed.map((o) => o.publicId).reverse();

    const first = await history(token);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      current_page: 1,
      per_page: ORDER_HISTORY_PAGE_SIZE,
      last_page: 2,
      total: ORDER_HISTORY_PAGE_SIZE + 2,
      from: 1,
      to: ORDER_HISTORY_PAGE_SIZE,
    });
    expect(first.body.data.data.map((o: { orderId: string }) => o.orderId)).toEqual(
      newestFirst.slice(0, ORDER_HISTORY_PAGE_SIZE),
    );
    expect(first.body.data.data[0]).toMatchObject({
      status: 'received',
      total_price: 26,
      shipping_price: 2.5,
      products: [{ name: 'Pizza Margherita', quantity: 2, totalPrice: 23.5 }],
    });

    const second = await history(token, { page: '2' });
    expect(second.body.data).toMatchObject({
      current_page: 2,
      from: ORDER_HISTORY_PAGE_SIZE + 1,
      to: ORDER_HISTORY_PAGE_SIZE + 2,
    });
    expect(second.body.data.data.map((o: { orderId: string }) => o.orderId)).toEqual(
      newestFirst.slice(ORDER_HISTORY_PAGE_SIZE),
    );

    const beyond = await history(token, { page: '9' });
    expect(beyond.body.data).toMatchObject({
      current_page: 9,
      from: null,
      to: null,
      total: ORDER_HISTORY_PAGE_SIZE + 2,
      data: [],
    });

    const small = await history(token, { per_page: '5', page: '3' });
    expect(small.body.data).toMatchObject({ last_page: 3, from: 11, to: 12 });
  });

  it('shows each customer only their own orders', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    await placeOrder(t, alice.token);
    const bobs = await history(bob.token);
    expect(bobs.body.data).toMatchObject({ total: 0, from: null, to: null, last_page: 1, data: [] });
    expect((await history(alice.token)).body.data.total).toBe(1);
  });

  it('needs a private token and a sensible page', async () => {
    const guest = await history(await t.publicToken());
    expect(guest.statusCode).toBe(401);
    const { token } = await signUpAndLogIn(t);
    expect((await history(token, { page: '0' })).body.codes).toEqual({ page: ['field_invalid'] });
    expect((await history(token, { page: 'two' })).body.codes).toEqual({ page: ['field_must_be_numeric'] });
    expect((await history(token, { per_page: '500' })).body.codes).toEqual({ per_page: ['field_invalid'] });
  });
});
