import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RATE_LIMITS } from '../../src/http/rate-limits.ts';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { TestClock } from '../basket/support/ordering-test-kit.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { booking, DAY } from './support.ts';

/** The reservation settings of an import file reach the rule; the reserve route is rate-limited. */
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true }, { clock: clock.now });
});
afterAll(() => t.close());

async function importVariant(slug: string, reservations: Record<string, unknown>) {
  const data = JSON.parse(await readFile(demoDataFile, 'utf8')) as Record<string, any>;
  data.restaurant.slug = slug;
  data.restaurant.publicClient = { clientId: `${slug}-storefront`, clientSecret: `${slug}-storefront-public-client` };
  data.restaurant.settings.reservations = reservations;
  return importRestaurant(t.database.db, data);
}

describe('reservation settings from the import file', () => {
  it('follow the file: own hours, step, duration and party size', async () => {
    const outcome = await importVariant('bistro', {
      hours: [{ day: 'tuesday', from: '18:00', until: '22:00' }],
      stepMinutes: 45,
      durationMinutes: 90,
      maxPartySize: 4,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const token = (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId: outcome.restaurantId }))
      .access_token;
    const times = await t.call({ method: 'GET', url: `/api/restaurant/reservation-times?date=${DAY}&adults=2`, token });
    expect(times.body.data.times.map((slot: { time: string }) => slot.time)).toEqual([
      '18:00',
      '18:45',
      '19:30',
      '20:15',
    ]); // 20:15 + 90 min ends 21:45, before 22:00
    expect(times.body.data.maxPartySize).toBe(4);
    // Only Tuesdays have hours: the bookable days are the Tuesdays of the next 30 days.
    expect(times.body.data.dates).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30']);
    expect(times.body.data.guestsChooseTable).toBe(false);
  });

  it('refuse impossible values with the field named', async () => {
    const outcome = await importVariant('broken', { stepMinutes: 0, durationMinutes: 5000, unknown: true });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const paths = outcome.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'restaurant.settings.reservations.stepMinutes',
        'restaurant.settings.reservations.durationMinutes',
        'restaurant.settings.reservations.unknown',
      ]),
    );
  });
});

describe('the reserve route', () => {
  it('is rate-limited per client', async () => {
    const token = await t.publicToken();
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/restaurant/reserve-table',
        payload: booking({ adults: 0 }),
        remoteAddress: '198.51.100.77',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < PUBLIC_RATE_LIMITS.reserve_table.max; i += 1) expect((await call()).statusCode).toBe(422);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).message.code).toBe('too_many_requests');
  });
});
