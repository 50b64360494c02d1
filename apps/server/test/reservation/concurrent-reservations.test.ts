import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableReservations } from '../../src/db/schema/reservation.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, type ManagerTestApp } from '../manager/support.ts';
import { booking } from './support.ts';

/**
 * Many guests press 'Book' for the same table at the same moment (decision 060): the reserve
 * transaction locks the candidate tables' rows, so exactly one gets each table and every other guest
 * a coded refusal — on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
let m: ManagerTestApp;
beforeAll(async () => {
  m = await createManagerTestApp();
});
afterAll(() => m.close());

const reserveAll = (bodies: Record<string, unknown>[]) =>
  Promise.all(bodies.map((body) => m.kit.post('/api/restaurant/reserve-table', body, { lang: 'en' })));

async function liveBookings(date: string) {
  return m.t.database.db
    .select({ tableId: tableReservations.tableId, startsAt: tableReservations.startsAt })
    .from(tableReservations)
    .where(and(eq(tableReservations.localDate, date), ne(tableReservations.status, 'cancelled')));
}

describe('reserving the last table at once', () => {
  it('50 parties of eight for the one eight-seat table: one booking, 49 coded refusals', async () => {
    const date = '2027-03-04';
    const answers = await reserveAll(
      Array.from({ length: 50 }, (_, i) => booking({ date, adults: 8, time: '19:00', email: `guest${i}@example.com` })),
    );
    const booked = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expectMessage(answer, 409, 'reservation_time_unavailable', 'en');
    expect(booked[0]!.body.data.tableName).toBe('Tisch 7');
    expect(await liveBookings(date)).toHaveLength(1);
  });

  it('20 couples for seven tables at once: seven bookings on seven different tables, 13 refusals', async () => {
    const date = '2027-03-05';
    const answers = await reserveAll(
      Array.from({ length: 20 }, (_, i) =>
        booking({ date, adults: 2, time: '20:00', email: `couple${i}@example.com` }),
      ),
    );
    const booked = answers.filter((a) => a.statusCode === 201);
    expect(booked).toHaveLength(7);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(13);
    const rows = await liveBookings(date);
    expect(new Set(rows.map((row) => row.tableId)).size).toBe(7);
  });
});
