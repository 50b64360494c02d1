import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMessage } from '../basket/support/expect-message.ts';
import { TEST_NOW } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
let token: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  token = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
});
afterAll(() => m.close());

const lever = (path: string, payload: Record<string, unknown> = {}) =>
  m.t.call({ method: 'POST', url: `/api/managers/ordering/${path}`, token, payload });
const info = async () => (await m.kit.get('/api/restaurant/restaurant-by-id', { restaurantId: m.kit.restaurantId })).body.data;

describe('pausing online ordering', () => {
  it('closes ordering now with the manager message, refuses new orders with the coded closed message, and ends by itself', async () => {
    m.clock.set(TEST_NOW);
    const basketId = await checkoutBasket(m.kit, { time: null });
    const paused = await lever('pause', { minutes: 30, message: 'Back at 12:30 — the oven needs a break.' });
    expect(paused.body.data).toEqual({
      pausedUntil: '2027-03-01T11:30:00.000Z',
      pauseMessage: 'Back at 12:30 — the oven needs a break.',
      busyExtraMinutes: 0,
      busyUntil: null,
    });
    expect(await info()).toMatchObject({ ordering_paused_until: '2027-03-01T11:30:00.000Z', closeMessage: 'Back at 12:30 — the oven needs a break.' });
    const refused = await m.t.call({ method: 'POST', url: '/api/order/create-order?lang=en', payload: { basketId, paymentType: 'cash' } });
    expectMessage(refused, 400, 'restaurant_closed', 'en');
    expect(refused.body.validTime).toBe('2027-03-01 12:30');
    // A time after the pause may still be chosen; one inside it may not.
    expectMessage(await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 12:15' }, { lang: 'en' }), 400, 'restaurant_closed', 'en');
    expect((await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 12:45' })).statusCode).toBe(200);
    await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: null });

    m.clock.set('2027-03-01T11:31:00Z');
    expect((await info()).ordering_paused_until).toBeNull();
    expect((await m.kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).statusCode).toBe(201);
    m.clock.set(TEST_NOW);
  });

  it('can be lifted early', async () => {
    await lever('pause', { minutes: 60 });
    expect((await lever('resume')).body.data.pausedUntil).toBeNull();
    expect((await info()).ordering_paused_until).toBeNull();
  });

  it('adds minutes to the earliest order time for a busy evening, until its end', async () => {
    const before = (await info()).pickup_hours as number;
    const busy = await lever('busy', { extraMinutes: 30, minutes: 90 });
    expect(busy.body.data).toMatchObject({ busyExtraMinutes: 30, busyUntil: '2027-03-01T12:30:00.000Z' });
    expect((await info()).pickup_hours).toBe(before + 30);
    const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
    // 12:00 now, lead 20 + 30 minutes: 12:45 is too early, 13:00 is fine.
    expect((await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 12:45' })).statusCode).toBe(400);
    expect((await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 13:00' })).statusCode).toBe(200);
    m.clock.set('2027-03-01T12:30:00Z');
    expect((await info()).pickup_hours).toBe(before);
    m.clock.set(TEST_NOW);
    expect((await lever('busy', { extraMinutes: 0 })).body.data.busyExtraMinutes).toBe(0);
  });

  it('refuses other amounts and guests', async () => {
    expect((await lever('busy', { extraMinutes: 20 })).statusCode).toBe(422);
    expect((await lever('pause', { minutes: 0 })).statusCode).toBe(422);
    const asGuest = await m.t.call({ method: 'POST', url: '/api/managers/ordering/pause', payload: { minutes: 30 } });
    expect(asGuest.statusCode).toBe(403);
  });
});
