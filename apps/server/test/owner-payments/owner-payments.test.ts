import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restaurantImportDocuments } from '../../src/db/schema/menu-editor.ts';
import { providerCredentials } from '../../src/db/schema/provider-credentials.ts';
import { paymentMethods } from '../../src/db/schema/restaurant.ts';
import { saveOwnCredentials } from '../../src/modules/owner-payments/save-credentials.ts';
import { createPaymentProviders } from '../../src/payments/provider-registry.ts';
import { credentialKeyFrom } from '../../src/payments/credentials/credential-cipher.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { signedInManager } from '../manager/support.ts';
import { startFakeMollie, type FakeMollie } from '../payments/support/fake-mollie.ts';
import { startFakeSaferpay, type FakeSaferpay } from '../payments/support/fake-saferpay.ts';
import { createPaymentTestApp, type PaymentTestApp } from '../payments/support/payment-test-app.ts';
import { allowSelfSignedCertificates } from '../payments/support/self-signed-cert.ts';

const PLATFORM_KEY = 'test_PlatformKeyWq8ZkF3nT5sJd2LmYp6X';
const RESTAURANT_KEY = 'live_RestaurantOwnKey9Hr4Bc7GaQx2Vn5';
const SAFERPAY = { customerId: '245294', terminalId: '17951286', username: 'API_245294_08700063', password: 'JsonApiPwd1_sk8yQ7Jm' };
const SECRETS = [RESTAURANT_KEY, SAFERPAY.password, 'RestaurantOwnKey9Hr4Bc7GaQx2Vn5'];

let t: PaymentTestApp;
let mollie: FakeMollie;
let saferpay: FakeSaferpay;
let restoreTls: () => void;
let owner: string;
let manager: string;

beforeAll(async () => {
  restoreTls = allowSelfSignedCertificates();
  // One fake Mollie knows both accounts: which key a call carried tells whose account it reached.
  mollie = await startFakeMollie(PLATFORM_KEY, RESTAURANT_KEY);
  saferpay = await startFakeSaferpay(SAFERPAY);
  t = await createPaymentTestApp({
    publicUrl: 'https://shop.example',
    mollie: { apiKey: PLATFORM_KEY, apiUrl: mollie.apiUrl },
    saferpay: null,
    credentialKeys: { current: credentialKeyFrom(randomBytes(32).toString('base64')), previous: [] },
    providerUrls: { mollie: mollie.apiUrl, saferpayLive: 'https://saferpay.invalid/api', saferpayTest: saferpay.apiUrl },
  });
  owner = await signedInManager(t, t.restaurantId, 'owner@payments.test', undefined, 'owner');
  manager = await signedInManager(t, t.restaurantId, 'shift@payments.test');
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

const read = (lang = 'en') => t.call({ method: 'GET', url: '/api/owner/payments', token: owner, headers: { 'accept-language': lang } });
const revision = async () => (await read()).body.data.revision as number;
const saveMethods = async (methods: unknown, options: { revision?: number; lang?: string } = {}) =>
  t.call({
    method: 'PUT',
    url: '/api/owner/payments/methods',
    token: owner,
    headers: { 'accept-language': options.lang ?? 'en' },
    payload: { revision: options.revision ?? (await revision()), methods },
  });
const saveCredentials = async (provider: string, credentials: unknown, lang = 'en') =>
  t.call({
    method: 'PUT',
    url: `/api/owner/payments/credentials/${provider}`,
    token: owner,
    headers: { 'accept-language': lang },
    payload: { revision: await revision(), credentials },
  });
const removeCredentials = async (provider: string) =>
  t.call({ method: 'DELETE', url: `/api/owner/payments/credentials/${provider}?revision=${await revision()}`, token: owner });
const testConnection = (provider: string, credentials?: unknown, lang = 'en') =>
  t.call({
    method: 'POST',
    url: `/api/owner/payments/credentials/${provider}/test`,
    token: owner,
    headers: { 'accept-language': lang },
    payload: credentials ? { credentials } : {},
  });
const methodRows = async () =>
  (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.restaurantId, t.restaurantId))).map((row) => [row.method, row.deliveryTypes]);
