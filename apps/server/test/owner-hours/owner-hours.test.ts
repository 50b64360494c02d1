import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoursDeliveryType, HoursSection } from '@tavola/domain/schemas/owner-hours';
import { restaurantImportSchema, WEEKDAY_NAMES } from '@tavola/domain/schemas/restaurant-import';
import { slotLimits } from '../../src/db/schema/order.ts';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
  // Monday 1 March 2027, 05:00 in Berlin: the demo's pickup opens at 11:30.
  m.clock.set('2027-03-01T04:00:00Z');
});
afterAll(() => m.close());

const read = async (): Promise<HoursSection> => {
  const answer = await m.t.call({ method: 'GET', url: '/api/owner/hours', token: owner });
  expect(answer.statusCode).toBe(200);
  return answer.body.data as HoursSection;
};
const save = (payload: Record<string, unknown>, token: string | null = owner, lang = 'en') =>
  m.t.call({ method: 'PUT', url: '/api/owner/hours', token, payload, headers: { 'accept-language': lang } });

/** Pickup open early every day, with a Saturday night past midnight, room for 3 orders a slot and no 'as soon as possible'. */
const earlyPickup: HoursDeliveryType = {
  type: 'pickup',
  leadMinutes: 10,
  availableDays: 5,
  asap: false,
  openingHours: [
    ...WEEKDAY_NAMES.map((day) => ({ day, from: '06:00', until: '09:00' })),
    { day: 'saturday', from: '22:00', until: '02:00' },
  ],
  slotLimits: { maxOrders: 3, maxItems: null },
};
const christmas = { from: '2027-12-24', until: '2027-12-26', message: 'Buon Natale!' };

const setPickupTime = async (time: string | null) => {
  const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
  return m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: time, deliveryType: 'pickup' }, { lang: 'en' });
};

