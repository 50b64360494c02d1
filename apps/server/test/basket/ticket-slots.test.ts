import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotBookings } from '../../src/db/schema/order.ts';
import { restaurants, ticketTimes } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

// Ticketing: the restaurant sells fixed slots with a capacity of places; the clock stands on
// Monday 1 March 2027, 12:00 in Berlin.
let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
  await t.database.db
    .update(restaurants)
    .set({ modes: sql`${restaurants.modes} || '{"ticketing": true}'::jsonb` })
    .where(eq(restaurants.id, kit.restaurantId));
  await t.database.db.insert(ticketTimes).values([
    { restaurantId: kit.restaurantId, key: 'evening-tour', weekday: 1, time: '18:00', durationMinutes: 90, capacity: 4 },
    { restaurantId: kit.restaurantId, key: 'late-tour', weekday: 1, time: '20:00', durationMinutes: 60, capacity: null },
  ]);
  await kit.settingsChanged();
});
afterAll(() => t.close());

async function basketWith(units: number) {
  const basketId = await kit.createBasket({ deliveryType: 'pickup' });
  await kit.post('/api/basket/add', { basketId, productId: kit.product('espresso'), quantity: units });
  return basketId;
}

describe('add-delivery-time in ticketing mode', () => {
  it('books a ticket slot with its duration', async () => {
    const basketId = await basketWith(2);
    const answer = await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 18:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ deliveryTime: '2027-03-01 18:00:00', duration: '01:30' });
  });

  it.each(LANGS)('refuses a time that is no ticket slot (%s)', async (lang) => {
    const basketId = await basketWith(1);
    const answer = await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 18:15' }, { lang });
    expectMessage(answer, 400, 'restaurant_not_open_at_desired_time', lang);
  });

  it.each(LANGS)('answers capacity_is_full when the slot has fewer places left than the basket needs (%s)', async (lang) => {
    await t.database.db.delete(slotBookings);
    await t.database.db.insert(slotBookings).values({
      restaurantId: kit.restaurantId,
      deliveryTypeId: 2,
      slotAt: new Date('2027-03-01T17:00:00Z'),
      orders: 1,
      items: 3,
    });
    const two = await basketWith(2);
    expectMessage(await kit.post('/api/basket/add-delivery-time', { basketId: two, delivery_time: '2027-03-01 18:00' }, { lang }), 409, 'capacity_is_full', lang);
    const one = await basketWith(1);
    expect((await kit.post('/api/basket/add-delivery-time', { basketId: one, delivery_time: '2027-03-01 18:00' })).statusCode).toBe(200);
    const unlimited = await kit.post('/api/basket/add-delivery-time', { basketId: two, delivery_time: '2027-03-01 20:00' });
    expect(unlimited.body.data.duration).toBe('01:00');
  });

  it.each(LANGS)('needs a slot before ordering (%s)', async (lang) => {
    const basketId = await basketWith(1);
    const answer = await t.call({ method: 'POST', url: '/api/order/is-valid', query: { restaurantId: String(kit.restaurantId), basketId }, headers: { 'accept-language': lang } });
    expectMessage(answer, 400, 'delivery_time_required', lang);
  });
});
