import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/menu.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
let token: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  token = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
});
afterAll(() => m.close());

const post = (path: string, payload: Record<string, unknown>, lang = 'en') =>
  m.t.call({ method: 'POST', url: `/api/managers/${path}?lang=${lang}`, token, payload });
const menuProduct = async (id: number) => {
  const found = await m.kit.get('/api/restaurant/product/search', { query: 'Tiramis' });
  return (found.body.data as { id: number; stock: number | null; on_break?: boolean }[]).find((product) => product.id === id);
};

describe('sold out and stock per dish', () => {
  it('lists the dishes with their stock and sets sold out, a number left, and back', async () => {
    const list = await m.t.call({ method: 'GET', url: '/api/managers/products', token });
    const tiramisu = (list.body.data as { id: number; name: string; category: string; stock: number | null }[]).find((p) => p.name === 'Tiramisù della casa')!;
    expect(tiramisu).toMatchObject({ id: m.kit.product('tiramisu'), category: 'Dolci', stock: null });

    expect((await post('products/stock', { productId: tiramisu.id, stock: 0 })).body.data.stock).toBe(0);
    await expect.poll(async () => (await menuProduct(tiramisu.id))?.stock).toBe(0);
    const basketId = await m.kit.createBasket();
    const refused = await m.kit.post('/api/basket/add', { basketId, productId: tiramisu.id }, { lang: 'en' });
    expect(refused.statusCode).toBe(409);

    await post('products/stock', { productId: tiramisu.id, stock: 3 });
    await post('products/stock', { productId: tiramisu.id, stock: null });
    await expect.poll(async () => (await menuProduct(tiramisu.id))?.stock).toBeNull();
    expect((await m.kit.post('/api/basket/add', { basketId, productId: tiramisu.id })).statusCode).toBe(200);
  });

  it('refuses negative stock, unknown dishes and other restaurants’ dishes', async () => {
    expect((await post('products/stock', { productId: m.kit.product('olive'), stock: -1 })).statusCode).toBe(422);
    expectMessage(await post('products/stock', { productId: 999_999, stock: 0 }), 404, 'product_does_not_exists', 'en');
  });
});

