import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoursDeliveryType, HoursSection } from '@tavola/domain/schemas/owner-hours';
import { restaurantImportSchema, WEEKDAY_NAMES } from '@tavola/domain/schemas/restaurant-import';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

/** The time step of a delivery type, saved with the hours section (decision 097). */

let m: ManagerTestApp;
let owner: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  // Monday 1 March 2027, 05:00 in Berlin.
  m.clock.set('2027-03-01T04:00:00Z');
});
afterAll(() => m.close());

const read = async (): Promise<HoursSection> => {
  const answer = await m.t.call({ method: 'GET', url: '/api/owner/hours', token: owner });
  expect(answer.statusCode).toBe(200);
  return answer.body.data as HoursSection;
};
const save = (payload: Record<string, unknown>, lang = 'en') =>
  m.t.call({ method: 'PUT', url: '/api/owner/hours', token: owner, payload, headers: { 'accept-language': lang } });
const pickupOf = (section: HoursSection) => section.value.deliveryTypes.find((type) => type.type === 'pickup');
const restaurantInfo = async () => (await m.kit.get('/api/restaurant/restaurant-by-id', {})).body.data;
const setPickupTime = async (time: string, lang = 'en') => {
  const basketId = await m.kit.createBasket({ deliveryType: 'pickup' });
  return m.kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: time, deliveryType: 'pickup' }, { lang });
};

const pickup: HoursDeliveryType = {
  type: 'pickup',
  leadMinutes: 10,
  availableDays: 5,
  asap: true,
  openingHours: WEEKDAY_NAMES.map((day) => ({ day, from: '11:00', until: '14:00' })),
  slotLimits: { maxOrders: null, maxItems: null },
};

describe('the time step on api/owner/hours', () => {
  it('is 15 minutes for an imported restaurant whose file names none, and left unsaid', async () => {
    expect(pickupOf(await read())).not.toHaveProperty('slotStepMinutes');
    expect(await restaurantInfo()).toMatchObject({ delivery_slot_step: 15, pickup_slot_step: 15, here_slot_step: 15 });
    expectMessage(await setPickupTime('2027-03-01 12:15'), 200, 'delivery_time_set', 'en');
  });

  it('refuses a step that is none of the choices with a coded 422 and writes nothing', async () => {
    const before = await read();
    for (const step of [7, 0, 45, '30']) {
      const answer = await save({ revision: before.revision, deliveryTypes: [{ ...pickup, slotStepMinutes: step }], closePeriods: [] }, 'de');
      expectFieldError(answer, 'deliveryTypes.0.slotStepMinutes', 'field_invalid', 'de');
    }
    expect(await read()).toEqual(before);
  });

  it('saves 30 minutes: the restaurant answer, the guest rules, the audit log and the export follow', async () => {
    const before = await read();
    const answer = await save({ revision: before.revision, deliveryTypes: [{ ...pickup, slotStepMinutes: 30 }], closePeriods: [] });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.revision).toBe(before.revision + 1);
    expect(pickupOf(answer.body.data as HoursSection)?.slotStepMinutes).toBe(30);

    // The storefront builds its time picker from the restaurant answer; the other types keep 15.
    expect(await restaurantInfo()).toMatchObject({ pickup_slot_step: 30, delivery_slot_step: 15 });
    // The server, the authority, refuses a quarter past and takes the half hour.
    expectFieldError(await setPickupTime('2027-03-01 12:15', 'fr'), 'delivery_time', 'delivery_time_step_invalid', 'fr');
    expectMessage(await setPickupTime('2027-03-01 12:30'), 200, 'delivery_time_set', 'en');

    const audit = await m.t.call({ method: 'GET', url: '/api/owner/audit?section=hours', token: owner });
    const last = audit.body.data[0];
    expect(last).toMatchObject({ section: 'hours', action: 'update' });
    expect(last.before.deliveryTypes.find((type: HoursDeliveryType) => type.type === 'pickup').slotStepMinutes).toBeUndefined();
    expect(last.after.deliveryTypes.find((type: HoursDeliveryType) => type.type === 'pickup').slotStepMinutes).toBe(30);

    const exported = restaurantImportSchema.parse(await exportRestaurant(m.t.database.db, m.kit.restaurantId));
    expect(exported.deliveryTypes.find((type) => type.type === 'pickup')?.slotStepMinutes).toBe(30);
    expect(exported.deliveryTypes.find((type) => type.type === 'delivery')).not.toHaveProperty('slotStepMinutes');
  });

  it('goes back to 15 minutes when a save names no step, in the export too', async () => {
    const before = await read();
    const answer = await save({ revision: before.revision, deliveryTypes: [pickup], closePeriods: [] });
    expect(answer.statusCode).toBe(200);
    expect(pickupOf(answer.body.data as HoursSection)).not.toHaveProperty('slotStepMinutes');
    expect(await restaurantInfo()).toMatchObject({ pickup_slot_step: 15 });
    expectMessage(await setPickupTime('2027-03-01 12:15'), 200, 'delivery_time_set', 'en');
    const exported = await exportRestaurant(m.t.database.db, m.kit.restaurantId);
    expect(exported.deliveryTypes?.find((type) => type.type === 'pickup')).not.toHaveProperty('slotStepMinutes');
  });
});
