import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type Lang } from '@tavola/domain/messages/catalogue';
import { products } from '../../src/db/schema/menu.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

const change = (basketId: string, deliveryType: unknown, lang: Lang = 'en') =>
  kit.post('/api/basket/change-delivery-method', { basketId, deliveryType }, { lang });

describe('POST api/basket/change-delivery-method', () => {
  it('switches the type by name or code and answers type and msg', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'delivery' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
    const answer = await change(basketId, 2);
    expectMessage(answer, 200, 'delivery_type_changed', 'en');
    expect(answer.body).toMatchObject({ type: 'success', msg: formatMessage('delivery_type_changed', 'en') });
    expect(answer.body.data).toMatchObject({ deliveryType: 'pickup', removedProducts: [], basket: { deliveryType: 'pickup', count: 1 } });
    expect((await change(basketId, 'here')).body.data.basket.deliveryType).toBe('here');
  });

  it('keeps a chosen time the new type allows and drops one it does not', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-03 12:00' });
    expect((await change(basketId, 'delivery')).body.data.basket.deliveryTime).toBe('2027-03-03 12:00:00');
    // eat-here may only be chosen for today
    expect((await change(basketId, 'here')).body.data.basket.deliveryTime).toBeNull();
  });

  it.each(LANGS)('drops the lines the new type cannot sell and names them (%s)', async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-02 17:30' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('aperol-spritz') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') });

    // Eat-here is for today only: tomorrow's time goes, and at 12:00 the aperitivo hour has not begun.
    const answer = await change(basketId, 'here', lang);
    expectMessage(answer, 200, 'items_removed_from_cart', lang);
    expect(answer.body.msg).toBe(formatMessage('items_removed_from_cart', lang));
    expect(answer.body.data.removedProducts.map((p: { name: string }) => p.name)).toEqual(['Aperol Spritz (Aperitivo hour)']);
    expect(answer.body.data.basket.products.map((p: { name: string }) => p.name)).toEqual(['Espresso']);
  });

  it('drops a product taken off the menu since it was added', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('focaccia') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, kit.product('focaccia')));
    const answer = await change(basketId, 'delivery');
    expect(answer.body.data.removedProducts.map((p: { name: string }) => p.name)).toEqual(['Focaccia al rosmarino']);
    expect(answer.body.data.basket.count).toBe(1);
  });

  it('answers 422 for an unknown type', async () => {
    const basketId = await kit.createBasket();
    const answer = await change(basketId, 'drone');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.codes.deliveryType).toEqual(['delivery_type_required']);
  });
});
