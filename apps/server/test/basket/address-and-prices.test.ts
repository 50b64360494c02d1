import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from './support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from './support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

const anna = { name: 'Anna Rossi', email: 'anna@example.com', mobile: '+49301234567', address: 'Torstraße', house_number: '1', postalCode: '10119', city: 'Berlin' };

async function deliveryBasket(quantity = 2) {
  const basketId = await kit.createBasket({ deliveryType: 'delivery' });
  await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu'), quantity });
  return basketId;
}

describe('POST api/basket/add-address', () => {
  it("keeps the guest's details and postal code on the basket", async () => {
    const basketId = await deliveryBasket();
    const answer = await kit.post('/api/basket/add-address', { basketId, userInfo: anna }, { lang: 'en' });
    expectMessage(answer, 200, 'address_saved', 'en');
    expect(answer.body.data).toMatchObject({ userInfo: anna, postalCode: '10119', shipping_price: 1.5, minimumOrderValue: 12 });
  });

  it('accepts the mobile number as guests type it and keeps the normalised form', async () => {
    const basketId = await deliveryBasket();
    const answer = await kit.post('/api/basket/add-address', { basketId, userInfo: { ...anna, mobile: '+49 (0)171 123-45 67' } }, { lang: 'de' });
    expectMessage(answer, 200, 'address_saved', 'de');
    expect(answer.body.data.userInfo.mobile).toBe('+491711234567');
  });

  it.each(LANGS)("asks for the restaurant's required fields and checks their form (%s)", async (lang) => {
    const basketId = await deliveryBasket();
    const empty = await kit.post('/api/basket/add-address', { basketId, userInfo: { name: ' ', postalCode: '10119' } }, { lang });
    expectFieldError(empty, 'userInfo.name', 'please_fill_out_this_field', lang);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['userInfo.email', 'userInfo.mobile', 'userInfo.name']);
    const badForm = await kit.post('/api/basket/add-address', { basketId, userInfo: { ...anna, email: 'anna@', mobile: '030-123 ext', postalCode: '1O119' } }, { lang });
    expectFieldError(badForm, 'userInfo.email', 'email_invalid', lang);
    expectFieldError(badForm, 'userInfo.mobile', 'mobile_numeric', lang);
    expectFieldError(badForm, 'userInfo.postalCode', 'postal_code_numeric', lang);
    const outside = await kit.post('/api/basket/add-address', { basketId, userInfo: { ...anna, postalCode: '80331' } }, { lang });
    expectMessage(outside, 400, 'postal_code_not_in_delivery_area', lang);
  });
});

describe('GET api/order/check-address', () => {
  it('accepts a postal code in the delivery area and tells its fee and minimum', async () => {
    const basketId = await deliveryBasket();
    const answer = await kit.get('/api/order/check-address', { basketId, postalCode: '10115', deliveryType: 'delivery', date: '2027-03-01', lang: 'en' });
    expectMessage(answer, 200, 'address_ok', 'en');
    expect(answer.body.data).toEqual({ postalCode: '10115', deliveryType: 'delivery', shippingPrice: 2.5, minimumOrderValue: 15, minimumOrderMissing: 0 });
    expect((await kit.get('/api/basket', { basketId })).body.data.postalCode).toBe('10115');
  });

  it('tells what the goods still lack for the zone minimum, here and in the basket', async () => {
    const basketId = await deliveryBasket(1); // 7.50
    const answer = await kit.get('/api/order/check-address', { basketId, postalCode: '10115', deliveryType: 'delivery', date: '2027-03-01' });
    expect(answer.body.data).toMatchObject({ minimumOrderValue: 15, minimumOrderMissing: 7.5 });
    expect((await kit.get('/api/basket', { basketId })).body.data).toMatchObject({ minimumOrderValue: 15, minimumOrderMissing: 7.5 });
  });

  it('tells the basket what the goods lack for free delivery once the postal code is known (before the checkout)', async () => {
    const basketId = await deliveryBasket(2); // 15.00
    expect((await kit.get('/api/basket', { basketId })).body.data).toMatchObject({ postalCode: null, freeDeliveryMissing: null });
    await kit.get('/api/order/check-address', { basketId, postalCode: '10119', deliveryType: 'delivery' });
    expect((await kit.get('/api/basket', { basketId })).body.data).toMatchObject({
      shipping_price: 1.5,
      minimumOrderMissing: 0,
      freeDeliveryMissing: 20,
    });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('chianti') }); // + 32.00
    expect((await kit.get('/api/basket', { basketId })).body.data).toMatchObject({ shipping_price: 0, freeDeliveryMissing: 0 });
    // A zone without a threshold always charges: nothing to reach.
    await kit.get('/api/order/check-address', { basketId, postalCode: '10115', deliveryType: 'delivery' });
    expect((await kit.get('/api/basket', { basketId })).body.data).toMatchObject({ shipping_price: 2.5, freeDeliveryMissing: null });
  });

  it.each(LANGS)('refuses a postal code outside the area for delivery only (%s)', async (lang) => {
    const basketId = await deliveryBasket();
    const outside = await kit.get('/api/order/check-address', { basketId, postalCode: '80331', deliveryType: 'delivery', lang });
    expectMessage(outside, 400, 'postal_code_not_in_delivery_area', lang);
    const pickup = await kit.get('/api/order/check-address', { basketId, postalCode: '80331', deliveryType: 'pickup', lang });
    expectMessage(pickup, 200, 'address_ok', lang);
    const letters = await kit.get('/api/order/check-address', { basketId, postalCode: 'abc', lang });
    expectFieldError(letters, 'postalCode', 'postal_code_numeric', lang);
  });
});

describe('GET api/restaurant/shipping-price and api/basket/total-price', () => {
  it('adds the zone fee until free delivery is reached', async () => {
    const basketId = await deliveryBasket(2); // 15.00
    const shipping = await kit.get('/api/restaurant/shipping-price', { basketId, postalCode: '10119', deliveryType: 'delivery' });
    expect(shipping.body.data).toEqual({ shippingPrice: 1.5, totalPrice: 15, voucherValue: 0, tip: 0, totalWithDiscount: 16.5, minimumOrderValue: 12, minimumOrderMissing: 0 });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('chianti') }); // + 32.00
    const total = await kit.get('/api/basket/total-price', { basketId, deliveryType: 'delivery', postalCode: '10119' });
    expect(total.body.data).toMatchObject({ shippingPrice: 0, totalPrice: 47, totalWithDiscount: 47 });
    const pickup = await kit.get('/api/basket/total-price', { basketId, deliveryType: 'pickup' });
    expect(pickup.body.data).toMatchObject({ shippingPrice: 0, minimumOrderValue: 0, totalWithDiscount: 47 });
  });

  it.each(LANGS)('refuses a postal code outside the area (%s)', async (lang) => {
    const basketId = await deliveryBasket();
    const answer = await kit.get('/api/restaurant/shipping-price', { basketId, postalCode: '80331', deliveryType: 'delivery', lang });
    expectMessage(answer, 400, 'postal_code_not_in_delivery_area', lang);
  });
});
