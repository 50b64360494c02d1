import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdOrderSchema } from '@tavola/domain/schemas/order';
import { products } from '../../src/db/schema/menu.ts';
import { restaurants, vouchers } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { todaysTablePin } from '../../src/modules/table-payment/pay-fix.ts';
import { checkoutBasket, GUEST } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

const createOrder = (basketId: string, body: Record<string, unknown> = {}, lang = 'en') =>
  kit.post('/api/order/create-order', { basketId, paymentType: 'cash', ...body }, { lang });

describe('POST api/order/create-order', () => {
  it('turns the basket into an order paid on site, with a link to the payment-status page', async () => {
    await setStock(t, kit.restaurantId, [kit.product('burrata')], 4);
    const basketId = await checkoutBasket(kit, {
      lines: [
        ['burrata', 2],
        ['acqua-frizzante', 1],
      ],
      time: '2027-03-01 13:00',
    });
    const answer = await createOrder(basketId);
    expect(answer.statusCode).toBe(201);
    expectMessage(answer, 201, 'order_created', 'en');
    const order = createdOrderSchema.parse(answer.body.data);
    expect(order.orderId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(order.paymentLink).toBe(`${t.config.publicUrl}/paymentstatus?orderId=${order.orderId}`);
    expect(answer.body.data).not.toHaveProperty('payment_id');
    expect(order).toMatchObject({
      status: 'received',
      is_online_payment: false,
      paymentType: 'cash',
      paymentStatus: null,
      deliveryType: 'pickup',
      deliveryTime: '2027-03-01 13:00:00',
      subtotal: 30.65,
      total_price: 30.65,
      shipping_price: 0,
      currency: 'EUR',
    });
    expect(JSON.parse(order.user_details!)).toEqual(GUEST);
    expect(order.products.map((p) => [p.name, p.quantity, p.price, p.totalPrice])).toEqual([
      ['Burrata pugliese', 2, 12.5, 25],
      ['San Pellegrino 0,75 l', 1, 5.5, 5.65],
    ]);
    const [burrata] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, kit.product('burrata')));
    expect(burrata?.stock).toBe(2);
    // The basket is closed: the storefront drops it.
    expect((await kit.get('/api/basket', { basketId })).statusCode).toBe(404);
  });

  it('answers the first order again when the same basket is ordered twice', async () => {
    const basketId = await checkoutBasket(kit, {
      lines: [
        ['tiramisu', 2],
        ['acqua-frizzante', 1],
      ],
    });
    const first = await createOrder(basketId);
    const again = await createOrder(basketId, { paymentType: 'mollie' });
    expect(again.statusCode).toBe(200);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    expect(again.body.data.paymentType).toBe('cash');
    // The first answer is built from what the write statement gave back, the retry's from a read:
    // the same order either way, number and timestamps included.
    expect(first.body.data.orderNumber).toEqual(expect.any(Number));
    expect(again.body.data).toEqual(first.body.data);
  });

  it('opens an online payment at the provider and answers its link (test provider without keys)', async () => {
    const basketId = await checkoutBasket(kit, { type: 'delivery', lines: [['tiramisu', 3]] });
    const answer = await createOrder(basketId, { paymentType: 'mollie' });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data).toMatchObject({
      is_online_payment: true,
      paymentType: 'mollie',
      paymentStatus: 'open',
      shipping_price: 1.5,
      total_price: 24,
    });
    expect(answer.body.data.payment_id).toMatch(/^tp_/);
    expect(answer.body.data.paymentLink).toBe(
      `${t.config.publicUrl}/payment?testPaymentId=${answer.body.data.payment_id}`,
    );
    const port = t.app.deps.orderPayments!;
    expect(await port.findByBasketId(kit.restaurantId, basketId)).toMatchObject({
      orderId: answer.body.data.orderId,
      amountCents: 2400,
      provider: 'test',
      providerPaymentId: answer.body.data.payment_id,
    });
  });

  it('takes prices from the database only, and keeps them in the order when the menu changes later', async () => {
    const productId = kit.product('gnocchi-sorrentina');
    const basketId = await checkoutBasket(kit, { lines: [['gnocchi-sorrentina', 1]] });
    await t.database.db.update(products).set({ priceCents: 1500 }).where(eq(products.id, productId));
    const answer = await createOrder(basketId, { price: 0.01, totalPrice: 0.01 });
    expect(answer.statusCode).toBe(422); // unknown fields are refused, never used
    const order = await createOrder(basketId);
    expect(order.body.data.total_price).toBe(15);
    await t.database.db.update(products).set({ priceCents: 1390 }).where(eq(products.id, productId));
    const later = await kit.get('/api/order', { orderId: order.body.data.orderId });
    expect(later.body.data.products[0].price).toBe(15);
  });

  it('counts a voucher use, so a voucher for one use serves one order', async () => {
    const first = await checkoutBasket(kit, { lines: [['tiramisu', 2]] });
    const second = await checkoutBasket(kit, { lines: [['tiramisu', 2]] });
    for (const basketId of [first, second]) {
      const added = await t.call({
        method: 'POST',
        url: '/api/basket/add-voucher-to-basket',
        query: { basketId, voucherCode: 'ONCEONLY' },
      });
      expect(added.statusCode).toBe(200);
    }
    const ordered = await createOrder(first);
    expect(ordered.body.data).toMatchObject({ voucher_code: 'ONCEONLY', voucherValue: 3, total_price: 12 });
    for (const lang of LANGS)
      expectMessage(await createOrder(second, {}, lang), 400, 'voucher_usage_limit_reached', lang);
    const [voucher] = await t.database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.restaurantId, kit.restaurantId), eq(vouchers.code, 'ONCEONLY')));
    expect(voucher?.timesUsed).toBe(1);
  });

  it.each(LANGS)('offers only the payment methods of the restaurant and delivery type (%s)', async (lang) => {
    const pickup = await checkoutBasket(kit);
    expectMessage(await createOrder(pickup, { paymentType: 'payAtEnd' }, lang), 400, 'payment_cannot_pay_at_end', lang);
    expectMessage(await createOrder(pickup, { paymentType: 'pwc' }, lang), 400, 'payment_type_invalid', lang);
    expectMessage(
      await createOrder(pickup, { paymentType: 'payFix', qrCode: 'T3', pin: '1234' }, lang),
      400,
      'payment_type_invalid',
      lang,
    );
    const here = await checkoutBasket(kit, { type: 'here' });
    expectMessage(await createOrder(here, { paymentType: 'cash' }, lang), 400, 'payment_cannot_choose_cash', lang);
    expectFieldError(
      await createOrder(here, { paymentType: 'bitcoin' }, lang),
      'paymentType',
      'payment_type_invalid',
      lang,
    );
    expectFieldError(
      await createOrder(here, { paymentType: 'payFix', qrCode: 'T3' }, lang),
      'qrCode',
      'payfix_requires_qrcode_and_pin',
      lang,
    );
    // Paying at the end is a table right: only for a basket seated with the table's code.
    expectMessage(await createOrder(here, { paymentType: 'payAtEnd' }, lang), 400, 'payment_cannot_pay_at_end', lang);
    await kit.post('/api/basket/set-table', { basketId: here, table: 'demo-t5' });
    expect((await createOrder(here, { paymentType: 'payAtEnd' })).statusCode).toBe(201);
  });

  it("takes payFix for eat-here with the table's QR code and the PIN of the day (the demo offers it)", async () => {
    const pin = await todaysTablePin(t.database.db, t.config.jwtSecret, kit.restaurantId, t.app.deps.clock());
    const answer = await createOrder(await checkoutBasket(kit, { type: 'here' }), {
      paymentType: 'payFix',
      qrCode: 'demo-t3',
      pin,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.body.data).toMatchObject({ paymentType: 'payFix', is_online_payment: false });
  });

  it.each(LANGS)("needs the restaurant's personal-information fields (%s)", async (lang) => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: '2027-03-01 13:00' });
    expectFieldError(await createOrder(basketId, {}, lang), 'userInfo.name', 'please_fill_out_this_field', lang);
  });

  it.each(LANGS)('refuses guests where the restaurant requires a login (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit);
    const [restaurant] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, kit.restaurantId));
    await t.database.db
      .update(restaurants)
      .set({ settings: { ...restaurant!.settings, loginRequired: true } })
      .where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
    expectMessage(await createOrder(basketId, {}, lang), 403, 'login_required', lang);
    await t.database.db
      .update(restaurants)
      .set({ settings: restaurant!.settings })
      .where(eq(restaurants.id, kit.restaurantId));
    await kit.settingsChanged();
  });

  it.each(LANGS)("does not order another restaurant's basket (%s)", async (lang) => {
    const second = await importSecondRestaurant(t);
    const foreign = await t.call({ method: 'POST', url: '/api/basket/create', payload: {}, token: second.token });
    expectMessage(await createOrder(foreign.body.data.id, {}, lang), 404, 'basket_does_not_exists', lang);
  });
});
