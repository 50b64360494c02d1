import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/menu.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, TEST_NOW, type OrderingKit, type TestClock } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());

const add = (basketId: string, body: Record<string, unknown>, lang?: string) =>
  kit.post('/api/basket/add', { basketId, ...body }, lang ? { lang } : {});

describe('POST api/basket/add', () => {
  it('adds a line priced from the database: product plus attribute items', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    const answer = await add(basketId, {
      productId: kit.product('pizza-margherita'),
      quantity: 2,
      attributeItems: [kit.attributeItem('size-36'), kit.attributeItem('topping-bufala')],
    }, 'en');
    expectMessage(answer, 200, 'product_added', 'en');
    const [line] = answer.body.data.products;
    expect(line).toMatchObject({
      productId: kit.product('pizza-margherita'),
      name: 'Pizza Margherita',
      quantity: 2,
      price: 15, // 9.50 + 3.00 + 2.50
      totalPrice: 30,
      is_package: 0,
      stock: null,
      items: [],
      depot: null,
      extra_info: null,
    });
    expect(line.attributeItems.map((item: { name: string; price: number }) => [item.name, item.price])).toEqual([
      ['Grande 36 cm', 3],
      ['Buffalo mozzarella', 2.5],
    ]);
    expect(answer.body.data).toMatchObject({ totalPrice: 30, totalWithDiscount: 30, count: 2 });
  });

  it('merges identical lines and keeps different extras apart', async () => {
    const basketId = await kit.createBasket();
    const small = { productId: kit.product('pizza-marinara'), attributeItems: [kit.attributeItem('size-30')] };
    await add(basketId, small);
    await add(basketId, { ...small, quantity: 2 });
    const answer = await add(basketId, { ...small, attributeItems: [kit.attributeItem('size-36')] });
    expect(answer.body.data.products.map((l: { quantity: number; price: number }) => [l.quantity, l.price])).toEqual([
      [3, 8],
      [1, 11],
    ]);
  });

  it('answers the basket exactly as a read of it afterwards gives it (new line, merged line, more units)', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    const pizza = {
      productId: kit.product('pizza-margherita'),
      // Extras chosen out of menu order: the answer lists them by group, then item position.
      attributeItems: [kit.attributeItem('topping-rucola'), kit.attributeItem('size-36'), kit.attributeItem('topping-bufala')],
      extraInfo: { comment: 'well done' },
    };
    let espressoLine = 0;
    const steps = [
      () => add(basketId, { productId: kit.product('espresso'), quantity: 2 }),
      () => add(basketId, pizza),
      () => add(basketId, { ...pizza, quantity: 2, extraInfo: { comment: 'crispy' } }),
      () => add(basketId, { productId: kit.product('acqua-frizzante') }),
      () => add(basketId, { productId: kit.product('espresso'), basketProductId: espressoLine, quantity: 1 }),
    ];
    for (const step of steps) {
      const answer = await step();
      expect({ status: answer.statusCode, code: answer.body.message.code }).toEqual({ status: 200, code: 'product_added' });
      espressoLine ||= answer.body.data.products[0].basketProductId;
      const read = await kit.get('/api/basket', { basketId });
      expect(answer.body.data).toEqual(read.body.data);
    }
    expect((await kit.get('/api/basket', { basketId })).body.data.count).toBe(7);
  });

  it('reads a missing, zero or non-numeric quantity as 1', async () => {
    const basketId = await kit.createBasket();
    for (const quantity of [undefined, 0, -3, 'many']) {
      await add(basketId, { productId: kit.product('tiramisu'), ...(quantity === undefined ? {} : { quantity }) });
    }
    const basket = (await kit.get('/api/basket', { basketId })).body.data;
    expect(basket.products).toHaveLength(1);
    expect(basket.products[0].quantity).toBe(4);
  });

  it('adds units to the line named by basketProductId', async () => {
    const basketId = await kit.createBasket();
    const first = await add(basketId, { productId: kit.product('espresso') });
    const basketProductId = first.body.data.products[0].basketProductId;
    const answer = await add(basketId, { productId: kit.product('espresso'), basketProductId, quantity: 2 });
    expect(answer.body.data.products).toEqual([expect.objectContaining({ basketProductId, quantity: 3, totalPrice: 7.5 })]);
    for (const lang of LANGS) {
      const unknown = await add(basketId, { productId: kit.product('espresso'), basketProductId: 999999 }, lang);
      expectMessage(unknown, 404, 'basket_product_does_not_exists', lang);
    }
  });

  it('counts the deposit per unit in the line total', async () => {
    const basketId = await kit.createBasket();
    const answer = await add(basketId, { productId: kit.product('acqua-frizzante'), quantity: 2 });
    expect(answer.body.data.products[0]).toMatchObject({ price: 5.5, totalPrice: 11.3, depot: { name: 'Pfand glass bottle', price: 0.15 } });
  });

  it.each(LANGS)('refuses a selection below a group minimum or above its maximum (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    const missingSize = await add(basketId, { productId: kit.product('pizza-diavola'), attributeItems: [] }, lang);
    expectFieldError(missingSize, 'attributeItems', 'attribute_minimum_not_met', lang, { name: 'Size', min: 1 });
    const toppings = ['topping-bufala', 'topping-crudo', 'topping-funghi', 'topping-rucola', 'topping-nduja'];
    const tooMany = await add(basketId, {
      productId: kit.product('pizza-diavola'),
      attributeItems: [kit.attributeItem('size-30'), ...toppings.map((key) => kit.attributeItem(key))],
    }, lang);
    expectFieldError(tooMany, 'attributeItems', 'attribute_maximum_exceeded', lang, { name: 'Extra toppings', max: 4 });
    const foreignItem = await add(basketId, { productId: kit.product('tiramisu'), attributeItems: [kit.attributeItem('size-30')] }, lang);
    expectFieldError(foreignItem, 'attributeItems', 'field_invalid', lang);
  });

  it.each(LANGS)('answers product_does_not_exists for an unknown product (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    expectMessage(await add(basketId, { productId: 999999 }, lang), 404, 'product_does_not_exists', lang);
  });

  it.each(LANGS)('refuses a sold-out product and more units than are left (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    const soldOut = await add(basketId, { productId: kit.product('pizza-tartufo'), attributeItems: [kit.attributeItem('size-30')] }, lang);
    expectMessage(soldOut, 409, 'product_out_of_stock', lang, { name: 'Pizza al Tartufo' });
    expect(soldOut.body).toMatchObject({ name: 'Pizza al Tartufo', inStock: 0 });

    await add(basketId, { productId: kit.product('burrata'), quantity: 3 });
    const tooMany = await add(basketId, { productId: kit.product('burrata'), quantity: 2 }, lang);
    expectMessage(tooMany, 409, 'product_only_n_available', lang, { name: 'Burrata pugliese', inStock: 1 });
    expect(tooMany.body).toMatchObject({ name: 'Burrata pugliese', inStock: 1 });
    const basket = (await kit.get('/api/basket', { basketId })).body.data;
    expect(basket.products[0]).toMatchObject({ quantity: 3, stock: 1 });
  });

  it.each(LANGS)('refuses a comment longer than 140 characters (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    const answer = await add(basketId, { productId: kit.product('tiramisu'), extraInfo: JSON.stringify({ comment: 'x'.repeat(141) }) }, lang);
    expectFieldError(answer, 'extraInfo.comment', 'item_comment_too_long', lang, { max: 140 });
  });

  it('keeps the comment and merges identical person entries with a count', async () => {
    const basketId = await kit.createBasket();
    const productId = kit.product('cappuccino');
    await add(basketId, { productId, extraInfo: JSON.stringify({ comment: 'oat milk', itemDetails: [{ fullName: 'Anna', date: '2027-03-02' }] }) });
    const answer = await add(basketId, { productId, extraInfo: { itemDetails: [{ fullName: 'Anna', date: '2027-03-02' }, { fullName: 'Ben' }] } });
    const line = answer.body.data.products[0];
    expect(line.quantity).toBe(2);
    expect(JSON.parse(line.extra_info)).toEqual({
      comment: 'oat milk',
      itemDetails: [
        { fullName: 'Anna', date: '2027-03-02', count: 2 },
        { fullName: 'Ben', count: 1 },
      ],
    });
  });

  it.each(LANGS)('asks for a name and a date per unit where the product wants them (%s)', async (lang) => {
    const productId = kit.product('limonata');
    await t.database.db.update(products).set({ additionalInfoConfig: { name: true, date: true } }).where(eq(products.id, productId));
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    expectFieldError(await add(basketId, { productId }, lang), 'extraInfo.itemDetails', 'name_is_required', lang);
    const noDate = await add(basketId, { productId, extraInfo: { itemDetails: [{ fullName: 'Anna' }] } }, lang);
    expectFieldError(noDate, 'extraInfo.itemDetails', 'date_is_required', lang);
    const tooLate = await add(basketId, { productId, extraInfo: { itemDetails: [{ fullName: 'Anna', date: '2027-06-01' }] } }, lang);
    expectMessage(tooLate, 400, 'product_not_available_for_date', lang, { name: 'Limonata della casa 0,4 l' });
    const ok = await add(basketId, { productId, extraInfo: { itemDetails: [{ fullName: ' Anna ', date: '2027-03-03' }] } });
    expect(ok.statusCode).toBe(200);
  });

  it.each(LANGS)('refuses a happy-hour product for a delivery time outside its windows (%s)', async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 13:00' });
    const answer = await add(basketId, { productId: kit.product('aperol-spritz') }, lang);
    expectMessage(answer, 400, 'product_not_available_for_date', lang, { name: 'Aperol Spritz (Aperitivo hour)' });
    expect(answer.body.name).toBe('Aperol Spritz (Aperitivo hour)');
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 17:30' });
    expect((await add(basketId, { productId: kit.product('aperol-spritz') })).statusCode).toBe(200);
  });

  it.each(LANGS)('refuses a happy-hour product in an "as soon as possible" basket outside its windows (%s)', async (lang) => {
    try {
      clock.set('2027-03-01T02:00:00Z'); // Monday 03:00 in Berlin; the aperitivo hour is Mon–Fri 17–19
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      const answer = await add(basketId, { productId: kit.product('aperol-spritz') }, lang);
      expectMessage(answer, 400, 'product_not_available_for_date', lang, { name: 'Aperol Spritz (Aperitivo hour)' });
      clock.set('2027-03-01T16:30:00Z'); // Monday 17:30
      expect((await add(basketId, { productId: kit.product('aperol-spritz') })).statusCode).toBe(200);
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('takes a dated product (the guest picks its date) at any order time, for a date in its windows', async () => {
    const productId = kit.product('aperol-spritz');
    await t.database.db.update(products).set({ additionalInfoConfig: { name: false, date: true } }).where(eq(products.id, productId));
    try {
      clock.set('2027-03-01T02:00:00Z'); // Monday 03:00: outside the windows, yet the date decides
      const basketId = await kit.createBasket({ deliveryType: 'pickup' });
      const sunday = await add(basketId, { productId, extraInfo: { itemDetails: [{ date: '2027-03-07' }] } });
      expect(sunday.statusCode).toBe(400);
      const tuesday = await add(basketId, { productId, extraInfo: { itemDetails: [{ date: '2027-03-02' }] } });
      expect(tuesday.statusCode).toBe(200);
    } finally {
      clock.set(TEST_NOW);
      await t.database.db.update(products).set({ additionalInfoConfig: { name: false, date: false } }).where(eq(products.id, productId));
    }
  });

  it.each(LANGS)('refuses a product taken off the menu (%s)', async (lang) => {
    const productId = kit.product('olive');
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, productId));
    const basketId = await kit.createBasket();
    expectMessage(await add(basketId, { productId }, lang), 400, 'product_not_available', lang);
  });
});
