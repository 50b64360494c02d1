import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantImportSchema } from '@tavola/domain/schemas/restaurant-import';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, guestOrder, signedInManager, type ManagerTestApp } from '../manager/support.ts';

// Today is 1 March 2027 in Berlin (the test clock).
let m: ManagerTestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
});
afterAll(() => m.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = owner, lang = 'en') =>
  m.t.call({ method, url, ...(payload ? { payload } : {}), token, headers: { 'accept-language': lang } });
const section = async () => (await call('GET', '/api/owner/vouchers')).body.data;
const voucherIn = (data: { value: { vouchers: { code: string }[] } }, code: string) => data.value.vouchers.find((v) => v.code === code);

async function basketWithVoucher(code: string) {
  const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
  await m.kit.post('/api/basket/add', { basketId, productId: m.kit.product('tiramisu'), quantity: 4 });
  const added = await m.t.call({
    method: 'POST',
    url: '/api/basket/add-voucher-to-basket',
    query: { restaurantId: String(m.kit.restaurantId), basketId, voucherCode: code },
  });
  return { basketId, added };
}

describe('api/owner/vouchers', () => {
  it('creates a voucher a guest can use at once; the export and the audit log follow', async () => {
    const { revision } = await section();
    const created = await call('POST', '/api/owner/vouchers', {
      revision,
      voucher: { code: 'Spring5', kind: 'fixed', value: 5, validUntil: '2027-03-31', usageLimit: 10, minimumOrder: 20 },
    });
    expect(created.statusCode).toBe(200);
    expect(voucherIn(created.body.data, 'SPRING5')).toEqual({
      code: 'SPRING5', kind: 'fixed', value: 5, validUntil: '2027-03-31', usageLimit: 10, minimumOrder: 20, active: true, timesUsed: 0, expired: false,
    });
    const { added } = await basketWithVoucher('spring5');
    expect(added.statusCode).toBe(200);
    expect(added.body.data).toMatchObject({ voucher_code: 'SPRING5', voucherValue: 5 });

    const file = await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId);
    expect(restaurantImportSchema.safeParse(file).success).toBe(true);
    expect(file.vouchers).toContainEqual({ code: 'SPRING5', kind: 'fixed', value: 5, validUntil: '2027-03-31', usageLimit: 10, minimumOrder: 20 });
    const audit = await call('GET', '/api/owner/audit?section=vouchers');
    expect(audit.body.data[0]).toMatchObject({ action: 'create', subject: 'SPRING5', by: 'owner@demo.test' });
  });

  it('refuses a taken code in any case, bad fields per field, stale revisions and non-owners', async () => {
    const { revision, value } = await section();
    const taken = await call('POST', '/api/owner/vouchers', { revision, voucher: { code: 'spring5', kind: 'percent', value: 10 } }, owner, 'fr');
    expectFieldError(taken, 'voucher.code', 'voucher_code_taken', 'fr');
    const bad = await call('POST', '/api/owner/vouchers', {
      revision,
      voucher: { code: 'no spaces!', kind: 'percent', value: 150, usageLimit: 0, minimumOrder: 1.234, validFrom: '2027-05-01', validUntil: '2027-04-01' },
    });
    for (const field of ['voucher.code', 'voucher.usageLimit', 'voucher.minimumOrder']) expectFieldError(bad, field, 'field_invalid', 'en');
    expect(bad.body.codes['voucher.value']).toBeDefined();
    const stale = await call('POST', '/api/owner/vouchers', { revision: revision - 1, voucher: { code: 'LATE', kind: 'fixed', value: 1 } });
    expectMessage(stale, 409, 'stale_revision', 'en');
    expect(stale.body.revision).toBe(revision);
    expectMessage(await call('POST', '/api/owner/vouchers', { revision, voucher: { code: 'MGR', kind: 'fixed', value: 1 } }, manager), 403, 'owner_only', 'en');
    expectMessage(await call('PUT', '/api/owner/vouchers/NOPE', { revision, active: true, voucher: { code: 'NOPE', kind: 'fixed', value: 1 } }), 404, 'voucher_missing', 'en');
    expect(await section()).toEqual({ revision, value });
  });

  it('counts the orders placed with a voucher', async () => {
    const { added, basketId } = await basketWithVoucher('SPRING5');
    expect(added.statusCode).toBe(200);
    const address = await m.kit.post('/api/basket/add-address', {
      basketId,
      userInfo: { name: 'Guest', email: 'guest@example.com', mobile: '030123456', address: 'Torstraße', house_number: '1', postalCode: '10119', city: 'Berlin' },
    });
    expect(address.statusCode).toBe(200);
    await m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: await m.kit.validTime('pickup') });
    const created = await m.kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
    expect(created.statusCode).toBe(201);
    await guestOrder(m.kit); // an order without the voucher is not counted
    expect(voucherIn(await section(), 'SPRING5')).toMatchObject({ timesUsed: 1, active: true });
  });

  it('deactivates a used voucher: kept and listed, refused in baskets, gone from the export; reactivates it', async () => {
    const { basketId } = await basketWithVoucher('SPRING5');
    let { revision } = await section();
    const voucher = { code: 'SPRING5', kind: 'fixed', value: 5, validUntil: '2027-03-31', usageLimit: 10, minimumOrder: 20 };
    const off = await call('PUT', '/api/owner/vouchers/spring5', { revision, active: false, voucher });
    expect(voucherIn(off.body.data, 'SPRING5')).toMatchObject({ active: false, timesUsed: 1 });
    const basket = await m.kit.get('/api/basket', { basketId });
    expect(basket.body.data).toMatchObject({ voucherValue: 0 });
    expectMessage((await basketWithVoucher('SPRING5')).added, 400, 'voucher_invalid', 'de');
    expect((await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId)).vouchers?.map((v) => v.code)).not.toContain('SPRING5');
    const audit = await call('GET', '/api/owner/audit?section=vouchers');
    expect(audit.body.data[0]).toMatchObject({ action: 'deactivate', subject: 'SPRING5', before: { active: true }, after: { active: false } });

    revision = off.body.data.revision;
    const on = await call('PUT', '/api/owner/vouchers/SPRING5', { revision, active: true, voucher: { ...voucher, value: 7 } });
    expect(voucherIn(on.body.data, 'SPRING5')).toMatchObject({ active: true, value: 7 });
    expect((await basketWithVoucher('SPRING5')).added.body.data).toMatchObject({ voucherValue: 7 });
  });

  it('marks a voucher expired after its last day in the restaurant\'s time zone', async () => {
    const { revision } = await section();
    await call('POST', '/api/owner/vouchers', { revision, voucher: { code: 'FEB', kind: 'percent', value: 10, validUntil: '2027-02-28' } });
    const listed = await section();
    expect(voucherIn(listed, 'FEB')).toMatchObject({ expired: true, value: 10, kind: 'percent' });
    expect(voucherIn(listed, 'SPRING5')).toMatchObject({ expired: false });
  });
});
