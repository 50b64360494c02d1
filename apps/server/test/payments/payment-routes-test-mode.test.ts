import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentTestApp, type PaymentTestApp } from './support/payment-test-app.ts';

/** No provider keys configured: every online payment goes to the built-in test provider's page. */
describe('payment routes with the built-in test provider', () => {
  let t: PaymentTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createPaymentTestApp();
    token = await t.tokenFor();
  });
  afterAll(() => t.close());

  const testPaymentIdOf = (order: { checkoutUrl: string | null }) => new URL(order.checkoutUrl!).searchParams.get('testPaymentId')!;
  const call = (options: Parameters<PaymentTestApp['call']>[0]) => t.call({ token, ...options });

  it('create-order in test mode: a test payment whose link is the storefront /payment page, marked as test', async () => {
    const order = await t.placeOrder({ paymentType: 'saferPay' });

    expect(order.provider).toBe('test');
    expect(order.providerPaymentId).toMatch(/^tp_[A-Za-z0-9_-]{32}$/);
    expect(order.checkoutUrl).toBe(`${t.config.publicUrl}/payment?testPaymentId=${order.providerPaymentId}`);

    const page = await call({ method: 'GET', url: `/api/payment/test/${order.providerPaymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.data).toEqual({
      id: order.providerPaymentId,
      status: 'open',
      amount: 12.5,
      currency: 'EUR',
      description: order.description,
      orderId: order.orderId,
      redirectUrl: `${t.config.publicUrl}/paymentstatus?orderId=${order.orderId}`,
      testMode: true,
    });
  });

  it('ignores the status the browser sends to payment/update and answers what the provider says', async () => {
    const order = await t.placeOrder();
    const response = await call({
      method: 'GET',
      url: `/api/payment/update?orderId=${order.orderId}&paymentId=${order.providerPaymentId}&status=paid&sessionResult=Authorised&lang=en`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({ orderId: order.orderId, status: 'open', testMode: true });
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('open');
  });

  it('paying on the test page marks the order paid once; a second click (or another outcome) changes nothing', async () => {
    const order = await t.placeOrder();
    const id = testPaymentIdOf(order);

    const paid = await call({ method: 'POST', url: `/api/payment/test/${id}/complete?lang=en`, payload: { outcome: 'paid' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data).toEqual({ status: 'paid', redirectUrl: `${t.config.publicUrl}/paymentstatus?orderId=${order.orderId}`, testMode: true });
    expect(paid.body.message).toEqual({ code: 'payment_success', body: 'payment success' });

    const again = await call({ method: 'POST', url: `/api/payment/test/${id}/complete`, headers: { 'accept-language': 'de' }, payload: { outcome: 'failed' } });
    expect(again.body.data.status).toBe('paid');
    expect(again.body.message.code).toBe('payment_success');

    expect(t.orders.changes.filter((c) => c.orderId === order.orderId).map((c) => c.change)).toEqual([`attach ${id}`, 'paid']);
    const update = await call({ method: 'GET', url: `/api/payment/update?orderId=${order.orderId}&status=failed` });
    expect(update.body.data.status).toBe('paid');
  });

  it('a failed payment is answered in the guest language and can be tried again with a fresh link from payment/prepare', async () => {
    const order = await t.placeOrder();
    const firstId = testPaymentIdOf(order);

    const failed = await call({ method: 'POST', url: `/api/payment/test/${firstId}/complete?lang=de`, payload: { outcome: 'failed' } });
    expect(failed.body.data.status).toBe('failed');
    expect(failed.body.message).toEqual({ code: 'payment_failed', body: expect.stringMatching(/Zahlung/) });
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('failed');

    const prepared = await call({ method: 'GET', url: `/api/payment/prepare?basketId=${order.basketId}&restaurantId=${t.restaurantId}` });
    expect(prepared.statusCode).toBe(200);
    expect(prepared.body.data.testMode).toBe(true);
    const secondId = new URL(prepared.body.data.mollieLink).searchParams.get('testPaymentId');
    expect(secondId).not.toBe(firstId);
    expect(t.orders.orders.get(order.orderId)).toMatchObject({ providerPaymentId: secondId, paymentStatus: 'open' });

    // While the new attempt is open, asking again hands out the same link (no second payment to pay).
    const reused = await call({ method: 'GET', url: `/api/payment/prepare?basketId=${order.basketId}` });
    expect(reused.body.data.mollieLink).toBe(prepared.body.data.mollieLink);

    await call({ method: 'POST', url: `/api/payment/test/${secondId}/complete`, payload: { outcome: 'paid' } });
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('paid');

    // The old attempt's page cannot move the order any more.
    await call({ method: 'POST', url: `/api/payment/test/${firstId}/complete`, payload: { outcome: 'canceled' } });
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('paid');

    const afterPaid = await call({ method: 'GET', url: `/api/payment/prepare?basketId=${order.basketId}&lang=en` });
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.body.message).toEqual({ code: 'payment_cannot_update', body: 'The payment cannot be updated.' });
  });

  it('a canceled test payment fails the order the same way', async () => {
    const order = await t.placeOrder();
    const canceled = await call({ method: 'POST', url: `/api/payment/test/${testPaymentIdOf(order)}/complete`, payload: { outcome: 'canceled' } });
    expect(canceled.body.data.status).toBe('canceled');
    expect(canceled.body.message.code).toBe('payment_failed');
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('canceled');
  });

  it('prepare refuses orders that are not paid online and unknown baskets, with coded messages', async () => {
    t.orders.add({ restaurantId: t.restaurantId, orderId: 'ord_cash_1', basketId: 'bsk_cash_1', paymentType: 'cash', amountCents: 800, currency: 'EUR', description: 'cash' });
    const cash = await call({ method: 'GET', url: '/api/payment/prepare?basketId=bsk_cash_1' });
    expect(cash.statusCode).toBe(409);
    expect(cash.body.message.code).toBe('payment_cannot_update');

    const unknown = await call({ method: 'GET', url: '/api/payment/prepare?basketId=bsk_nothing&lang=de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toEqual({ code: 'order_does_not_exists', body: expect.any(String) });
  });

  it('update answers payment_does_not_exists for an unknown order, in English and German', async () => {
    const en = await call({ method: 'GET', url: '/api/payment/update?orderId=ord_unknown&lang=en' });
    expect(en.statusCode).toBe(404);
    expect(en.body.message).toEqual({ code: 'payment_does_not_exists', body: 'Payment does not exist.' });
    const de = await call({ method: 'GET', url: '/api/payment/update?orderId=ord_unknown&lang=de' });
    expect(de.body.message.code).toBe('payment_does_not_exists');
    expect(de.body.message.body).not.toBe('Payment does not exist.');
  });

  it('update needs an order id or a payment id (422), and finds the order by the payment id alone', async () => {
    const missing = await call({ method: 'GET', url: '/api/payment/update?status=paid' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toHaveProperty('orderId');

    const order = await t.placeOrder();
    const byPayment = await call({ method: 'GET', url: `/api/payment/update?paymentId=${order.providerPaymentId}` });
    expect(byPayment.body.data).toMatchObject({ orderId: order.orderId, status: 'open' });
  });

  it('keeps test payments inside their restaurant and behind a token', async () => {
    const order = await t.placeOrder();
    const path = `/api/payment/test/${order.providerPaymentId}`;

    const anonymous = await t.call({ method: 'GET', url: path, token: null });
    expect(anonymous.statusCode).toBe(401);

    const otherRestaurant = await t.call({ method: 'GET', url: path, token: await t.tokenFor(t.restaurantId + 1000) });
    expect(otherRestaurant.statusCode).toBe(404);
    expect(otherRestaurant.body.message.code).toBe('payment_does_not_exists');

    const completeElsewhere = await t.call({
      method: 'POST',
      url: `${path}/complete`,
      token: await t.tokenFor(t.restaurantId + 1000),
      payload: { outcome: 'paid' },
    });
    expect(completeElsewhere.statusCode).toBe(404);
    expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('open');
  });

  it('refuses an unknown outcome with a 422 field message', async () => {
    const order = await t.placeOrder();
    const response = await call({ method: 'POST', url: `/api/payment/test/${order.providerPaymentId}/complete`, payload: { outcome: 'refund' } });
    expect(response.statusCode).toBe(422);
    expect(response.body.errors).toHaveProperty('outcome');
  });

  it('documents the payment endpoints in the OpenAPI document', async () => {
    const docs = await t.call({ method: 'GET', url: '/api/docs/json', token: null });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/payment/prepare',
        '/api/payment/update',
        '/api/payment/test/{testPaymentId}',
        '/api/payment/test/{testPaymentId}/complete',
        '/api/payment/webhook/mollie',
        '/api/payment/webhook/saferpay',
      ]),
    );
  });
});
