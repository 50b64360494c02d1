import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { restaurantImportSchema } from '@tavola/domain/schemas/restaurant-import';
import { openingHours, paymentMethods } from '../../src/db/schema/restaurant.ts';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
});
afterAll(() => m.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object, token = owner, lang = 'en') =>
  m.t.call({ method, url, ...(payload ? { payload } : {}), token, headers: { 'accept-language': lang } });
const readDelivery = async () => (await call('GET', '/api/owner/delivery')).body.data;
const readTips = async () => (await call('GET', '/api/owner/tips')).body.data;

describe('api/owner/delivery', () => {
  it('lists the offered types and the zones in the import file\'s shape', async () => {
    const { revision, value } = await readDelivery();
    expect(revision).toBe(0);
    expect(value.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
    expect(value.zones).toContainEqual({ postalCode: '10119', city: 'Berlin Mitte', fee: 1.5, minimumOrder: 12, freeDeliveryFrom: 35 });
  });

  it('saves the zones: the guest\'s basket charges the new fee at once, the export and audit follow', async () => {
    const basketId = await checkoutBasket(m.kit, { type: 'delivery', lines: [['tiramisu', 2]] });
    const shipping = async () => (await m.kit.get('/api/basket', { basketId })).body.data.shipping_price;
    expect(await shipping()).toBe(1.5);

    const { revision, value } = await readDelivery();
    const zones = value.zones.map((zone: { postalCode: string }) => (zone.postalCode === '10119' ? { ...zone, fee: 4.25 } : zone));
    zones.push({ postalCode: '10999', fee: 3, minimumOrder: 20, freeDeliveryFrom: 50 });
    const saved = await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: value.deliveryTypes, zones });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.revision).toBe(revision + 1);
    expect(await shipping()).toBe(4.25);

    const file = await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId);
    expect(restaurantImportSchema.safeParse(file).success).toBe(true);
    expect(file.deliveryZones).toContainEqual({ postalCode: '10999', fee: 3, minimumOrder: 20, freeDeliveryFrom: 50 });
    expect(file.deliveryZones).toContainEqual(expect.objectContaining({ postalCode: '10119', fee: 4.25 }));

    const audit = await call('GET', '/api/owner/audit?section=delivery');
    expect(audit.body.data[0]).toMatchObject({ by: 'owner@demo.test', action: 'update' });
    expect(audit.body.data[0].after.zones).toHaveLength(zones.length);
  });

  it('answers bad fields with coded 422s, one per field, and writes nothing', async () => {
    const { revision, value } = await readDelivery();
    const bad = await call(
      'PUT',
      '/api/owner/delivery',
      {
        revision,
        deliveryTypes: value.deliveryTypes,
        zones: [
          { postalCode: '10115', fee: 2.555, minimumOrder: 15 },
          { postalCode: '10115', fee: 2, minimumOrder: -1 },
          { postalCode: 'abc', fee: 2 },
        ],
      },
      owner,
      'de',
    );
    expectFieldError(bad, 'zones.0.fee', 'field_invalid', 'de');
    expectFieldError(bad, 'zones.1.postalCode', 'postal_code_duplicate', 'de');
    expectFieldError(bad, 'zones.1.minimumOrder', 'field_invalid', 'de');
    expectFieldError(bad, 'zones.2.postalCode', 'field_invalid', 'de');
    expectFieldError(await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: [], zones: value.zones }), 'deliveryTypes', 'delivery_types_required', 'en');
    expectFieldError(await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: ['delivery'], zones: [] }), 'zones', 'delivery_zone_required', 'en');
    expect(await readDelivery()).toEqual({ revision, value });
  });

  it('refuses a stale save with 409 and a non-owner with 403', async () => {
    const { revision, value } = await readDelivery();
    const stale = await call('PUT', '/api/owner/delivery', { revision: revision - 1, deliveryTypes: value.deliveryTypes, zones: value.zones });
    expectMessage(stale, 409, 'stale_revision', 'en');
    expect(stale.body.revision).toBe(revision);
    expectMessage(await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: value.deliveryTypes, zones: value.zones }, manager), 403, 'owner_only', 'en');
    expectMessage(await call('GET', '/api/owner/delivery', undefined, manager), 403, 'owner_only', 'en');
  });

  it('switches a delivery type off and on again, keeping its opening hours; a payment method only for it blocks', async () => {
    let { revision, value } = await readDelivery();
    const blocked = await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: ['delivery', 'pickup'], zones: value.zones });
    expectFieldError(blocked, 'deliveryTypes', 'delivery_type_has_payment', 'en');

    const db = m.t.app.deps.db;
    await db
      .update(paymentMethods)
      .set({ deliveryTypes: null })
      .where(and(eq(paymentMethods.restaurantId, m.kit.restaurantId), inArray(paymentMethods.method, ['payAtEnd', 'payFix'])));
    const hereHours = () =>
      db.select().from(openingHours).where(and(eq(openingHours.restaurantId, m.kit.restaurantId), eq(openingHours.deliveryTypeId, 3)));
    const hoursBefore = (await hereHours()).length;
    expect(hoursBefore).toBeGreaterThan(0);

    const off = await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: ['delivery', 'pickup'], zones: value.zones });
    expect(off.body.data.value.deliveryTypes).toEqual(['delivery', 'pickup']);
    const info = await m.t.call({ method: 'GET', url: '/api/restaurant/restaurant-by-slug?slug=demo' });
    expect(info.body.data.deliveryTypes.map((type: { name: string }) => type.name)).toEqual(['delivery', 'pickup']);
    let file = await exportRestaurant(db, m.kit.restaurantId);
    expect(file.deliveryTypes.map((type) => type.type)).toEqual(['delivery', 'pickup']);

    ({ revision, value } = off.body.data);
    const on = await call('PUT', '/api/owner/delivery', { revision, deliveryTypes: ['here', 'delivery', 'pickup'], zones: value.zones });
    expect(on.body.data.value.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
    file = await exportRestaurant(db, m.kit.restaurantId);
    expect(file.deliveryTypes.find((type) => type.type === 'here')?.openingHours).toHaveLength(hoursBefore);
    expect(restaurantImportSchema.safeParse(file).success).toBe(true);
  });
});

