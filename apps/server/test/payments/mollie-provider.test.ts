import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMollieProvider, isReachableFromInternet } from '../../src/payments/mollie/mollie-provider.ts';
import { PaymentProviderError, type CreatePaymentInput, type PaymentStatus } from '../../src/payments/provider.ts';
import { startFakeMollie, type FakeMollie, type MolliePaymentStatus } from './support/fake-mollie.ts';
import { allowSelfSignedCertificates } from './support/self-signed-cert.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

const input: CreatePaymentInput = {
  restaurantId: 7,
  orderReference: 'ord_k3J9xQ',
  amountCents: 1250,
  currency: 'eur',
  description: 'Trattoria Tavola, order 1042',
  locale: 'de',
  redirectUrl: 'https://shop.example/paymentstatus?orderId=ord_k3J9xQ',
  webhookUrl: 'https://shop.example/api/payment/webhook/mollie?restaurantId=7',
};

describe('Mollie adapter against a local fake Mollie API', () => {
  let fake: FakeMollie;
  let restoreTls: () => void;

  beforeAll(async () => {
    restoreTls = allowSelfSignedCertificates();
    fake = await startFakeMollie(API_KEY);
  });
  afterAll(async () => {
    await fake.close();
    restoreTls();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.down = false;
    fake.delayMs = 0;
  });

  const provider = () => createMollieProvider({ apiKey: API_KEY, apiUrl: fake.apiUrl, timeoutMs: 2_000 });

  it('creates a payment with amount as a two-decimal string, urls, locale and metadata, and answers the checkout link', async () => {
    const created = await provider().createPayment(input);

    expect(created.providerPaymentId).toMatch(/^tr_/);
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['idempotency-key']).toEqual(expect.any(String));
    expect(request?.body).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: 'de_DE',
      metadata: { orderReference: 'ord_k3J9xQ', restaurantId: 7 },
    });
  });

  it('leaves out a webhook Mollie cannot reach (a local server) instead of being refused', async () => {
    await provider().createPayment({ ...input, webhookUrl: 'http://localhost:3000/api/payment/webhook/mollie?restaurantId=7' });
    expect(fake.requests[0]?.body).not.toHaveProperty('webhookUrl');
  });

  it('sends no locale for a language Mollie does not offer', async () => {
    await provider().createPayment({ ...input, locale: 'ar' });
    expect(fake.requests[0]?.body).not.toHaveProperty('locale');
  });

  it.each<[MolliePaymentStatus, PaymentStatus]>([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'paid'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('reads Mollie status %s as %s with GET /v2/payments/{id}', async (mollieStatus, expected) => {
    const { providerPaymentId } = await provider().createPayment(input);
    fake.setStatus(providerPaymentId, mollieStatus);
    fake.requests.length = 0;

    await expect(provider().fetchStatus(providerPaymentId, { restaurantId: 7 })).resolves.toBe(expected);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v2/payments/${providerPaymentId}`]);
  });

  it('maps an unknown payment (404) to payment_does_not_exists', async () => {
    const error = await provider().fetchStatus('tr_doesnotexist', { restaurantId: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ failure: 'unknown_payment', code: 'payment_does_not_exists', status: 404 });
  });

  it('refuses an id that is no Mollie payment id without calling Mollie', async () => {
    const error = await provider().fetchStatus('tp_not-mollie', { restaurantId: 7 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unknown_payment', status: 404 });
    expect(fake.requests).toHaveLength(0);
  });

  it('maps a wrong API key (401) to a coded 503, never to the guest as a 4xx of theirs', async () => {
    const wrongKey = createMollieProvider({ apiKey: 'test_wrongwrongwrongwrongwrongwr', apiUrl: fake.apiUrl });
    const error = await wrongKey.createPayment(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rejected', code: 'payment_has_problem', status: 503 });
  });

  it('maps Mollie being down (503 after its retries) to payment_has_problem 503', async () => {
    fake.down = true;
    const error = await provider().createPayment(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', code: 'payment_has_problem', status: 503 });
    // The official client retries server errors itself: three attempts, one idempotency key.
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('maps a refused connection to payment_has_problem 503', async () => {
    const nowhere = createMollieProvider({ apiKey: API_KEY, apiUrl: 'https://127.0.0.1:1/v2/' });
    const error = await nowhere.fetchStatus('tr_abcdef', { restaurantId: 7 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', status: 503 });
  });

  it('gives up after the timeout when Mollie does not answer', async () => {
    fake.delayMs = 1_000;
    const slow = createMollieProvider({ apiKey: API_KEY, apiUrl: fake.apiUrl, timeoutMs: 100 });
    const error = await slow.fetchStatus('tr_abcdef', { restaurantId: 7 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', status: 503 });
    expect((error as PaymentProviderError).detail).toMatch(/no answer within 100 ms/);
  });
  it('refunds a paid payment once per idempotency key, and refuses more than was paid', async () => {
    const created = await provider().createPayment(input);
    fake.setStatus(created.providerPaymentId, 'paid');
    const refund = { providerPaymentId: created.providerPaymentId, restaurantId: 7, amountCents: 1250, currency: 'eur', idempotencyKey: 'refund-ord_k3J9xQ' };
    const first = await provider().refund(refund);
    expect(first.refundId).toMatch(/^re_/);
    const call = fake.requests.find((request) => request.method === 'POST' && request.path.endsWith('/refunds'));
    expect(call?.body).toMatchObject({ amount: { currency: 'EUR', value: '12.50' } });
    expect(call?.headers['idempotency-key']).toBe('refund-ord_k3J9xQ');
    // A retry after a lost answer is the same refund, not a second one.
    expect((await provider().refund(refund)).refundId).toBe(first.refundId);
    await expect(provider().refund({ ...refund, idempotencyKey: 'another' })).rejects.toMatchObject({ code: 'payment_has_problem' });
  });
});

describe('isReachableFromInternet', () => {
  it.each([
    ['http://localhost:3000/x', false],
    ['http://127.0.0.1/x', false],
    ['http://[::1]:3000/x', false],
    ['http://shop.localhost/x', false],
    ['https://shop.example/x', true],
    ['https://10.1.2.3/x', true],
  ])('%s → %s', (url, reachable) => {
    expect(isReachableFromInternet(url)).toBe(reachable);
  });
});