const auditOf = async () => (await t.call({ method: 'GET', url: '/api/owner/audit?section=payments', token: owner })).body.data as { action: string; subject: string | null; before: unknown; after: unknown }[];
const expectNoSecret = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

const DEMO_METHODS = [
  { method: 'mollie', deliveryTypes: ['delivery', 'pickup', 'here'] },
  { method: 'cash', deliveryTypes: ['delivery', 'pickup'] },
  { method: 'payAtEnd', deliveryTypes: ['here'] },
  { method: 'payFix', deliveryTypes: ['here'] },
];

describe('ways to pay per delivery type', () => {
  it('shows the methods per offered delivery type and the providers, owners only', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    const value = answer.body.data.value;
    expect(value.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
    expect(value.methods.map((m: { method: string; deliveryTypes: string[] }) => [m.method, m.deliveryTypes])).toEqual([
      ['mollie', ['delivery', 'pickup', 'here']],
      ['saferPay', []],
      ['cash', ['delivery', 'pickup']],
      ['payAtEnd', ['here']],
      ['payFix', ['here']],
    ]);
    expect(value.providers).toEqual([
      { provider: 'mollie', own: null, platformDefault: true },
      { provider: 'saferpay', own: null, platformDefault: false },
    ]);
    expect(value).toMatchObject({ canStoreCredentials: true, testMode: false });
    expectMessage(await t.call({ method: 'GET', url: '/api/owner/payments', token: manager, headers: { 'accept-language': 'de' } }), 403, 'owner_only', 'de');
    expect((await t.call({ method: 'GET', url: '/api/owner/payments', token: null })).statusCode).toBe(401);
  });

  it('saves the switches, keeps the import document in step and logs the change', async () => {
    const before = await revision();
    const answer = await saveMethods([
      { method: 'mollie', deliveryTypes: ['delivery', 'pickup'] },
      { method: 'cash', deliveryTypes: ['pickup', 'here'] },
      { method: 'payAtEnd', deliveryTypes: ['here'] },
      { method: 'payFix', deliveryTypes: [] },
    ]);
    expectMessage(answer, 200, 'payments_saved', 'en');
    expect(answer.body.data.revision).toBe(before + 1);
    expect(await methodRows()).toEqual([
      ['mollie', ['delivery', 'pickup']],
      ['cash', ['pickup', 'here']],
      ['payAtEnd', ['here']],
    ]);
    const [document] = await t.database.db
      .select({ document: restaurantImportDocuments.document })
      .from(restaurantImportDocuments)
      .where(eq(restaurantImportDocuments.restaurantId, t.restaurantId));
    expect((document?.document.paymentMethods as { method: string; deliveryTypes?: string[] }[]).map((m) => [m.method, m.deliveryTypes])).toEqual([
      ['mollie', ['delivery', 'pickup']],
      ['cash', ['pickup', 'here']],
      ['payAtEnd', ['here']],
    ]);
    const [entry] = await auditOf();
    expect(entry).toMatchObject({ action: 'update', after: [{ method: 'mollie', deliveryTypes: ['delivery', 'pickup'] }, { method: 'cash' }, { method: 'payAtEnd' }] });
    expect(await saveMethods(DEMO_METHODS)).toMatchObject({ statusCode: 200 });
  });

  it('refuses what the platform does not support with a coded 422 per field, writing nothing', async () => {
    const before = await revision();
    const rows = await methodRows();
    expectFieldError(
      await saveMethods([...DEMO_METHODS.slice(0, 2), { method: 'payAtEnd', deliveryTypes: ['delivery'] }], { lang: 'de' }),
      'methods.2.deliveryTypes.0',
      'delivery_type_not_available',
      'de',
    );
    expectFieldError(
      await saveMethods([{ method: 'saferPay', deliveryTypes: ['pickup'] }, ...DEMO_METHODS]),
      'methods.0.method',
      'provider_not_configured',
      'en',
      { provider: 'SaferPay' },
    );
    expectFieldError(
      await saveMethods([{ method: 'mollie', deliveryTypes: ['pickup'] }, { method: 'cash', deliveryTypes: ['pickup'] }, { method: 'payAtEnd', deliveryTypes: ['here'] }]),
      'deliveryTypes.delivery',
      'payment_methods_none_for_type',
      'en',
      {},
    );
    expect((await saveMethods([{ method: 'zvt', deliveryTypes: ['here'] }])).statusCode).toBe(422);
    expect((await saveMethods([{ method: 'cash', deliveryTypes: ['pickup'], iban: 'x' }])).statusCode).toBe(422);
    expect(await revision()).toBe(before);
    expect(await methodRows()).toEqual(rows);
  });

  it('refuses a save on an old revision with 409 stale_revision and the current one', async () => {
    const current = await revision();
    const stale = await saveMethods(DEMO_METHODS, { revision: current - 1, lang: 'fr' });
    expectMessage(stale, 409, 'stale_revision', 'fr');
    expect(stale.body.revision).toBe(current);
  });
});

