import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_QUANTITY_MAX, ORDER_TOTAL_MAX_CENTS } from '@tavola/domain/limits';
import { formatMessage } from '@tavola/domain/messages/catalogue';
import { products } from '../../src/db/schema/menu.ts';
import { installErrorHandler } from '../../src/http/error-handler.ts';
import { installLangHook } from '../../src/http/lang-hook.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';

// Issue 25, finding 4: numbers that outgrow the database's integer columns answered 500.
let m: ManagerTestApp;
beforeAll(async () => {
  m = await createManagerTestApp();
});
afterAll(() => m.close());

const add = (basketId: string, body: Record<string, unknown>, lang = 'en') =>
  m.kit.post('/api/basket/add', { basketId, ...body }, { lang });

describe('attribute item quantities count against the group maximum', () => {
  it.each(LANGS)('a single-choice group takes exactly one unit: {id, quantity: 99} and [id, id] are refused (%s)', async (lang) => {
    const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
    const size = m.kit.attributeItem('size-36');
    const pizza = m.kit.product('pizza-marinara');
    const params = { name: 'Size', max: 1 };
    expectFieldError(await add(basketId, { productId: pizza, attributeItems: [{ id: size, quantity: 99 }] }, lang), 'attributeItems', 'attribute_maximum_exceeded', lang, params);
    expectFieldError(await add(basketId, { productId: pizza, attributeItems: [size, size] }, lang), 'attributeItems', 'attribute_maximum_exceeded', lang, params);
    expect((await m.kit.get('/api/basket', { basketId })).body.data.products).toEqual([]);
  });

  it('units of a multi-choice item count too (5 of a topping against a maximum of 4), also when added later', async () => {
    const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
    const pizza = m.kit.product('pizza-marinara');
    const size = m.kit.attributeItem('size-30');
    const bufala = m.kit.attributeItem('topping-bufala');
    const five = await add(basketId, { productId: pizza, attributeItems: [size, { id: bufala, quantity: 5 }] });
    expectFieldError(five, 'attributeItems', 'attribute_maximum_exceeded', 'en', { name: 'Extra toppings', max: 4 });
    const four = await add(basketId, { productId: pizza, attributeItems: [size, { id: bufala, quantity: 4 }] });
    expect(four.statusCode).toBe(200);
    const basketProductId = four.body.data.products[0].basketProductId as number;
    const more = await m.kit.post('/api/basket/add-attribute-items', { basketId, basketProductId, attributeItems: [bufala], productAttributeItems: [] }, { lang: 'en' });
    expectFieldError(more, 'attributeItems', 'attribute_maximum_exceeded', 'en', { name: 'Extra toppings', max: 4 });
  });
});

describe('a line holds at most LINE_QUANTITY_MAX units', () => {
  it.each(LANGS)('repeated adds stop at the cap, by product and by line (%s)', async (lang) => {
    const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
    const line = { productId: m.kit.product('pizza-marinara'), attributeItems: [m.kit.attributeItem('size-30')] };
    const first = await add(basketId, { ...line, quantity: LINE_QUANTITY_MAX }, lang);
    expect(first.statusCode).toBe(200);
    const name = first.body.data.products[0].name as string;
    expectMessage(await add(basketId, { ...line, quantity: 1 }, lang), 422, 'line_quantity_too_high', lang, { max: LINE_QUANTITY_MAX, name });
    const byLine = await add(basketId, { productId: line.productId, basketProductId: first.body.data.products[0].basketProductId, quantity: 1 }, lang);
    expectMessage(byLine, 422, 'line_quantity_too_high', lang, { max: LINE_QUANTITY_MAX, name });
    expect((await m.kit.get('/api/basket', { basketId })).body.data.products[0].quantity).toBe(LINE_QUANTITY_MAX);
  });
});

describe('an order total above ORDER_TOTAL_MAX_CENTS', () => {
  it('is refused with a coded 422 by create-order and is-valid, never a 500 and nothing written', async () => {
    const db = m.t.database.db;
    const id = m.kit.product('tiramisu');
    const [before] = await db.select({ priceCents: products.priceCents }).from(products).where(eq(products.id, id));
    const basketId = await checkoutBasket(m.kit, { lines: [['tiramisu', 1]] });
    // 2 × 60,000.00: over the cap, well inside the integer columns, so only the rule can refuse it.
    await db.update(products).set({ priceCents: 6_000_000 }).where(eq(products.id, id));
    await m.kit.settingsChanged();
    await m.kit.post('/api/basket/add', { basketId, productId: id, quantity: 1 });
    try {
      const created = await m.kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang: 'en' });
      expect(created.statusCode).toBe(422);
      expect(created.body.message.code).toBe('order_total_too_high');
      expect(created.body.message.body).toBe(formatMessage('order_total_too_high', 'en', { max: '€100,000.00' }));
      expect(created.body.max).toBe(ORDER_TOTAL_MAX_CENTS / 100);
      const valid = await m.t.call({ method: 'POST', url: '/api/order/is-valid', query: { basketId, restaurantId: String(m.kit.restaurantId) } });
      expect(valid.body.message.code).toBe('order_total_too_high');
    } finally {
      await db.update(products).set({ priceCents: before!.priceCents }).where(eq(products.id, id));
      await m.kit.settingsChanged();
    }
  });
});

describe('ids beyond the integer columns', () => {
  it('POST api/managers/products/stock with productId 2147483648 is a 422, not a 500', async () => {
    const token = await signedInManager(m.t, m.kit.restaurantId, 'stock@demo.test');
    const answer = await m.t.call({ method: 'POST', url: '/api/managers/products/stock?lang=en', token, payload: { productId: 2147483648, stock: 1 } });
    expectFieldError(answer, 'productId', 'field_invalid', 'en');
  });
});

describe("PostgreSQL's numeric-range error", () => {
  it('is answered as a coded 422 by the one error handler, logged at warn', async () => {
    const app = Fastify({ logger: false });
    installLangHook(app);
    installErrorHandler(app);
    app.get('/overflow', async () => {
      throw Object.assign(new Error('query failed'), { cause: Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' }) });
    });
    const answer = await app.inject({ method: 'GET', url: '/overflow', headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(422);
    expect(JSON.parse(answer.body).message).toEqual({ code: 'value_out_of_range', body: formatMessage('value_out_of_range', 'en') });
    await app.close();
  });
});