describe('break patterns', () => {
  const tiramisu = () => m.kit.product('tiramisu');
  // The test clock: Monday 1 March 2027, 12:00 in Berlin.
  const lunchBreak = () => ({
    name: 'No tiramisu at lunch',
    productIds: [tiramisu()],
    weekdays: [1],
    startTime: '11:00',
    endTime: '14:00',
    startDate: '2027-03-01',
  });

  it('keep their products from being ordered while they hold, shown as not available, until stopped', async () => {
    const created = await post('break-patterns/create', lunchBreak());
    expectMessage(created, 201, 'break_pattern_created', 'en');
    expect(created.body.data).toMatchObject({ name: 'No tiramisu at lunch', weekdays: [1], endDate: null, stopped: false });
    await expect.poll(async () => (await menuProduct(tiramisu()))?.on_break).toBe(true);
    const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
    expectMessage(await m.kit.post('/api/basket/add', { basketId, productId: tiramisu() }, { lang: 'en' }), 400, 'product_not_available', 'en');
    // Outside the break (the evening) the dish can be ordered.
    await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 19:00' });
    expect((await m.kit.post('/api/basket/add', { basketId, productId: tiramisu() })).statusCode).toBe(200);

    const stopped = await post('break-patterns/stop', { id: created.body.data.id });
    expectMessage(stopped, 200, 'break_pattern_stopped', 'en');
    await expect.poll(async () => (await menuProduct(tiramisu()))?.on_break).toBe(false);
    const later = await m.kit.createBasket({ deliveryType: 'pickup' });
    expect((await m.kit.post('/api/basket/add', { basketId: later, productId: tiramisu() })).statusCode).toBe(200);
  });

  it('need a unique name, valid fields and dates in order; update and delete them', async () => {
    const second = await post('break-patterns/create', { ...lunchBreak(), name: 'Evening' });
    expect(second.statusCode).toBe(201);
    expectFieldError(await post('break-patterns/create', { ...lunchBreak(), name: 'EVENING' }), 'name', 'break_pattern_name_duplicate', 'en');
    expectFieldError(await post('break-patterns/create', { ...lunchBreak(), name: 'x', endDate: '2027-02-01' }), 'endDate', 'break_pattern_dates_invalid', 'en');
    expectFieldError(await post('break-patterns/create', { ...lunchBreak(), name: ' ' }), 'name', 'break_pattern_name_required', 'en');
    expectFieldError(await post('break-patterns/create', { ...lunchBreak(), name: 'y', weekdays: [7] }), 'weekdays.0', 'break_pattern_weekday_unknown', 'en');

    // Only the restaurant's own dishes (issue 25): an unknown id, another restaurant's dish.
    const foreign = (await importSecondRestaurant(m.t)).restaurantId;
    const [theirs] = await m.t.database.db.select({ id: products.id }).from(products).where(eq(products.restaurantId, foreign)).limit(1);
    for (const productIds of [[999_999], [tiramisu(), theirs!.id]]) {
      expectFieldError(await post('break-patterns/create', { ...lunchBreak(), name: 'z', productIds }), 'productIds', 'break_pattern_product_unknown', 'en');
      expectFieldError(
        await post('break-patterns/update', { ...lunchBreak(), id: second.body.data.id, name: 'z', productIds }),
        'productIds',
        'break_pattern_product_unknown',
        'en',
      );
    }

    const updated = await post('break-patterns/update', { ...lunchBreak(), id: second.body.data.id, name: 'Evening rush', startTime: '19:00', endTime: null });
    expectMessage(updated, 200, 'break_pattern_updated', 'en');
    expect(updated.body.data).toMatchObject({ name: 'Evening rush', startTime: '19:00', endTime: null });
    expectFieldError(await post('break-patterns/update', { ...lunchBreak(), id: second.body.data.id }), 'name', 'break_pattern_name_duplicate', 'en');

    expectMessage(await post('break-patterns/delete', { id: second.body.data.id }), 200, 'break_pattern_deleted', 'en');
    expectMessage(await post('break-patterns/delete', { id: second.body.data.id }), 404, 'break_pattern_does_not_exists', 'en');
    const list = await m.t.call({ method: 'GET', url: '/api/managers/break-patterns', token });
    expect(list.body.data.map((pattern: { name: string }) => pattern.name)).toEqual(['No tiramisu at lunch']);
  });

  // Issue 27: each invalid field answers its own message, not the end-before-start one.
  it('answer the message of the field that is wrong', async () => {
    const create = (fields: Record<string, unknown>, lang = 'en') => post('break-patterns/create', { ...lunchBreak(), name: 'Bad', ...fields }, lang);
    expectFieldError(await create({ startDate: '2027-02-30' }), 'startDate', 'break_pattern_start_date_invalid', 'en');
    expectFieldError(await create({ startDate: '2027-02-30' }, 'de'), 'startDate', 'break_pattern_start_date_invalid', 'de');
    expectFieldError(await create({ endDate: '2027-13-01' }), 'endDate', 'break_pattern_end_date_invalid', 'en');
    expectFieldError(await create({ startDate: '2027-03-02', endDate: '2027-03-01' }), 'endDate', 'break_pattern_dates_invalid', 'en');
    expectFieldError(await create({ weekdays: [9] }), 'weekdays.0', 'break_pattern_weekday_unknown', 'en');
    expectFieldError(await create({ weekdays: [] }), 'weekdays', 'break_pattern_weekdays_invalid', 'en');
    expectFieldError(await create({ productIds: [] }), 'productIds', 'break_pattern_products_invalid', 'en');
    expectFieldError(await create({ productIds: [999_999] }), 'productIds', 'break_pattern_product_unknown', 'en');
    const list = await m.t.call({ method: 'GET', url: '/api/managers/break-patterns', token });
    expect(list.body.data.map((pattern: { name: string }) => pattern.name)).not.toContain('Bad');
  });
});
