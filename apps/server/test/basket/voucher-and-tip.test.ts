import { formatMoney } from '@tavola/domain/pricing/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/menu.ts';
import { restaurants, vouchers } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';

// Today is 1 March 2027 in Berlin. Demo vouchers: BENVENUTO10 (10 %, from 20 €), SOMMER26 (summer 2026).
let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
  await t.database.db.insert(vouchers).values([
    { restaurantId: kit.restaurantId, code: 'SPRING27', kind: 'fixed', amountCents: 500, validFrom: '2027-04-01' },
    { restaurantId: kit.restaurantId, code: 'USEDUP', kind: 'fixed', amountCents: 300, usageLimit: 2, timesUsed: 2 },
    { restaurantId: kit.restaurantId, code: 'TENTH', kind: 'percent', percentBasisPoints: 1000 },
  ]);
});
afterAll(() => t.close());

/** Spec §7: the voucher fields travel in the query string. */
const addVoucher = (basketId: string, voucherCode: string, lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/basket/add-voucher-to-basket',
    query: { restaurantId: String(kit.restaurantId), basketId, voucherCode },
    headers: { 'accept-language': lang },
  });

async function basketOf(productKey: string, quantity: number) {
  const basketId = await kit.createBasket({ deliveryType: 'pickup' });
  await kit.post('/api/basket/add', { basketId, productId: kit.product(productKey), quantity });
  return basketId;
}

describe('POST api/basket/add-voucher-to-basket', () => {
  it('applies a percent voucher to the goods (any case) and removes it again', async () => {
    const basketId = await basketOf('tiramisu', 4); // 30.00
    const answer = await addVoucher(basketId, 'benvenuto10');
    expectMessage(answer, 200, 'voucher_accepted', 'en');
    expect(answer.body.data).toMatchObject({ voucher_code: 'BENVENUTO10', voucherValue: 3, totalPrice: 30, totalWithDiscount: 27 });
    const removed = await kit.get('/api/basket/remove-voucher-from-basket', { basketId, lang: 'de' });
    expectMessage(removed, 200, 'voucher_removed', 'de');
    expect(removed.body.data).toMatchObject({ voucher_code: null, voucherValue: 0, totalWithDiscount: 30 });
  });

  it.each(LANGS)('names what is wrong with a code (%s)', async (lang) => {
    const basketId = await basketOf('tiramisu', 4);
    expectFieldError(await addVoucher(basketId, '', lang), 'voucherCode', 'voucher_required', lang);
    expectMessage(await addVoucher(basketId, 'NOPE', lang), 404, 'voucher_not_found', lang);
    expectMessage(await addVoucher(basketId, 'SOMMER26', lang), 400, 'voucher_expired', lang);
    expectMessage(await addVoucher(basketId, 'SPRING27', lang), 400, 'voucher_invalid', lang);
    expectMessage(await addVoucher(basketId, 'USEDUP', lang), 400, 'voucher_usage_limit_reached', lang);
    const small = await basketOf('espresso', 1);
    const belowMinimum = await addVoucher(small, 'BENVENUTO10', lang);
    expectMessage(belowMinimum, 400, 'voucher_minimum_not_reached', lang, { minimum: formatMoney(2000, 'EUR', lang) });
    expect(belowMinimum.body.minimum).toBe(20);
  });

  it.each(LANGS)('answers voucher_no_discount when the discount rounds to nothing (%s)', async (lang) => {
    await t.database.db.update(products).set({ priceCents: 4 }).where(eq(products.id, kit.product('aioli')));
    const basketId = await basketOf('aioli', 1);
    expectMessage(await addVoucher(basketId, 'TENTH', lang), 400, 'voucher_no_discount', lang);
  });

  it.each(LANGS)('refuses vouchers where the restaurant takes none (%s)', async (lang) => {
    await setSetting('availableVoucher', false);
    const basketId = await basketOf('tiramisu', 4);
    expectMessage(await addVoucher(basketId, 'BENVENUTO10', lang), 400, 'voucher_not_available', lang);
    await setSetting('availableVoucher', true);
  });
});

