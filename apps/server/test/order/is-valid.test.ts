import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '@tavola/domain/messages/catalogue';
import { baskets } from '../../src/db/schema/basket.ts';
import { products } from '../../src/db/schema/menu.ts';
import { slotBookings, slotLimits } from '../../src/db/schema/order.ts';
import { restaurants, vouchers } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, setStock, TEST_NOW, type OrderingKit, type TestClock } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());
beforeEach(() => clock.set(TEST_NOW));

/** Spec §7: is-valid takes its fields in the query string. */
const isValid = (basketId: string, lang: Lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/order/is-valid',
    query: { restaurantId: String(kit.restaurantId), basketId },
    headers: { 'accept-language': lang },
  });

describe('POST api/order/is-valid', () => {
  it('passes a basket that is ready to order and tells what it costs', async () => {
    const basketId = await checkoutBasket(kit);
    const answer = await isValid(basketId);
    expectMessage(answer, 200, 'ok', 'en');
    expect(answer.body.data).toEqual({ valid: true, totalWithDiscount: 15 });
  });

  it.each(LANGS)('refuses an empty basket and an unknown one (%s)', async (lang) => {
    const basketId = await kit.createBasket();
    expectMessage(await isValid(basketId, lang), 400, 'basket_is_empty', lang);
    expectMessage(await isValid('x'.repeat(24), lang), 404, 'basket_does_not_exists', lang);
  });

  it.each(LANGS)('checks that the restaurant is open at the time (%s)', async (lang) => {
    const asap = await checkoutBasket(kit, { time: null });
    clock.set('2027-03-01T22:30:00Z'); // 23:30 in Berlin: pickup closed since 22:00
    const closed = await isValid(asap, lang);
    expectMessage(closed, 400, 'restaurant_closed', lang);
    // The refusal names the next bookable time, the one the time field offered up front.
    expect(closed.body.validTime).toBe('2027-03-02 11:30');
    clock.set('2027-03-01T11:00:00Z');
    expect((await isValid(asap)).statusCode).toBe(200);

    const timed = await checkoutBasket(kit, { time: '2027-03-01 13:00' });
    clock.set('2027-03-01T12:30:00Z'); // the chosen time has passed
    expectMessage(await isValid(timed, lang), 400, 'order_time_in_past', lang);
  });

  it.each(LANGS)('checks delivery area and minimum order value (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { type: 'delivery', lines: [['espresso', 2]] });
    expectMessage(await isValid(basketId, lang), 400, 'minimum_order_value_not_reached', lang);
    await t.database.db.update(baskets).set({ postalCode: '80331' }).where(eq(baskets.publicId, basketId));
    expectMessage(await isValid(basketId, lang), 400, 'postal_code_not_in_delivery_area', lang);
  });

  it.each(LANGS)('refuses a basket whose total is zero (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { lines: [['affogato', 1]] });
    await t.database.db.update(products).set({ priceCents: 0 }).where(eq(products.id, kit.product('affogato')));
    expectMessage(await isValid(basketId, lang), 400, 'total_price_is_zero', lang);
    await t.database.db.update(products).set({ priceCents: 550 }).where(eq(products.id, kit.product('affogato')));
  });

  it.each(LANGS)('checks stock as it is now (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { lines: [['panna-cotta', 3]] });
    await setStock(t, kit.restaurantId, [kit.product('panna-cotta')], 2);
    const few = await isValid(basketId, lang);
    expectMessage(few, 409, 'product_only_n_available', lang, { name: 'Panna cotta', inStock: 2 });
    await setStock(t, kit.restaurantId, [kit.product('panna-cotta')], 0);
    expectMessage(await isValid(basketId, lang), 409, 'product_out_of_stock', lang, { name: 'Panna cotta' });
    await setStock(t, kit.restaurantId, [kit.product('panna-cotta')], null);
  });

  it.each(LANGS)('refuses products and packages taken off the menu since they were added (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { lines: [['calamari-fritti', 1]] });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, kit.product('calamari-fritti')));
    expectMessage(await isValid(basketId, lang), 400, 'product_not_available', lang);
    await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, kit.product('calamari-fritti')));

    const withPackage = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-product-package-items', {
      basketId: withPackage,
      productId: kit.product('menu-pranzo'),
      productItems: [
        { productId: kit.product('insalata-rucola'), productPackage: await kit.packageStep('pranzo-antipasto') },
        { productId: kit.product('penne-arrabbiata'), productPackage: await kit.packageStep('pranzo-principale') },
      ],
    });
    await kit.post('/api/basket/add-delivery-time', { basketId: withPackage, delivery_time: '2027-03-01 13:00' });
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, kit.product('insalata-rucola')));
    expectMessage(await isValid(withPackage, lang), 400, 'package_not_available', lang);
    await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, kit.product('insalata-rucola')));
  });

  it.each(LANGS)('refuses a happy-hour product outside its window at order time (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { lines: [['aperol-spritz', 1]], time: '2027-03-01 17:00' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: null });
    const answer = await isValid(basketId, lang);
    expectMessage(answer, 400, 'product_not_available_for_date', lang, { name: 'Aperol Spritz (Aperitivo hour)' });
  });

  it.each(LANGS)('checks the voucher again: expired since it was added (%s)', async (lang) => {
    const [row] = await t.database.db
      .insert(vouchers)
      .values({ restaurantId: kit.restaurantId, code: `LASTDAY${lang.toUpperCase()}`, kind: 'fixed', amountCents: 200, validUntil: '2027-03-01' })
      .returning();
    const basketId = await checkoutBasket(kit, { time: '2027-03-02 13:00' });
    const added = await t.call({ method: 'POST', url: '/api/basket/add-voucher-to-basket', query: { basketId, voucherCode: row!.code } });
    expect(added.statusCode).toBe(200);
    clock.set('2027-03-02T11:00:00Z');
    expectMessage(await isValid(basketId, lang), 400, 'voucher_expired', lang);
  });

  it.each(LANGS)('checks the capacity of the slot (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { time: '2027-03-01 15:00' });
    await t.database.db.insert(slotLimits).values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, maxOrders: 1, maxItems: null }).onConflictDoNothing();
    await t.database.db.insert(slotBookings).values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, slotAt: new Date('2027-03-01T14:00:00Z'), orders: 1, items: 1 }).onConflictDoNothing();
    await kit.settingsChanged();
    const answer = await isValid(basketId, lang);
    expectMessage(answer, 409, 'order_limit_reached', lang, { validTime: '2027-03-01 15:15' });
    await t.database.db.delete(slotLimits);
    await kit.settingsChanged();
  });

  it.each(LANGS)('refuses a basket whose voucher the restaurant no longer accepts (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit, { lines: [['tiramisu', 4]] });
    await t.call({ method: 'POST', url: '/api/basket/add-voucher-to-basket', query: { basketId, voucherCode: 'BENVENUTO10' } });
    const [restaurant] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, kit.restaurantId));
    await t.database.db.update(restaurants).set({ settings: { ...restaurant!.settings, availableVoucher: false } }).where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
    expectMessage(await isValid(basketId, lang), 400, 'voucher_not_available', lang);
    await t.database.db.update(restaurants).set({ settings: restaurant!.settings }).where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
  });
});
