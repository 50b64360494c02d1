import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { reviews } from '../../src/db/schema/review.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { checkoutBasket, GUEST } from '../order/support/order-steps.ts';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import type { TestApp } from '../support/test-app.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

/** A guest's order the restaurant has finished (only those can be reviewed). */
async function placeOrder(finished = true): Promise<string> {
  const basketId = await checkoutBasket(kit);
  const orderId = (await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).body.data.orderId as string;
  if (finished) {
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'processing');
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'delivered');
  }
  return orderId;
}

describe('POST api/testimonials/create', () => {
  it('waits until the restaurant finished the order, and the order says once it was reviewed', async () => {
    const orderId = await placeOrder(false);
    const early = await kit.post('/api/testimonials/create', { orderId, rating: 5 }, { lang: 'en' });
    expect([early.statusCode, early.body.message.code]).toEqual([409, 'review_not_yet_possible']);
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'rejected', { reason: 'Closed early' });
    expect((await kit.post('/api/testimonials/create', { orderId, rating: 1 })).statusCode).toBe(409);

    const finished = await placeOrder();
    expect((await kit.get('/api/order', { orderId: finished })).body.data.reviewed).toBe(false);
    expect((await kit.post('/api/testimonials/create', { orderId: finished, rating: 5 })).statusCode).toBe(201);
    expect((await kit.get('/api/order', { orderId: finished })).body.data.reviewed).toBe(true);
  });

  it("stores one review per order, signed with the guest's name unless another is given", async () => {
    const orderId = await placeOrder();
    const created = await kit.post('/api/testimonials/create', { orderId, rating: 5, body: '  Wonderful carbonara!  ' }, { lang: 'en' });
    expect(created.statusCode).toBe(201);
    expect(created.body.message).toEqual({ code: 'review_created', body: 'Thank you for your review!' });
    expect(created.body.data).toMatchObject({ orderId, rating: 5, body: 'Wonderful carbonara!', name: GUEST.name });

    const again = await kit.post('/api/testimonials/create', { orderId, rating: 1 }, { lang: 'de' });
    expect([again.statusCode, again.body.message.code, again.body.message.body]).toEqual([
      409,
      'review_already_exists',
      'Diese Bestellung wurde bereits bewertet.',
    ]);
    const stored = await t.database.db.select().from(reviews).where(eq(reviews.restaurantId, kit.restaurantId));
    expect(stored.filter((row) => row.rating === 1)).toHaveLength(0);

    const named = await kit.post('/api/testimonials/create', { orderId: await placeOrder(), rating: 4, name: 'Ada' });
    expect(named.body.data).toMatchObject({ rating: 4, body: '', name: 'Ada' });
  });

  it('two reviews of one order sent at once store one', async () => {
    const orderId = await placeOrder();
    const answers = await Promise.all([1, 2, 3].map((rating) => kit.post('/api/testimonials/create', { orderId, rating })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('validates rating, text and order', async () => {
    const orderId = await placeOrder();
    for (const rating of [0, 6, 2.5, 'x']) {
      const answer = await kit.post('/api/testimonials/create', { orderId, rating });
      expect(answer.statusCode, String(rating)).toBe(422);
      expect(answer.body.errors.rating).toHaveLength(1);
    }
    expect((await kit.post('/api/testimonials/create', { orderId })).body.errors.rating).toBeDefined();
    const tooLong = await kit.post('/api/testimonials/create', { orderId, rating: 3, body: 'x'.repeat(1001) });
    expect([tooLong.statusCode, tooLong.body.codes.body]).toEqual([422, ['field_too_long']]);
    const unknownField = await kit.post('/api/testimonials/create', { orderId, rating: 3, stars: 3 });
    expect(unknownField.statusCode).toBe(422);
    const unknown = await kit.post('/api/testimonials/create', { orderId: 'nope', rating: 3 });
    expect([unknown.statusCode, unknown.body.message.code]).toEqual([404, 'order_does_not_exists']);
    expect((await t.call({ method: 'POST', url: '/api/testimonials/create', payload: { orderId, rating: 3 }, token: null })).statusCode).toBe(401);
  });

  it("another restaurant's token cannot review the order; review mode off refuses", async () => {
    const orderId = await placeOrder();
    const second = await importSecondRestaurant(t);
    const foreign = await t.call({ method: 'POST', url: '/api/testimonials/create', payload: { orderId, rating: 5 }, token: second.token });
    expect([foreign.statusCode, foreign.body.message.code]).toEqual([404, 'order_does_not_exists']);

    const [demo] = await t.database.db.select({ modes: restaurants.modes }).from(restaurants).where(eq(restaurants.id, kit.restaurantId));
    await t.database.db.update(restaurants).set({ modes: { ...demo!.modes, review: false } }).where(eq(restaurants.id, kit.restaurantId));
    const off = await kit.post('/api/testimonials/create', { orderId, rating: 5 });
    expect([off.statusCode, off.body.message.code]).toEqual([403, 'not_authorized']);
    await t.database.db.update(restaurants).set({ modes: demo!.modes }).where(eq(restaurants.id, kit.restaurantId));
  });
});
