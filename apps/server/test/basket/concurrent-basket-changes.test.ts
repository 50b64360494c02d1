import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from './support/ordering-test-kit.ts';

// Changes of one basket queue on its row lock: each sees what the one before it wrote.
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
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.body.message.code)).toEqual(Array(3).fill('product_out_of_stock'));
    expect((await kit.get('/api/basket', { basketId })).body.data.products[0].quantity).toBe(4);
  });
});
