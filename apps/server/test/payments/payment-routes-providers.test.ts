import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOrderPayment } from '../../src/payments/start-order-payment.ts';
import { startFakeMollie, type FakeMollie } from './support/fake-mollie.ts';
import { startFakeSaferpay, type FakeSaferpay } from './support/fake-saferpay.ts';
import { createPaymentTestApp, type PaymentTestApp } from './support/payment-test-app.ts';
import { allowSelfSignedCertificates } from './support/self-signed-cert.ts';

const MOLLIE_KEY = 'test_Wq8ZkF3nT5sJd2LmYp6Xv9Hr4Bc7Ga';
const SAFERPAY = { customerId: '245294', terminalId: '17951286', username: 'API_245294_08700063', password: 'JsonApiPwd1_sk8yQ7Jm' };
const PUBLIC_URL = 'https://shop.example';

describe('payment routes with Mollie and SaferPay (local fakes)', () => {
  let t: PaymentTestApp;
  let mollie: FakeMollie;
  let saferpay: FakeSaferpay;
  let restoreTls: () => void;

  beforeAll(async () => {
    restoreTls = allowSelfSignedCertificates();
    mollie = await startFakeMollie(MOLLIE_KEY);
    saferpay = await startFakeSaferpay(SAFERPAY);
    t = await createPaymentTestApp({
      publicUrl: PUBLIC_URL,
      mollie: { apiKey: MOLLIE_KEY, apiUrl: mollie.apiUrl },
      saferpay: { ...SAFERPAY, apiUrl: saferpay.apiUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
    await saferpay.close();
    restoreTls();
  });
  beforeEach(() => {
    mollie.down = false;
    saferpay.down = false;
  });

  /** Mollie posts `id=tr_…` as a form, without any bearer token, to the URL we gave it. */
  const mollieWebhook = (paymentId: string, query = `restaurantId=${t.restaurantId}`) =>
    t.call({
      method: 'POST',
      url: `/api/payment/webhook/mollie?${query}`,
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `id=${paymentId}`,
    });

  describe('Mollie', () => {
    it('create-order opens a Mollie payment with our return and webhook urls', async () => {
      const order = await t.placeOrder({ paymentType: 'mollie' });
      expect(order.provider).toBe('mollie');
      expect(order.providerPaymentId).toMatch(/^tr_/);
      expect(order.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
      const created = mollie.requests.filter((r) => r.method === 'POST').at(-1)?.body as Record<string, unknown>;
      expect(created).toMatchObject({
        amount: { currency: 'EUR', value: '12.50' },
        redirectUrl: `${PUBLIC_URL}/paymentstatus?orderId=${order.orderId}`,
        webhookUrl: `${PUBLIC_URL}/api/payment/webhook/mollie?restaurantId=${t.restaurantId}`,
        metadata: { orderReference: order.orderId, restaurantId: t.restaurantId },
      });
    });

    it('the webhook only carries an id: the status is fetched from Mollie, and a second delivery changes nothing', async () => {
      const order = await t.placeOrder();
      const id = order.providerPaymentId!;

      const whileOpen = await mollieWebhook(id);
      expect(whileOpen.statusCode).toBe(200);
      expect(whileOpen.body.data).toEqual({ status: 'open' });
      expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('open');

      mollie.setStatus(id, 'paid');
      const paid = await mollieWebhook(id);
      expect(paid.statusCode).toBe(200);
      expect(paid.body.data).toEqual({ status: 'paid' });

      const asked = mollie.requests.filter((r) => r.path === `/v2/payments/${id}`).length;
      const replay = await mollieWebhook(id);
      expect(replay.statusCode).toBe(200);
      expect(replay.body.data).toEqual({ status: 'paid' });
      expect(t.orders.changes.filter((c) => c.orderId === order.orderId).map((c) => c.change)).toEqual([`attach ${id}`, 'paid']);
      // Paid is final: the replay was answered without asking Mollie again.
      expect(mollie.requests.filter((r) => r.path === `/v2/payments/${id}`).length).toBe(asked);
    });

    it('ten deliveries of the same webhook at once all answer 200 and change the order once', async () => {
      const order = await t.placeOrder();
      const id = order.providerPaymentId!;
      mollie.setStatus(id, 'paid');
      const answers = await Promise.all(Array.from({ length: 10 }, () => mollieWebhook(id)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(t.orders.changes.filter((c) => c.orderId === order.orderId && c.change === 'paid')).toHaveLength(1);
    });

    it('a failed payment delivered twice fails the order once', async () => {
      const order = await t.placeOrder();
      mollie.setStatus(order.providerPaymentId!, 'failed');
      await mollieWebhook(order.providerPaymentId!);
      await mollieWebhook(order.providerPaymentId!);
      expect(t.orders.changes.filter((c) => c.orderId === order.orderId).map((c) => c.change)).toEqual([
        `attach ${order.providerPaymentId}`,
        'failed',
      ]);
    });

    it('payment/update ignores the status in the return url and answers what Mollie says', async () => {
      const order = await t.placeOrder();
      mollie.setStatus(order.providerPaymentId!, 'canceled');
      const response = await t.call({
        method: 'GET',
        url: `/api/payment/update?orderId=${order.orderId}&paymentId=${order.providerPaymentId}&status=paid&lang=en`,
        token: await t.tokenFor(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toEqual({ orderId: order.orderId, status: 'canceled', testMode: false });
      expect(response.body.message).toEqual({ code: 'payment_failed', body: 'Your payment has failed!' });
    });

    it('answers coded errors for a webhook without id, an unknown payment, or another restaurant', async () => {
      const noId = await t.call({ method: 'POST', url: `/api/payment/webhook/mollie?restaurantId=${t.restaurantId}`, token: null, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' }, payload: '' });
      expect(noId.statusCode).toBe(400);
      expect(noId.body.message).toEqual({ code: 'payment_missing_mollie_info', body: 'The Mollie payment information is missing.' });

      const unknown = await mollieWebhook('tr_unknown1234');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.message.code).toBe('payment_does_not_exists');

      const order = await t.placeOrder();
      const elsewhere = await mollieWebhook(order.providerPaymentId!, `restaurantId=${t.restaurantId + 1000}`);
      expect(elsewhere.statusCode).toBe(404);
    });

    it('when Mollie is down: a coded 503 (never a 500) and the order untouched', async () => {
      const order = await t.placeOrder();
      mollie.setStatus(order.providerPaymentId!, 'paid');
      mollie.down = true;

      const webhook = await mollieWebhook(order.providerPaymentId!);
      expect(webhook.statusCode).toBe(503);
      expect(webhook.body.message).toEqual({ code: 'payment_has_problem', body: 'There is a problem with the payment.' });
      const update = await t.call({ method: 'GET', url: `/api/payment/update?orderId=${order.orderId}&lang=de`, token: await t.tokenFor() });
      expect(update.statusCode).toBe(503);
      expect(update.body.message.code).toBe('payment_has_problem');
      expect(update.body.message.body).not.toBe('There is a problem with the payment.');
      expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('open');

      mollie.down = false;
      expect((await mollieWebhook(order.providerPaymentId!)).body.data.status).toBe('paid');
    });

    it('prepare gives a fresh Mollie link after an expired payment', async () => {
      const order = await t.placeOrder();
      const expiredId = order.providerPaymentId!;
      mollie.setStatus(expiredId, 'expired');
      const prepared = await t.call({ method: 'GET', url: `/api/payment/prepare?basketId=${order.basketId}`, token: await t.tokenFor() });
      expect(prepared.statusCode).toBe(200);
      expect(prepared.body.data.testMode).toBe(false);
      const current = t.orders.orders.get(order.orderId)!;
      expect(current.providerPaymentId).toMatch(/^tr_/);
      expect(current.providerPaymentId).not.toBe(expiredId);
      expect(prepared.body.data.mollieLink).toBe(current.checkoutUrl);
    });

    it('a live configuration never takes the test type', async () => {
      await expect(
        startOrderPayment({ config: t.config, db: t.database.db }, {
          restaurantId: t.restaurantId, orderId: 'ord_t', paymentType: 'test', amountCents: 100, currency: 'EUR', description: 'x', lang: 'en',
        }),
      ).rejects.toMatchObject({ code: 'payment_type_invalid', status: 400 });
    });
  });

  describe('SaferPay', () => {
    const notify = (orderId: string, method: 'GET' | 'POST' = 'GET') =>
      t.call({ method, url: `/api/payment/webhook/saferpay?restaurantId=${t.restaurantId}&orderId=${orderId}`, token: null, headers: { 'accept-language': 'en' } });

    it('create-order initializes the payment page with our return and notify urls', async () => {
      const order = await t.placeOrder({ paymentType: 'saferPay', amountCents: 4590 });
      expect(order.provider).toBe('saferpay');
      expect(order.checkoutUrl).toBe(`https://test.saferpay.com/vt2/api/PaymentPage/245294/17951286/${order.providerPaymentId}`);
      const init = saferpay.requests.filter((r) => r.path.endsWith('/Initialize')).at(-1)?.body;
      const notifyUrl = `${PUBLIC_URL}/api/payment/webhook/saferpay?restaurantId=${t.restaurantId}&orderId=${order.orderId}`;
      expect(init).toMatchObject({
        Payment: { Amount: { Value: '4590', CurrencyCode: 'EUR' }, OrderId: order.orderId },
        ReturnUrl: { Url: `${PUBLIC_URL}/paymentstatus?orderId=${order.orderId}` },
        Notification: { SuccessNotifyUrl: notifyUrl, FailNotifyUrl: notifyUrl },
      });
    });

    it('the notification asserts (and captures) with Saferpay; a repeated notification changes nothing and captures nothing', async () => {
      const order = await t.placeOrder({ paymentType: 'saferPay' });
      saferpay.setOutcome(order.providerPaymentId!, 'authorized');

      const first = await notify(order.orderId);
      expect(first.statusCode).toBe(200);
      expect(first.body.data).toEqual({ status: 'paid' });
      const captures = () => saferpay.requests.filter((r) => r.path.endsWith('/Transaction/Capture')).length;
      const capturedSoFar = captures();

      const second = await notify(order.orderId, 'POST');
      expect(second.body.data).toEqual({ status: 'paid' });
      expect(captures()).toBe(capturedSoFar);
      expect(t.orders.changes.filter((c) => c.orderId === order.orderId).map((c) => c.change)).toEqual([
        `attach ${order.providerPaymentId}`,
        'paid',
      ]);
    });

    it('an aborted payment page cancels, and the return answers it whatever the url says', async () => {
      const order = await t.placeOrder({ paymentType: 'saferPay' });
      saferpay.setOutcome(order.providerPaymentId!, 'aborted');
      const update = await t.call({ method: 'GET', url: `/api/payment/update?orderId=${order.orderId}&status=paid`, token: await t.tokenFor() });
      expect(update.body.data.status).toBe('canceled');
      expect(t.orders.orders.get(order.orderId)?.paymentStatus).toBe('canceled');
    });

    it('answers coded errors for a notification without our parameters, for an unknown order, and when Saferpay is down', async () => {
      const bare = await t.call({ method: 'GET', url: '/api/payment/webhook/saferpay', token: null, headers: { 'accept-language': 'en' } });
      expect(bare.statusCode).toBe(400);
      expect(bare.body.message).toEqual({ code: 'payment_missing_saferpay_info', body: 'The SaferPay payment information or URL is missing.' });

      const unknown = await notify('ord_unknown');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.message.code).toBe('payment_does_not_exists');

      const order = await t.placeOrder({ paymentType: 'saferPay' });
      saferpay.down = true;
      const down = await notify(order.orderId);
      expect(down.statusCode).toBe(503);
      expect(down.body.message.code).toBe('payment_has_problem');
    });

    it('a Mollie order is not reachable through the SaferPay notification', async () => {
      const order = await t.placeOrder({ paymentType: 'mollie' });
      const response = await notify(order.orderId);
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('a configuration with only Mollie keys', () => {
  it('answers payment_missing_saferpay_info for a SaferPay order instead of falling back to test payments', async () => {
    const t = await createPaymentTestApp({ mollie: { apiKey: MOLLIE_KEY, apiUrl: 'https://127.0.0.1:1/v2/' }, saferpay: null });
    try {
      await expect(t.placeOrder({ paymentType: 'saferPay' })).rejects.toMatchObject({ code: 'payment_missing_saferpay_info', status: 503 });
    } finally {
      await t.close();
    }
  });
});