describe('POST api/basket/add-tip and PUT remove-tip-from-basket', () => {
  it('adds a tip to what the guest pays and removes it', async () => {
    const basketId = await basketOf('tiramisu', 1);
    const added = await kit.post('/api/basket/add-tip', { basketId, tip_price: '2.50' }, { lang: 'en' });
    expectMessage(added, 200, 'tip_added', 'en');
    expect(added.body.data).toMatchObject({ tip: 2.5, totalPrice: 7.5, totalWithDiscount: 10 });
    const removed = await t.call({ method: 'PUT', url: '/api/basket/remove-tip-from-basket', payload: { restaurantId: kit.restaurantId, basketId }, headers: { 'accept-language': 'de' } });
    expectMessage(removed, 200, 'tip_removed', 'de');
    expect(removed.body.data).toMatchObject({ tip: 0, totalWithDiscount: 7.5 });
    const byQuery = await t.call({ method: 'PUT', url: '/api/basket/remove-tip-from-basket', query: { basketId } });
    expect(byQuery.statusCode).toBe(200);
  });

  it.each(LANGS)('refuses a tip that is not a positive amount with at most two decimals (%s)', async (lang) => {
    const basketId = await basketOf('tiramisu', 1);
    for (const tip_price of [0, -1, 1.234]) {
      expectFieldError(await kit.post('/api/basket/add-tip', { basketId, tip_price }, { lang }), 'tip_price', 'tip_invalid', lang);
    }
    expectFieldError(await kit.post('/api/basket/add-tip', { basketId, tip_price: 'lots' }, { lang }), 'tip_price', 'field_must_be_numeric', lang);
  });

  it.each(LANGS)('reads only a number or a decimal string: [5], true, "0x10", "5e2" are refused (issue 25) (%s)', async (lang) => {
    const basketId = await basketOf('tiramisu', 2);
    for (const tip_price of [[5], true, '0x10', '5e2', '1_0', '', ' ', null, { value: 5 }]) {
      const refused = await kit.post('/api/basket/add-tip', { basketId, tip_price }, { lang });
      expect(refused.statusCode, JSON.stringify(tip_price)).toBe(422);
      expect(refused.body.codes.tip_price[0]).toMatch(/^(field_must_be_numeric|tip_invalid)$/);
    }
    expect((await kit.get('/api/basket', { basketId })).body.data.tip).toBe(0);
    for (const [tip_price, tip] of [[1.5, 1.5], ['2', 2], ['2.50', 2.5], ['3,5', 3.5]] as const) {
      const added = await kit.post('/api/basket/add-tip', { basketId, tip_price }, { lang });
      expect(added.body.data.tip, String(tip_price)).toBe(tip);
    }
  });

  it.each(LANGS)('caps a tip at the dishes themselves and at TIP_MAX_AMOUNT; create-order checks it again (%s)', async (lang) => {
    const basketId = await basketOf('tiramisu', 1);
    const subtotal = (await kit.get('/api/basket', { basketId })).body.data.totalPrice as number;
    const tooHigh = await kit.post('/api/basket/add-tip', { basketId, tip_price: 1000 }, { lang });
    expect(tooHigh.statusCode).toBe(422);
    const aboveMeal = await kit.post('/api/basket/add-tip', { basketId, tip_price: subtotal + 1 }, { lang });
    expect([aboveMeal.statusCode, aboveMeal.body.message.code, aboveMeal.body.max]).toEqual([422, 'tip_too_high', subtotal]);
    expect((await kit.post('/api/basket/add-tip', { basketId, tip_price: subtotal }, { lang })).statusCode).toBe(200);
    // The dishes shrink after tipping: the order is refused until the tip fits again.
    const big = await checkoutBasket(kit, { lines: [['tiramisu', 3]] });
    const meal = (await kit.get('/api/basket', { basketId: big })).body.data;
    expect((await kit.post('/api/basket/add-tip', { basketId: big, tip_price: meal.totalPrice })).statusCode).toBe(200);
    await kit.get('/api/basket/remove', { basketId: big, basketProductId: meal.products[0].basketProductId });
    const order = await kit.post('/api/order/create-order', { basketId: big, paymentType: 'cash' }, { lang });
    expect([order.statusCode, order.body.message?.code]).toEqual([422, 'tip_too_high']);
  });

  it.each(LANGS)('refuses tips where the restaurant asks for none (%s)', async (lang) => {
    await setSetting('tipRequest', false);
    const basketId = await basketOf('tiramisu', 1);
    expectMessage(await kit.post('/api/basket/add-tip', { basketId, tip_price: 1 }, { lang }), 400, 'tip_not_available', lang);
    await setSetting('tipRequest', true);
  });
});

async function setSetting(name: string, value: boolean) {
  await t.database.db
    .update(restaurants)
    .set({ settings: sql`jsonb_set(${restaurants.settings}, ${`{${name}}`}::text[], ${JSON.stringify(value)}::jsonb)` })
    .where(eq(restaurants.id, kit.restaurantId));
  await kit.settingsChanged();
}
