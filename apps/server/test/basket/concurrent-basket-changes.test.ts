import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from './support/ordering-test-kit.ts';

// A change is first tried without a lock and written at the revision it read; when racing taps moved the
// basket on, it runs again holding the basket's row lock, so they queue and each sees what the one before wrote.
let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

describe('concurrent changes of one basket', () => {
  it('merges 10 simultaneous adds of the same product into one line of 10', async () => {
    const basketId = await kit.createBasket();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const basket = (await kit.get('/api/basket', { basketId })).body.data;
    expect(basket.products).toHaveLength(1);
    expect(basket.products[0].quantity).toBe(10);
  });

  it('never lets simultaneous adds put more into the basket than the stock', async () => {
    await setStock(t, kit.restaurantId, [kit.product('burrata')], 4);
    const basketId = await kit.createBasket();
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => kit.post('/api/basket/add', { basketId, productId: kit.product('burrata') })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.body.message.code)).toEqual(
      Array(3).fill('product_out_of_stock'),
    );
    expect((await kit.get('/api/basket', { basketId })).body.data.products[0].quantity).toBe(4);
  });

  it('keeps every one of lines, details and tips sent at the same moment', async () => {
    const basketId = await kit.createBasket();
    const anna = { name: 'Anna', email: 'anna@example.com', mobile: '030123456', postalCode: '10119' };
    // One dish first: a tip is never more than the dishes (422 tip_too_high), so a tip racing into an empty
    // basket would rightly be refused — the race under test is between writers, not that rule.
    expect((await kit.post('/api/basket/add', { basketId, productId: kit.product('burrata') })).statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') })),
      ...Array.from({ length: 2 }, () => kit.post('/api/basket/add', { basketId, productId: kit.product('burrata') })),
      kit.post('/api/basket/add-address', { basketId, userInfo: anna }),
      kit.post('/api/basket/add-tip', { basketId, tip_price: '2.50' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const basket = (await kit.get('/api/basket', { basketId })).body.data;
    expect(basket.products.map((line: { quantity: number }) => line.quantity).sort()).toEqual([3, 4]);
    expect(basket).toMatchObject({ userInfo: anna, tip: 2.5, count: 7 });
  });
});
