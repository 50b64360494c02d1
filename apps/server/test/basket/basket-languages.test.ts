import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

describe("the basket in the guest's language", () => {
  it('names its dishes as the menu does: the asked language, else the restaurant\'s', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    const added = await kit.post('/api/basket/add', { basketId, productId: kit.product('panzanella'), quantity: 1 }, { lang: 'en' });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.products.map((line: { name: string }) => line.name)).toEqual(['Tuscan bread salad']);
    const french = await kit.get('/api/basket', { basketId }, { lang: 'fr' });
    expect(french.body.data.products[0].name).toBe('Salade de pain toscane');
    const none = await kit.get('/api/basket', { basketId });
    expect(none.body.data.products[0].name).toBe('Toskanischer Brotsalat');
  });
});
