import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@tavola/domain/messages/catalogue';
import { products } from '../../src/db/schema/menu.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit, type TestClock } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());

const change = (basketId: string, deliveryType: unknown, lang = 'en') =>
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

  it('drops the lines the new type cannot sell and names them', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-02 17:30' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('aperol-spritz') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('focaccia') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('espresso') });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, kit.product('focaccia')));

    // Eat-here is for today only: tomorrow's time goes, and at 12:00 the aperitivo hour has not begun.
    clock.set('2027-03-01T11:00:00Z');
    for (const lang of ['en', 'de'] as const) {
      const answer = await change(basketId, 'here', lang);
      if (lang === 'en') {
        expectMessage(answer, 200, 'items_removed_from_cart', 'en');
        expect(answer.body.msg).toBe(formatMessage('items_removed_from_cart', 'en'));
        expect(answer.body.data.removedProducts.map((p: { name: string }) => p.name)).toEqual([
          'Aperol Spritz (Aperitivo hour)',
          'Focaccia al rosmarino',
        ]);
        expect(answer.body.data.basket.products.map((p: { name: string }) => p.name)).toEqual(['Espresso']);
      } else {
        expectMessage(answer, 200, 'delivery_type_changed', 'de');
      }
    }
  });

  it('answers 422 for an unknown type', async () => {
    const basketId = await kit.createBasket();
    const answer = await change(basketId, 'drone');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.codes.deliveryType).toEqual(['delivery_type_required']);
  });
});