describe('api/owner/hours', () => {
  it('reads the imported hours, close periods and (absent) slot limits at revision 0', async () => {
    const { revision, value } = await read();
    expect(revision).toBe(0);
    expect(value.timeZone).toBe('Europe/Berlin');
    expect(value.deliveryTypes.map((type) => type.type)).toEqual(['delivery', 'pickup', 'here']);
    const pickup = value.deliveryTypes.find((type) => type.type === 'pickup');
    expect(pickup).toMatchObject({ leadMinutes: 20, availableDays: 7, asap: true, slotLimits: { maxOrders: null, maxItems: null } });
    expect(pickup?.openingHours[0]).toEqual({ day: 'monday', from: '11:30', until: '22:00' });
    expect(value.closePeriods[0]).toMatchObject({ from: '2026-12-24', until: '2026-12-26' });
  });

  it('saves the section: the guest rules follow at once, the audit log and the export have the change', async () => {
    expect((await setPickupTime('2027-03-01 07:00')).statusCode).toBe(400);

    const answer = await save({ revision: 0, deliveryTypes: [earlyPickup], closePeriods: [christmas] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.revision).toBe(1);
    const pickup = (answer.body.data as HoursSection).value.deliveryTypes.find((type) => type.type === 'pickup');
    expect(pickup).toEqual({ ...earlyPickup, openingHours: expect.arrayContaining(earlyPickup.openingHours) });
    expect(pickup?.openingHours).toHaveLength(8);

    // The cached ordering context was dropped: a time only the new hours allow is taken.
    expectMessage(await setPickupTime('2027-03-01 07:00'), 200, 'delivery_time_set', 'en');
    const [limits] = await m.t.database.db
      .select()
      .from(slotLimits)
      .where(and(eq(slotLimits.restaurantId, m.kit.restaurantId), eq(slotLimits.deliveryTypeId, 2)));
    expect(limits).toMatchObject({ maxOrders: 3, maxItems: null });

    // 'As soon as possible' is off for pickup: the guest must choose a time, and the storefront is told.
    expectMessage(await setPickupTime(null), 400, 'delivery_time_required', 'en');
    const info = await m.kit.get('/api/restaurant/restaurant-by-id', {});
    expect(info.body.data).toMatchObject({ pickup_asap: false, delivery_asap: true, pickup_hours: 10 });

    // Delivery was not sent: it keeps its hours.
    const after = await read();
    expect(after.revision).toBe(1);
    expect(after.value.deliveryTypes.find((type) => type.type === 'delivery')?.openingHours[0]).toEqual({
      day: 'monday',
      from: '11:30',
      until: '14:30',
    });
    expect(after.value.closePeriods).toEqual([christmas]);

    const audit = await m.t.call({ method: 'GET', url: '/api/owner/audit?section=hours', token: owner });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ by: 'owner@demo.test', section: 'hours', action: 'update' });
    expect(audit.body.data[0].before.closePeriods).toHaveLength(2);
    expect(audit.body.data[0].after.closePeriods).toEqual([christmas]);

    const exported = restaurantImportSchema.parse(await exportRestaurant(m.t.database.db, m.kit.restaurantId));
    const exportedPickup = exported.deliveryTypes.find((type) => type.type === 'pickup');
    expect(exportedPickup).toEqual(earlyPickup);
    expect(exported.deliveryTypes.find((type) => type.type === 'delivery')?.leadMinutes).toBe(45);
    expect(exported.closePeriods).toEqual([christmas]);
  });

  it('removes the slot limits when both are set to none', async () => {
    const { revision } = await read();
    const answer = await save({
      revision,
      deliveryTypes: [{ ...earlyPickup, slotLimits: { maxOrders: null, maxItems: null } }],
      closePeriods: [],
    });
    expect(answer.statusCode).toBe(200);
    const rows = await m.t.database.db.select().from(slotLimits).where(eq(slotLimits.restaurantId, m.kit.restaurantId));
    expect(rows).toEqual([]);
  });

  describe('refuses bad input with a coded 422 per field and writes nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['an empty window', { deliveryTypes: [{ ...earlyPickup, openingHours: [{ day: 'monday', from: '09:00', until: '09:00' }] }] }, 'deliveryTypes.0.openingHours.0.until'],
      ['a time of day that is none', { deliveryTypes: [{ ...earlyPickup, openingHours: [{ day: 'monday', from: '25:00', until: '09:00' }] }] }, 'deliveryTypes.0.openingHours.0.from'],
      ['an unknown day', { deliveryTypes: [{ ...earlyPickup, openingHours: [{ day: 'funday', from: '08:00', until: '09:00' }] }] }, 'deliveryTypes.0.openingHours.0.day'],
      ['a negative lead time', { deliveryTypes: [{ ...earlyPickup, leadMinutes: -5 }] }, 'deliveryTypes.0.leadMinutes'],
      ['a slot capacity of 0', { deliveryTypes: [{ ...earlyPickup, slotLimits: { maxOrders: 0, maxItems: null } }] }, 'deliveryTypes.0.slotLimits.maxOrders'],
      ['a delivery type twice', { deliveryTypes: [earlyPickup, earlyPickup] }, 'deliveryTypes.1.type'],
      ['a close period ending before it starts', { closePeriods: [{ from: '2027-05-02', until: '2027-05-01' }] }, 'closePeriods.0.until'],
      ['a date that is none', { closePeriods: [{ from: '2027-02-30', until: '2027-03-01' }] }, 'closePeriods.0.from'],
    ];
    for (const [name, change, field] of cases) {
      it(name, async () => {
        const before = await read();
        const answer = await save({ revision: before.revision, deliveryTypes: [earlyPickup], closePeriods: [], ...change }, owner, 'de');
        expect(answer.statusCode).toBe(422);
        expect(Object.keys(answer.body.codes)).toContain(field);
        expect(await read()).toEqual(before);
      });
    }

    it('a missing revision', async () => {
      // The foundation's revision field answers every missing or non-integer value with one code.
      expectFieldError(await save({ deliveryTypes: [earlyPickup], closePeriods: [] }, owner, 'de'), 'revision', 'field_must_be_numeric', 'de');
    });
  });

  it('refuses a save on a stale revision with 409 and the current revision', async () => {
    const before = await read();
    const answer = await save({ revision: before.revision - 1, deliveryTypes: [{ ...earlyPickup, leadMinutes: 99 }], closePeriods: [] }, owner, 'de');
    expectMessage(answer, 409, 'stale_revision', 'de');
    expect(answer.body.revision ?? answer.body.extra?.revision ?? answer.body.data?.revision).toBe(before.revision);
    expect(await read()).toEqual(before);
  });

  it('is for owners only', async () => {
    expectMessage(await m.t.call({ method: 'GET', url: '/api/owner/hours', token: manager, headers: { 'accept-language': 'fr' } }), 403, 'owner_only', 'fr');
    expectMessage(await save({ revision: 0, deliveryTypes: [earlyPickup], closePeriods: [] }, manager, 'en'), 403, 'owner_only', 'en');
    expect((await m.t.call({ method: 'GET', url: '/api/owner/hours', token: null })).statusCode).toBe(401);
  });
});
