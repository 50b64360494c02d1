import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeGroupSchema, categorySchema, productHappyHoursSchema } from '@tavola/domain/schemas/menu';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { categoryIdByName, getData, SUNDAY_AFTERNOON } from './menu-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => SUNDAY_AFTERNOON });
});
afterAll(() => t.close());

describe('GET api/restaurant/category', () => {
  it('lists the menu categories in priority order, in the answer shape', async () => {
    const categories = await getData(t, '/api/restaurant/category?restaurantId=1&basketId=');
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Antipasti',
      'Pizza',
      'Pasta',
      'Secondi',
      'Insalate',
      'Dolci',
      'Bevande',
      'Menus',
    ]);
    for (const category of categories) {
      expect(categorySchema.strict().parse(category)).toEqual(category);
      expect(category.extra).toBe(0);
    }
    expect(categories[1]).toMatchObject({
      foot_note: 'All pizzas come in 30 cm; choose 36 cm for a small surcharge.',
      image: '/uploads/restaurants/demo/images/category-pizza.svg',
      pivot: { priority: 2 },
    });
  });

  it('answers the extra categories with extra=1 (or true)', async () => {
    for (const flag of ['1', 'true']) {
      const extra = await getData(t, `/api/restaurant/category?extra=${flag}`);
      expect(extra).toEqual([expect.objectContaining({ name: 'Something more?', extra: 1 })]);
    }
  });

  it('refuses a malformed flag or id with 422', async () => {
    const flag = await t.call({ method: 'GET', url: '/api/restaurant/category?extra=maybe' });
    expect(flag.statusCode).toBe(422);
    expect(flag.body.errors).toHaveProperty('extra');
    const id = await t.call({ method: 'GET', url: '/api/restaurant/category?restaurantId=one' });
    expect(id.statusCode).toBe(422);
    expect(id.body.codes.restaurantId).toEqual(['field_must_be_numeric']);
  });

  it('answers a repeat read with 304 when the ETag matches', async () => {
    const first = await t.call({ method: 'GET', url: '/api/restaurant/category' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.call({ method: 'GET', url: '/api/restaurant/category', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherAnswer = await t.call({
      method: 'GET',
      url: '/api/restaurant/category?extra=1',
      headers: { 'if-none-match': etag },
    });
    expect(otherAnswer.statusCode).toBe(200);
    expect(otherAnswer.headers.etag).not.toBe(etag);
  });
});

describe('GET api/restaurant/category-attributes-items', () => {
  it("lists the groups of a category's products with the products they apply to", async () => {
    const pizza = await categoryIdByName(t, 'Pizza');
    const pizzas: { id: number }[] = await getData(t, `/api/restaurant/products?categoryId=${pizza}`);
    const groups = await getData(t, `/api/restaurant/category-attributes-items?restaurantId=1&categoryId=${pizza}`);
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Size', 'Extra toppings']);
    for (const group of groups) {
      expect(attributeGroupSchema.strict().parse(group)).toEqual(group);
      expect(group.product_ids.length).toBeGreaterThanOrEqual(pizzas.length);
    }
    expect(groups[0]).toMatchObject({ minimum_value: 1, maximum_value: 1, is_multi_select: false });
    expect(groups[0].items[1]).toMatchObject({ name: 'Grande 36 cm', pivot: { price: 3 } });
    expect(groups[1]).toMatchObject({ minimum_value: 0, maximum_value: 4, is_multi_select: true });
  });

  it('names only the products a product-level group applies to', async () => {
    const pasta = await categoryIdByName(t, 'Pasta');
    const groups = await getData(t, `/api/restaurant/category-attributes-items?categoryId=${pasta}`);
    expect(groups).toHaveLength(1);
    expect(groups[0].name).toBe('Cheese on top');
    expect(groups[0].product_ids).toHaveLength(4);
  });

  it('answers 404 for an unknown category and 422 without one', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/restaurant/category-attributes-items?categoryId=99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message.code).toBe('category_does_not_exists');
    const missing = await t.call({ method: 'GET', url: '/api/restaurant/category-attributes-items' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.codes.categoryId).toEqual(['field_required']);
  });
});

describe('GET api/restaurant/products-happyHour-time', () => {
  const aperitivo = expect.objectContaining({
    name: 'Aperol Spritz (Aperitivo hour)',
    happyHours: expect.arrayContaining([{ weekday_id: 1, start_date: '17:00', end_date: '19:00' }]),
  });

  it('lists the windows of the pinned products and of a category', async () => {
    const pinned = await getData(t, '/api/restaurant/products-happyHour-time?pinned=1');
    expect(pinned).toEqual([aperitivo]);
    for (const entry of pinned) expect(productHappyHoursSchema.strict().parse(entry)).toEqual(entry);
    const drinks = await categoryIdByName(t, 'Bevande');
    expect(await getData(t, `/api/restaurant/products-happyHour-time?categoryId=${drinks}`)).toEqual([aperitivo]);
    const pizza = await categoryIdByName(t, 'Pizza');
    expect(await getData(t, `/api/restaurant/products-happyHour-time?categoryId=${pizza}`)).toEqual([]);
  });

  it('needs exactly one of categoryId and pinned', async () => {
    const neither = await t.call({ method: 'GET', url: '/api/restaurant/products-happyHour-time' });
    expect(neither.statusCode).toBe(422);
    expect(neither.body.codes).toEqual({ categoryId: ['field_required'] });
    const both = await t.call({ method: 'GET', url: '/api/restaurant/products-happyHour-time?categoryId=1&pinned=1' });
    expect(both.statusCode).toBe(422);
    const unknown = await t.call({ method: 'GET', url: '/api/restaurant/products-happyHour-time?categoryId=4242' });
    expect(unknown.statusCode).toBe(404);
  });
});
