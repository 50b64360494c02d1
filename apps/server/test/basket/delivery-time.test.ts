import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { slotBookings, slotLimits } from '../../src/db/schema/order.ts';
import { restaurantDeliveryTypes, restaurants } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

// The clock stands on Monday 1 March 2027, 12:00 in Berlin (UTC+1); pickup: 20 minutes lead,
// 7 days ahead, Monday 11:30–22:00.
let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

const setTime = (basketId: string, body: Record<string, unknown>, lang?: string) =>
  kit.post('/api/basket/add-delivery-time', { basketId, ...body }, lang ? { lang } : {});

describe('POST api/basket/add-delivery-time', () => {
  it('sets a valid time (answered with seconds) and clears it again', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    const set = await setTime(basketId, { delivery_time: '2027-03-01 13:00', deliveryType: 'pickup' }, 'en');
    expectMessage(set, 200, 'delivery_time_set', 'en');
    expect(set.body.data).toMatchObject({ deliveryTime: '2027-03-01 13:00:00', deliveryType: 'pickup' });
    const cleared = await setTime(basketId, { delivery_time: null });
    expect(cleared.body.data.deliveryTime).toBeNull();
  });

  it.each(LANGS)('refuses times off the 15-minute steps, in the past, too early, outside hours or too far ahead (%s)', async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    expectFieldError(await setTime(basketId, { delivery_time: '2027-03-01 13:10' }, lang), 'delivery_time', 'delivery_time_step_invalid', lang);
    expectFieldError(await setTime(basketId, { delivery_time: 'tomorrow' }, lang), 'delivery_time', 'field_invalid', lang);
    expectMessage(await setTime(basketId, { delivery_time: '2027-03-01 11:45' }, lang), 400, 'order_time_in_past', lang);

    const withinLead = await setTime(basketId, { delivery_time: '2027-03-01 12:15' }, lang);
    expectMessage(withinLead, 400, 'restaurant_not_open_at_desired_time', lang);
    expect(withinLead.body.validTime).toBe('2027-03-01 12:30');
    const afterClosing = await setTime(basketId, { delivery_time: '2027-03-01 22:00' }, lang);
    expectMessage(afterClosing, 400, 'restaurant_not_open_at_desired_time', lang);
    expect(afterClosing.body.validTime).toBe('2027-03-02 11:30');

    expectMessage(await setTime(basketId, { delivery_time: '2027-03-09 12:00' }, lang), 400, 'delivery_time_too_late', lang);
    expect((await kit.get('/api/basket', { basketId })).body.data.deliveryTime).toBeNull();
  });

  it.each(LANGS)('names a happy-hour product in the basket that the new time does not suit (%s)', async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await setTime(basketId, { delivery_time: '2027-03-01 17:30' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('aperol-spritz') });
    const answer = await setTime(basketId, { delivery_time: '2027-03-01 13:00' }, lang);
    expectMessage(answer, 400, 'product_not_available_for_date', lang, { name: 'Aperol Spritz (Aperitivo hour)' });
    expect(answer.body.name).toBe('Aperol Spritz (Aperitivo hour)');
  });

  it.each(LANGS)('asks for a delivery type when the basket has none (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    await t.database.db.update(baskets).set({ deliveryTypeId: null }).where(eq(baskets.publicId, basketId));
    expectMessage(await setTime(basketId, { delivery_time: '2027-03-01 13:00' }, lang), 400, 'delivery_type_required', lang);
  });

  describe('when slots fill up', () => {
    beforeEach(async () => {
      await t.database.db.delete(slotLimits);
      await t.database.db.delete(slotBookings);
    });

    it.each(LANGS)('answers order_limit_reached with the next slot that has room (%s)', async (lang) => {
      await t.database.db.insert(slotLimits).values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, maxOrders: 2, maxItems: null });
      await t.database.db.insert(slotBookings).values([
        { restaurantId: kit.restaurantId, deliveryTypeId: 2, slotAt: new Date('2027-03-01T12:00:00Z'), orders: 2, items: 5 },
        { restaurantId: kit.restaurantId, deliveryTypeId: 2, slotAt: new Date('2027-03-01T12:15:00Z'), orders: 2, items: 2 },
      ]);
      await kit.settingsChanged();
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
      const full = await setTime(basketId, { delivery_time: '2027-03-01 13:00' }, lang);
      expectMessage(full, 409, 'order_limit_reached', lang, { validTime: '2027-03-01 13:30' });
      expect(full.body.validTime).toBe('2027-03-01 13:30');
      expect((await setTime(basketId, { delivery_time: full.body.validTime })).statusCode).toBe(200);
    });

    it.each(LANGS)('answers resources_have_been_reached when the kitchen cannot take that many items (%s)', async (lang) => {
      await t.database.db.insert(slotLimits).values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, maxOrders: null, maxItems: 4 });
      await t.database.db.insert(slotBookings).values({
        restaurantId: kit.restaurantId,
        deliveryTypeId: 2,
        slotAt: new Date('2027-03-01T13:00:00Z'),
        orders: 1,
        items: 3,
      });
      await kit.settingsChanged();
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu'), quantity: 2 });
      const busy = await setTime(basketId, { delivery_time: '2027-03-01 14:00' }, lang);
      expectMessage(busy, 409, 'resources_have_been_reached', lang);
      expect(busy.body.validTime).toBe('2027-03-01 14:15');
    });
  });
});

describe('a restaurant flagged closed', () => {
  it.each(LANGS)('takes orders for tomorrow only (%s)', async (lang) => {
    await t.database.db.update(restaurants).set({ closed: true }).where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    expectMessage(await setTime(basketId, { delivery_time: '2027-03-01 15:00' }, lang), 400, 'restaurant_closed', lang);
    expect((await setTime(basketId, { delivery_time: '2027-03-02 12:00' })).statusCode).toBe(200);
    await t.database.db.update(restaurants).set({ closed: false }).where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
  });
});

describe('a delivery type the restaurant does not offer', () => {
  it.each(LANGS)('is refused for the time and for the method (%s)', async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await t.database.db.delete(restaurantDeliveryTypes).where(eq(restaurantDeliveryTypes.deliveryTypeId, 3));
    await kit.settingsChanged();
    const time = await setTime(basketId, { delivery_time: '2027-03-01 13:00', deliveryType: 'here' }, lang);
    expectMessage(time, 400, 'delivery_type_not_available', lang);
    const method = await kit.post('/api/basket/change-delivery-method', { basketId, deliveryType: 3 }, { lang });
    expectMessage(method, 400, 'delivery_type_not_available', lang);
  });
});
