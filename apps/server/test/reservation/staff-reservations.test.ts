import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { booking, DAY } from './support.ts';

let m: ManagerTestApp;
let boss: string;
let cook: string;
let table1: number;
beforeAll(async () => {
  m = await createManagerTestApp();
  boss = await signedInManager(m.t, m.kit.restaurantId, 'host@demo.test');
  cook = await signedInManager(m.t, m.kit.restaurantId, 'cook@demo.test', undefined, 'kitchen');
  const [table] = await m.t.database.db
    .select({ id: restaurantTables.id })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, m.kit.restaurantId), eq(restaurantTables.name, 'Tisch 1')));
  table1 = table!.id;
});
afterAll(() => m.close());

const byPhone = (over: Record<string, unknown> = {}, token = boss, lang = 'en') =>
  m.t.call({
    method: 'POST',
    url: `/api/managers/reservations/create?lang=${lang}`,
    token,
    payload: { name: 'Herr Maier', phone: '+49 30 7654321', adults: 2, date: DAY, time: '19:00', tableId: table1, ...over },
  });

describe('bookings taken by phone (issue 27)', () => {
  it('book the chosen table for the party and list it on the day', async () => {
    const created = await byPhone();
    expectMessage(created, 201, 'staff_reservation_created', 'en');
    expect(created.body.data).toMatchObject({ status: 'booked', date: DAY, time: '19:00', tableName: 'Tisch 1', name: 'Herr Maier', email: '', adults: 2 });
    const day = await m.t.call({ method: 'GET', url: `/api/managers/reservations?date=${DAY}`, token: boss });
    expect(day.body.data.reservations.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
  });

  it('keep the no-double-booking rule against staff and guests alike', async () => {
    // Tisch 1 is held 19:00–21:00 by the booking above: 20:00 overlaps, 21:00 is free again.
    expectMessage(await byPhone({ time: '20:00', name: 'Frau Huber' }), 409, 'reservation_table_unavailable', 'en');
    expect((await byPhone({ time: '21:00', name: 'Frau Huber' })).statusCode).toBe(201);
    // A guest asking for that table at that time gets the same answer.
    const guest = await m.kit.post('/api/restaurant/reserve-table', booking({ time: '19:30', tableId: table1 }), { lang: 'en' });
    expect([guest.statusCode, guest.body.message.code]).toEqual([409, 'reservation_table_unavailable']);
  });

  it('mail the confirmation only when staff took an e-mail', async () => {
    const created = await byPhone({ time: '12:00', email: 'maier@example.com' });
    expect(created.statusCode).toBe(201);
    expect(await readOutbox(m, 'maier@example.com')).toHaveLength(1);
  });

  it('answer each wrong field with its message, an unknown table 404, and refuse the kitchen', async () => {
    expectFieldError(await byPhone({ phone: 'call me' }), 'phone', 'phone_invalid', 'en');
    expectFieldError(await byPhone({ name: ' ' }), 'name', 'field_required', 'en');
    expectFieldError(await byPhone({ time: '19:10' }), 'time', 'reservation_time_unavailable', 'en');
    // Tisch 1 seats two; the restaurant takes parties up to eight.
    expectFieldError(await byPhone({ adults: 4 }), 'tableId', 'reservation_table_unavailable', 'en');
    expectFieldError(await byPhone({ adults: 40 }), 'adults', 'reservation_party_too_large', 'en', { max: 8 });
    expectMessage(await byPhone({ tableId: 999_999 }, boss, 'de'), 404, 'table_does_not_exists', 'de');
    expect((await byPhone({ time: '13:00' }, cook)).statusCode).toBe(403);
  });
});
