import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function basketWithTwoLines() {
  const basketId = await kit.createBasket();
  await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu'), quantity: 2 });
  const answer = await kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') });
  const [tiramisu, espresso] = answer.body.data.products;
  return { basketId, tiramisu: tiramisu.basketProductId as number, espresso: espresso.basketProductId as number };
}

describe('GET api/basket/remove and delete-basket-product', () => {
  it('removes one unit, and the line with its last unit', async () => {
    const { basketId, tiramisu } = await basketWithTwoLines();
    const once = await kit.get('/api/basket/remove', { basketId, basketProductId: tiramisu, lang: 'en' });
    expectMessage(once, 200, 'product_removed', 'en');
    expect(once.body.data.products[0]).toMatchObject({ basketProductId: tiramisu, quantity: 1, totalPrice: 7.5 });
    const twice = await kit.get('/api/basket/remove', { basketId, basketProductId: tiramisu });
    expect(twice.body.data.products.map((l: { name: string }) => l.name)).toEqual(['Espresso']);
  });

  it('deletes a whole line', async () => {
    const { basketId, tiramisu } = await basketWithTwoLines();
    const answer = await kit.get('/api/basket/delete-basket-product', { basketId, basketProductId: tiramisu });
    expect(answer.body.data).toMatchObject({ count: 1, totalPrice: 2.5 });
  });

  it.each(LANGS)('answers basket_product_does_not_exists for a line of another basket (%s)', async (lang) => {
    const mine = await basketWithTwoLines();
    const other = await basketWithTwoLines();
    for (const url of ['/api/basket/remove', '/api/basket/delete-basket-product']) {
      const answer = await kit.get(url, { basketId: mine.basketId, basketProductId: other.espresso, lang });
      expectMessage(answer, 404, 'basket_product_does_not_exists', lang);
    }
    expect((await kit.get('/api/basket', { basketId: other.basketId })).body.data.count).toBe(3);
  });

  it('answers 422 with a field map for a non-numeric line id', async () => {
    const { basketId } = await basketWithTwoLines();
    const answer = await kit.get('/api/basket/remove', { basketId, basketProductId: 'abc', lang: 'en' });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.codes.basketProductId).toEqual(['field_must_be_numeric']);
  });
});