describe("the restaurant's own provider credentials", () => {
  it('stores them sealed and answers only a mask and when they were set', async () => {
    const answer = await saveCredentials('mollie', { apiKey: RESTAURANT_KEY });
    expect(answer.statusCode).toBe(200);
    expectNoSecret(answer.body);
    const mollieCard = answer.body.data.value.providers[0];
    expect(mollieCard).toMatchObject({ provider: 'mollie', platformDefault: true, own: { mask: '••••2Vn5', setBy: 'owner@payments.test' } });
    expect(Date.parse(mollieCard.own.setAt)).not.toBeNaN();
    expectNoSecret((await read()).body);
    const [row] = await t.database.db.select().from(providerCredentials).where(eq(providerCredentials.restaurantId, t.restaurantId));
    expect(row?.sealed).toMatch(/^v1\./);
    expectNoSecret(row);
  });

  it('logs "set" and "removed" in the audit log, never the secret', async () => {
    expect((await saveCredentials('saferpay', { ...SAFERPAY, environment: 'test' })).statusCode).toBe(200);
    expect((await removeCredentials('saferpay')).statusCode).toBe(200);
    const entries = await auditOf();
    expect(entries.slice(0, 2).map((e) => [e.action, e.subject, e.after])).toEqual([
      ['credentials-removed', 'saferpay', { credentials: 'removed' }],
      ['credentials-set', 'saferpay', { credentials: 'set' }],
    ]);
    expectNoSecret(entries);
    expectMessage(await removeCredentials('saferpay'), 404, 'provider_not_configured', 'de', { provider: 'SaferPay' });
  });

  it('refuses malformed credentials with 422 per field', async () => {
    expectFieldError(await saveCredentials('mollie', { apiKey: 'sk_wrong' }), 'credentials.apiKey', 'field_invalid', 'en');
    expectFieldError(await saveCredentials('saferpay', { ...SAFERPAY, customerId: 'abc', environment: 'test' }, 'de'), 'credentials.customerId', 'field_must_be_numeric', 'de');
  });

  it('cannot store credentials without CREDENTIALS_KEY: a coded 503, nothing written', async () => {
    const deps = { db: t.database.db, restaurantChanges: t.app.deps.restaurantChanges, config: { ...t.config, credentialKeys: null }, clock: () => new Date(0) };
    const editor = { restaurantId: t.restaurantId, managerId: 1, email: 'owner@payments.test' };
    const before = await revision();
    await expect(saveOwnCredentials(deps, editor, { provider: 'saferpay', revision: before, credentials: { ...SAFERPAY, environment: 'test' } })).rejects.toMatchObject({
      code: 'credentials_key_missing',
      status: 503,
    });
    expect(await revision()).toBe(before);
  });
});

