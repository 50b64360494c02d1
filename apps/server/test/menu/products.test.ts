import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@tavola/domain/schemas/menu';
import { products } from '../../src/db/schema/menu.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { basketWith, categoryIdByName, getData, productIdByKey, SUNDAY_AFTERNOON } from './menu-helpers.ts';

let t: TestApp;
let drinks: number;
let pizza: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => SUNDAY_AFTERNOON });
  drinks = await categoryIdByName(t, 'Bevande');
  pizza = await categoryIdByName(t, 'Pizza');
});
afterAll(() => t.close());

type P = { id: number; name: string } & Record<string, unknown>;
const names = (list: P[]) => list.map((p) => p.name);
const byName = (list: P[], name: string) => list.find((p) => p.name === name)!;

describe('GET api/restaurant/products', () => {
  it('answers the products of a category in menu order, in the answer shape', async () => {
    const list: P[] = await getData(t, `/api/restaurant/products?categoryId=${pizza}&restaurantId=1`);
    expect(names(list)).toEqual([
      'Pizza Margherita',
      'Pizza Marinara',
      'Pizza Diavola',
      'Pizza Prosciutto e Funghi',
      'Pizza Quattro Formaggi',
      'Pizza Capricciosa',
      'Pizza al Tartufo',
      'Calzone',
    ]);
    for (const product of list) expect(productSchema.strict().parse(product)).toEqual(product);
    expect(byName(list, 'Pizza Margherita')).toMatchObject({
      price: 9.5,
      min_price: null,
      stock: null,
      is_package: 0,
      allergy_info: ['gluten', 'milk'],
      subcategory_name: 'Classics',
      depot: null,
      quantity: 0,
    });
    expect(byName(list, 'Pizza Margherita').extra).toHaveLength(2);
    expect(byName(list, 'Pizza al Tartufo').stock).toBe(0);
    expect(byName(list, 'Pizza Diavola').pinned).toBe(true);
  });

  it('shows deposits, "From" prices and small stocks', async () => {
    const list: P[] = await getData(t, `/api/restaurant/products?categoryId=${drinks}`);
    expect(byName(list, 'San Pellegrino 0,75 l').depot).toEqual({ name: 'Pfand glass bottle', price: 0.15 });
    expect(byName(list, 'Vino della casa')).toMatchObject({ price: 6.5, min_price: 6.5 });
    const starters: P[] = await getData(
      t,
      `/api/restaurant/products?categoryId=${await categoryIdByName(t, 'Antipasti')}`,
    );
    expect(byName(starters, 'Burrata pugliese').stock).toBe(4);
  });

  it('offers happy-hour products only inside their windows', async () => {
    const aperitivo = 'Aperol Spritz (Aperitivo hour)';
    const now: P[] = await getData(t, `/api/restaurant/products?categoryId=${drinks}`);
    expect(names(now)).not.toContain(aperitivo);
    const mondayEvening: P[] = await getData(
      t,
      `/api/restaurant/products?categoryId=${drinks}&delivery_time=${encodeURIComponent('2026-11-23 17:30')}`,
    );
    expect(byName(mondayEvening, aperitivo).happyHours).toHaveLength(5);
    const withSeconds: P[] = await getData(
      t,
      `/api/restaurant/products?categoryId=${drinks}&delivery_time=${encodeURIComponent('2026-11-23 18:45:00')}`,
    );
    expect(names(withSeconds)).toContain(aperitivo);
    const closingMinute: P[] = await getData(
      t,
      `/api/restaurant/products?categoryId=${drinks}&delivery_time=${encodeURIComponent('2026-11-23 19:00')}`,
    );
    expect(names(closingMinute)).not.toContain(aperitivo);
  });

  it('lists a dated product (the guest picks its date) outside its windows, with its windows', async () => {
    const aperitivo = 'Aperol Spritz (Aperitivo hour)';
    const id = await productIdByKey(t.database.db, 'aperol-spritz');
    await t.database.db.update(products).set({ additionalInfoConfig: { name: true, date: true } }).where(eq(products.id, id));
    await t.app.deps.restaurantChanges.announce(t.database, 1);
    try {
      await expect
        .poll(async () => names(await getData(t, `/api/restaurant/products?categoryId=${drinks}`)))
        .toContain(aperitivo);
      const categories: { id: number }[] = await getData(t, '/api/restaurant/category');
      expect(categories.map((category) => category.id)).toContain(drinks);
    } finally {
      await t.database.db.update(products).set({ additionalInfoConfig: { name: false, date: false } }).where(eq(products.id, id));
      await t.app.deps.restaurantChanges.announce(t.database, 1);
    }
  });

  it('refuses a malformed delivery_time and a time skipped by the clock change with 422', async () => {
    for (const time of ['tomorrow', '2026-02-30 12:00', '2026-11-23 25:00', '2027-03-28 02:30']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/restaurant/products?categoryId=${drinks}&delivery_time=${encodeURIComponent(time)}`,
      });
      expect(response.statusCode, time).toBe(422);
      expect(response.body.codes).toEqual({ delivery_time: ['field_invalid'] });
    }
  });

  it('answers 404 for an unknown category, 422 for a bad id, 403 for another restaurant', async () => {
    const unknown = await t.call({ method: 'GET', url: '/api/restaurant/products?categoryId=987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ type: 'error', message: { code: 'category_does_not_exists' } });
    const bad = await t.call({ method: 'GET', url: '/api/restaurant/products?categoryId=pizza' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.codes).toEqual({ categoryId: ['field_must_be_numeric'] });
    const missing = await t.call({ method: 'GET', url: '/api/restaurant/products' });
    expect(missing.body.codes).toEqual({ categoryId: ['field_required'] });
    const other = await t.call({ method: 'GET', url: `/api/restaurant/products?categoryId=${pizza}&restaurantId=2` });
    expect(other.statusCode).toBe(403);
  });

  it('shows the live stock at once (stock-change NOTIFY), and a changed answer gets a new ETag', async () => {
    const url = `/api/restaurant/products?categoryId=${pizza}`;
    const first = await t.call({ method: 'GET', url });
    const tartufo = await productIdByKey(t.database.db, 'pizza-tartufo');
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, tartufo));
    // PGlite delivers the NOTIFY before the update resolves; PostgreSQL a moment later
    await expect
      .poll(async () => {
        const again = await t.call({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
        return again.statusCode === 200 ? byName(again.body.data, 'Pizza al Tartufo').stock : null;
      })
      .toBe(3);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, tartufo));
  });

  it("counts the basket's units, own lines and inside packages", async () => {
    const basket = await basketWith(t.database.db, 1, [
      { product: 'pizza-margherita', quantity: 2 },
      {
        product: 'menu-pizza-per-due',
        quantity: 3,
        components: [
          { step: 'per-due-pizze', product: 'pizza-margherita', quantity: 1 },
          { step: 'per-due-pizze', product: 'pizza-diavola', quantity: 1 },
        ],
      },
    ]);
    const list: P[] = await getData(t, `/api/restaurant/products?categoryId=${pizza}&basketId=${basket}`);
    expect(byName(list, 'Pizza Margherita').quantity).toBe(5);
    expect(byName(list, 'Pizza Diavola').quantity).toBe(3);
    expect(byName(list, 'Pizza Marinara').quantity).toBe(0);
    const stale: P[] = await getData(t, `/api/restaurant/products?categoryId=${pizza}&basketId=no-such-basket`);
    expect(byName(stale, 'Pizza Margherita').quantity).toBe(0);
  });
});

describe('GET api/restaurant/pinned-products', () => {
  it('answers the pinned products in menu order, happy-hour ones only in their window', async () => {
    const pinned: P[] = await getData(t, '/api/restaurant/pinned-products?restaurant=1&basket=');
    expect(names(pinned)).toEqual([
      'Pizza Diavola',
      'Tagliatelle al ragù',
      'Tagliata di manzo',
      'Tiramisù della casa',
      'Pizza Night for Two',
    ]);
    const evening: P[] = await getData(
      t,
      `/api/restaurant/pinned-products?delivery_time=${encodeURIComponent('2026-11-24 17:15')}`,
    );
    expect(names(evening)).toContain('Aperol Spritz (Aperitivo hour)');
  });

  it('refuses another restaurant with 403', async () => {
    const response = await t.call({ method: 'GET', url: '/api/restaurant/pinned-products?restaurant=77' });
    expect(response.statusCode).toBe(403);
    expect(response.body.message.code).toBe('not_authorized');
  });
});

describe('GET api/restaurant/product-packages', () => {
  it('answers the wizard steps with their products', async () => {
    const lunch = await productIdByKey(t.database.db, 'menu-pranzo');
    const steps = await getData(t, `/api/restaurant/product-packages?productId=${lunch}&restaurantId=1`);
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['Starter', 'Main course', 'Drink']);
    expect(steps[0]).toMatchObject({ question: 'Which starter would you like?', min: 1, max: 1 });
    expect(steps[2]).toMatchObject({ min: 0, max: 1 });
    expect(names(steps[1].products)).toEqual([
      'Pizza Margherita',
      'Spaghetti alla Carbonara',
      "Penne all'arrabbiata",
      'Lasagne al forno',
    ]);
    for (const step of steps) for (const product of step.products) productSchema.strict().parse(product);

    const pizzaNight = await productIdByKey(t.database.db, 'menu-pizza-per-due');
    const [pizzas] = await getData(t, `/api/restaurant/product-packages?productId=${pizzaNight}`);
    expect(pizzas).toMatchObject({ min: 2, max: 2 });
    expect(byName(pizzas.products, 'Pizza al Tartufo').stock).toBe(0);
  });

  it('answers no steps for a plain product and 404 for an unknown one', async () => {
    const margherita = await productIdByKey(t.database.db, 'pizza-margherita');
    expect(await getData(t, `/api/restaurant/product-packages?productId=${margherita}`)).toEqual([]);
    const unknown = await t.call({ method: 'GET', url: '/api/restaurant/product-packages?productId=424242' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message.code).toBe('product_does_not_exists');
    const bad = await t.call({ method: 'GET', url: '/api/restaurant/product-packages?productId=-1' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET api/restaurant/product/search', () => {
  it('finds products by every word, ignoring case and accents', async () => {
    expect(names(await getData(t, '/api/restaurant/product/search?query=tiramisu'))).toEqual(['Tiramisù della casa']);
    expect(names(await getData(t, '/api/restaurant/product/search?query=PIZZA%20diavola'))).toEqual(['Pizza Diavola']);
    expect(names(await getData(t, '/api/restaurant/product/search?query=ricotta&restaurantId=1'))).toEqual([
      'Calzone',
      'Ravioli ricotta e spinaci',
      'Cannoli siciliani',
    ]);
    expect(await getData(t, '/api/restaurant/product/search?query=sushi')).toEqual([]);
  });

  it('needs a query', async () => {
    for (const url of ['/api/restaurant/product/search', '/api/restaurant/product/search?query=%20%20']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode).toBe(422);
      expect(response.body.errors).toHaveProperty('query');
    }
  });
});
