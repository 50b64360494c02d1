import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type CreatePaymentInput, type PaymentStatus } from '../../src/payments/provider.ts';
import { SAFERPAY_SPEC_VERSION } from '../../src/payments/saferpay/saferpay-api.ts';
import { createSaferpayProvider } from '../../src/payments/saferpay/saferpay-provider.ts';
import { startFakeSaferpay, type FakeSaferpay, type SaferpayOutcome } from './support/fake-saferpay.ts';

const credentials = { customerId: '245294', terminalId: '17951286', username: 'API_245294_08700063', password: 'JsonApiPwd1_sk8yQ7Jm' };

const input: CreatePaymentInput = {
  restaurantId: 3,
  orderReference: 'ord_Zr81Lq',
  amountCents: 4590,
  currency: 'chf',
  description: 'Trattoria Tavola, order 77',
  locale: 'fr',
  redirectUrl: 'https://shop.example/paymentstatus?orderId=ord_Zr81Lq',
  webhookUrl: 'https://shop.example/api/payment/webhook/saferpay?restaurantId=3&orderId=ord_Zr81Lq',
};

describe('SaferPay adapter against a local fake Saferpay JSON API', () => {
  let fake: FakeSaferpay;

  beforeAll(async () => {
    fake = await startFakeSaferpay(credentials);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.down = false;
    fake.staleAssert = false;
    fake.delayMs = 0;
  });

  const provider = (overrides: Partial<typeof credentials> = {}, timeoutMs = 2_000) =>
    createSaferpayProvider({ ...credentials, ...overrides, apiUrl: fake.apiUrl, timeoutMs });

  async function paymentWith(outcome: SaferpayOutcome) {
    const created = await provider().createPayment(input);
    fake.setOutcome(created.providerPaymentId, outcome);
    fake.requests.length = 0;
    return created.providerPaymentId;
  }

  it('initializes the payment page with basic auth, RequestHeader, amount in cents as text, return and notify urls', async () => {
    const created = await provider().createPayment(input);

    expect(created.checkoutUrl).toBe(`https://test.saferpay.com/vt2/api/PaymentPage/245294/17951286/${created.providerPaymentId}`);
    const [request] = fake.requests;
    expect(request?.path).toBe('/api/Payment/v1/PaymentPage/Initialize');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({
      RequestHeader: { SpecVersion: SAFERPAY_SPEC_VERSION, CustomerId: '245294', RequestId: expect.stringMatching(/^[0-9a-f-]{36}$/), RetryIndicator: 0 },
      TerminalId: '17951286',
      Payment: { Amount: { Value: '4590', CurrencyCode: 'CHF' }, OrderId: 'ord_Zr81Lq', Description: input.description },
      Payer: { LanguageCode: 'fr' },
      ReturnUrl: { Url: input.redirectUrl },
      Notification: { SuccessNotifyUrl: input.webhookUrl, FailNotifyUrl: input.webhookUrl },
    });
  });

  it('uses a fresh RequestId for every call', async () => {
    await provider().createPayment(input);
    await provider().createPayment(input);
    const ids = fake.requests.map((r) => r.body.RequestHeader.RequestId);
    expect(new Set(ids).size).toBe(2);
  });

  it.each<[SaferpayOutcome, PaymentStatus]>([
    ['not_started', 'open'],
    ['pending', 'pending'],
    ['aborted', 'canceled'],
    ['declined', 'failed'],
    ['expired', 'expired'],
    ['captured', 'paid'],
  ])('asserts a payment whose payer outcome is %s as %s', async (outcome, expected) => {
    const token = await paymentWith(outcome);
    await expect(provider().fetchStatus(token, { restaurantId: 3 })).resolves.toBe(expected);
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/Payment/v1/PaymentPage/Assert']);
    expect(fake.requests[0]?.body.Token).toBe(token);
  });

  it('captures an AUTHORIZED transaction, so paid means the money is taken; asking again does not capture twice', async () => {
    const token = await paymentWith('authorized');

    await expect(provider().fetchStatus(token, { restaurantId: 3 })).resolves.toBe('paid');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/Payment/v1/PaymentPage/Assert', '/api/Payment/v1/Transaction/Capture']);
    const assertedId = fake.requests[1]?.body.TransactionReference.TransactionId;
    expect(assertedId).toEqual(expect.any(String));

    fake.requests.length = 0;
    await expect(provider().fetchStatus(token, { restaurantId: 3 })).resolves.toBe('paid');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/Payment/v1/PaymentPage/Assert']);
  });

  it('refunds a captured payment through its capture, once per idempotency key', async () => {
    const token = await paymentWith('authorized');
    await provider().fetchStatus(token, { restaurantId: 3 });
    fake.requests.length = 0;
    const refund = { providerPaymentId: token, restaurantId: 3, amountCents: 4590, currency: 'chf', idempotencyKey: 'refund-ord_1' };
    const first = await provider().refund(refund);
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/Payment/v1/PaymentPage/Assert', '/api/Payment/v1/Transaction/Refund']);
    expect(fake.requests[1]?.body).toMatchObject({
      RequestHeader: { RequestId: 'refund-ord_1' },
      Refund: { Amount: { Value: '4590', CurrencyCode: 'CHF' } },
      CaptureReference: { CaptureId: expect.stringMatching(/_c$/) },
    });
    expect((await provider().refund(refund)).refundId).toBe(first.refundId);
    await expect(provider().refund({ ...refund, idempotencyKey: 'another' })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('counts a capture that another notification already made as paid', async () => {
    const token = await paymentWith('authorized');
    await provider().fetchStatus(token, { restaurantId: 3 });
    fake.staleAssert = true;
    fake.requests.length = 0;

    await expect(provider().fetchStatus(token, { restaurantId: 3 })).resolves.toBe('paid');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/Payment/v1/PaymentPage/Assert', '/api/Payment/v1/Transaction/Capture']);
  });

  it('maps an unknown token to payment_does_not_exists (404)', async () => {
    const error = await provider().fetchStatus('no-such-token', { restaurantId: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ failure: 'unknown_payment', code: 'payment_does_not_exists', status: 404 });
  });

  it('maps wrong credentials (401 AUTHENTICATION_FAILED) to a coded 503', async () => {
    const error = await provider({ password: 'wrong' }).createPayment(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rejected', code: 'payment_has_problem', status: 503 });
    expect((error as PaymentProviderError).detail).toMatch(/AUTHENTICATION_FAILED/);
  });

  it('maps a request Saferpay refuses (400 VALIDATION_FAILED) to a coded 503', async () => {
    const error = await provider({ terminalId: '99999999' }).createPayment(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rejected', status: 503 });
  });

  it('maps Saferpay being down (500 INTERNAL_ERROR) to payment_has_problem 503', async () => {
    const token = await paymentWith('authorized');
    fake.down = true;
    const error = await provider().fetchStatus(token, { restaurantId: 3 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unavailable', code: 'payment_has_problem', status: 503 });
  });

  it('maps a refused connection and a timeout to payment_has_problem 503', async () => {
    const nowhere = createSaferpayProvider({ ...credentials, apiUrl: 'http://127.0.0.1:1/api' });
    await expect(nowhere.createPayment(input)).rejects.toMatchObject({ failure: 'unavailable', status: 503 });

    fake.delayMs = 1_000;
    await expect(provider({}, 100).createPayment(input)).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
  });

  it('treats an answer that is not Saferpay JSON (a firewall page) as unavailable', async () => {
    const wrongBase = createSaferpayProvider({ ...credentials, apiUrl: `${fake.apiUrl}/nope` });
    await expect(wrongBase.createPayment(input)).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
  });
});
