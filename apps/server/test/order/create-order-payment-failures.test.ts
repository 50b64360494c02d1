import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { paymentMethods } from '../../src/db/schema/restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from './support/order-steps.ts';

// Provider keys configured, but the providers unreachable or missing: the guest gets a coded 503.
const unreachable = 'http://127.0.0.1:9/';
let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  const clock = new TestClock();
  t = await createTestApp({ mollie: { apiKey: 'test_unreachable_mollie_key_000000', apiUrl: unreachable }, saferpay: null }, { clock: clock.now });
  kit = await orderingKit(t, clock);
  await t.database.db.insert(paymentMethods).values({ restaurantId: kit.restaurantId, method: 'saferPay', label: 'SaferPay', configKeys: {}, position: 8 });
  await kit.settingsChanged();
});
afterAll(() => t.close());

describe('create-order when a payment provider fails', () => {
  it.each(LANGS)('refuses a provider without configuration before writing anything (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit);
    const answer = await kit.post('/api/order/create-order', { basketId, paymentType: 'saferPay' }, { lang });
    expectMessage(answer, 503, 'payment_missing_saferpay_info', lang);
    const [basket] = await t.database.db.select().from(baskets).where(eq(baskets.publicId, basketId));
    expect(basket?.orderedAt).toBeNull();
  });

  it.each(LANGS)('answers payment_has_problem when the provider cannot be reached; a retry answers the order (%s)', async (lang) => {
    const basketId = await checkoutBasket(kit);
    const answer = await kit.post('/api/order/create-order', { basketId, paymentType: 'mollie' }, { lang });
    expectMessage(answer, 503, 'payment_has_problem', lang);
    const order = await t.app.deps.orderPayments!.findByBasketId(kit.restaurantId, basketId);
    expect(order).toMatchObject({ paymentType: 'mollie', providerPaymentId: null, paymentStatus: null });
  });
});

describe('create-order with only SaferPay configured', () => {
  let other: TestApp;
  let otherKit: OrderingKit;
  beforeAll(async () => {
    const clock = new TestClock();
    other = await createTestApp(
      {
        mollie: null,
        saferpay: { customerId: '1', terminalId: '2', username: 'u', password: 'p', apiUrl: unreachable },
      },
      { clock: clock.now },
    );
    otherKit = await orderingKit(other, clock);
  });
  afterAll(() => other.close());

  it.each(LANGS)('refuses Mollie with payment_missing_mollie_info (%s)', async (lang) => {
    const basketId = await checkoutBasket(otherKit);
    const answer = await otherKit.post('/api/order/create-order', { basketId, paymentType: 'mollie' }, { lang });
    expectMessage(answer, 503, 'payment_missing_mollie_info', lang);
  });
});