describe('test connection (local fake providers)', () => {
  it('answers ok for credentials the provider accepts: typed, stored and the platform’s', async () => {
    expectMessage(await testConnection('mollie', { apiKey: RESTAURANT_KEY }, 'de'), 200, 'provider_connection_ok', 'de', { provider: 'Mollie' });
    expectMessage(await testConnection('mollie'), 200, 'provider_connection_ok', 'en', { provider: 'Mollie' });
    expectMessage(await testConnection('saferpay', { ...SAFERPAY, environment: 'test' }), 200, 'provider_connection_ok', 'en', { provider: 'SaferPay' });
    const methodCalls = mollie.requests.filter((r) => r.method === 'GET' && r.path === '/v2/methods');
    expect(methodCalls.at(-1)?.headers.authorization).toBe(`Bearer ${RESTAURANT_KEY}`);
  });

  it('answers a coded error when the provider refuses the credentials or cannot be reached', async () => {
    expectMessage(await testConnection('mollie', { apiKey: 'test_SomebodyElsesKey12345678901234' }, 'ar'), 422, 'provider_credentials_rejected', 'ar', { provider: 'Mollie' });
    expectMessage(await testConnection('saferpay', { ...SAFERPAY, password: 'wrong-password', environment: 'test' }, 'fr'), 422, 'provider_credentials_rejected', 'fr', { provider: 'SaferPay' });
    expectMessage(await testConnection('saferpay', { ...SAFERPAY, terminalId: '99999999', environment: 'test' }), 422, 'provider_credentials_rejected', 'en', { provider: 'SaferPay' });
    expectMessage(await testConnection('saferpay'), 422, 'provider_not_configured', 'en', { provider: 'SaferPay' });
    mollie.down = true;
    expectMessage(await testConnection('mollie', { apiKey: RESTAURANT_KEY }), 503, 'provider_unreachable', 'en', { provider: 'Mollie' });
    saferpay.down = true;
    expectMessage(await testConnection('saferpay', { ...SAFERPAY, environment: 'test' }), 503, 'provider_unreachable', 'en', { provider: 'SaferPay' });
  });
});

describe("payments of a restaurant with its own credentials", () => {
  it("opens, checks and refunds its payments with the restaurant's key; without it the platform's again", async () => {
    const own = await t.placeOrder({ paymentType: 'mollie' });
    const created = mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').at(-1);
    expect(created?.headers.authorization).toBe(`Bearer ${RESTAURANT_KEY}`);

    mollie.setStatus(own.providerPaymentId!, 'paid');
    const webhook = await t.call({
      method: 'POST',
      url: `/api/payment/webhook/mollie?restaurantId=${t.restaurantId}`,
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `id=${own.providerPaymentId}`,
    });
    expect(webhook.statusCode).toBe(200);
    expect(t.orders.orders.get(own.orderId)?.paymentStatus).toBe('paid');
    const lookup = mollie.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${own.providerPaymentId}`).at(-1);
    expect(lookup?.headers.authorization).toBe(`Bearer ${RESTAURANT_KEY}`);

    const providers = await createPaymentProviders({ config: t.config, db: t.database.db }).forRestaurant(t.restaurantId);
    const refund = await providers.byName('mollie').refund({ providerPaymentId: own.providerPaymentId!, restaurantId: t.restaurantId, amountCents: 500, currency: 'EUR', idempotencyKey: 'refund-own' });
    expect(refund.refundId).toMatch(/^re_/);
    expect(mollie.requests.filter((r) => r.path.endsWith('/refunds')).at(-1)?.headers.authorization).toBe(`Bearer ${RESTAURANT_KEY}`);

    expect((await removeCredentials('mollie')).statusCode).toBe(200);
    await t.placeOrder({ paymentType: 'mollie' });
    expect(mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').at(-1)?.headers.authorization).toBe(`Bearer ${PLATFORM_KEY}`);
  });
});