describe('api/owner/tips', () => {
  it('saves the tip shares: restaurant info offers them, the export keeps them', async () => {
    const { revision, value } = await readTips();
    expect(value).toEqual({ tipRequest: true, tipPresets: [5, 10, 15] });
    const saved = await call('PUT', '/api/owner/tips', { revision, tipRequest: true, tipPresets: [8, 12] });
    expect(saved.body.data).toEqual({ revision: revision + 1, value: { tipRequest: true, tipPresets: [8, 12] } });
    const info = await m.t.call({ method: 'GET', url: '/api/restaurant/restaurant-by-slug?slug=demo' });
    expect(info.body.data.tip_presets).toEqual([8, 12]);
    const file = await exportRestaurant(m.t.app.deps.db, m.kit.restaurantId);
    expect(file.restaurant.settings?.tipPresets).toEqual([8, 12]);
  });

  it('refuses shares out of order, out of range or too many, and stale saves', async () => {
    const { revision } = await readTips();
    expectFieldError(await call('PUT', '/api/owner/tips', { revision, tipRequest: true, tipPresets: [10, 5] }), 'tipPresets', 'tip_presets_order', 'en');
    expectFieldError(await call('PUT', '/api/owner/tips', { revision, tipRequest: true, tipPresets: [0] }), 'tipPresets.0', 'field_invalid', 'en');
    expectFieldError(await call('PUT', '/api/owner/tips', { revision, tipRequest: true, tipPresets: [1, 2, 3, 4] }), 'tipPresets', 'field_invalid', 'en');
    expectFieldError(await call('PUT', '/api/owner/tips', { revision, tipRequest: 'yes', tipPresets: [5] }), 'tipRequest', 'field_must_be_boolean', 'en');
    expectMessage(await call('PUT', '/api/owner/tips', { revision: revision + 5, tipRequest: false, tipPresets: [5] }), 409, 'stale_revision', 'en');
    expect((await readTips()).value.tipPresets).toEqual([8, 12]);
  });
});
