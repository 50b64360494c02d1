import { eq } from 'drizzle-orm';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import type { ManagerTestApp } from '../manager/support.ts';

/** Tuesday 2 March 2027, the day after TEST_NOW: the demo's dining room is open 11:30–23:00. */
export const DAY = '2027-03-02';

export const GUEST = { name: 'Giulia Rossi', email: 'giulia@example.com', phone: '+49 30 1234567' };

export function booking(over: Record<string, unknown> = {}) {
  return { adults: 2, children: 0, date: DAY, time: '19:00', ...GUEST, ...over };
}

/** Changes the demo's reservation settings in the database (the import would do the same). */
export async function setReservationSettings(
  m: ManagerTestApp,
  reservations: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const db = m.t.database.db;
  const [demo] = await db.select().from(restaurants).where(eq(restaurants.id, m.kit.restaurantId));
  await db
    .update(restaurants)
    .set({
      settings: {
        ...demo!.settings,
        ...extra,
        reservations: { ...demo!.settings.reservations, ...reservations },
      } as never,
    })
    .where(eq(restaurants.id, m.kit.restaurantId));
}
