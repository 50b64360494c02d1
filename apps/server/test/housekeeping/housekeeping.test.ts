import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, sessions, users } from '../../src/db/schema/account.ts';
import { baskets } from '../../src/db/schema/basket.ts';
import { orderPushSubscriptions } from '../../src/db/schema/order-push.ts';
import { orders } from '../../src/db/schema/order.ts';
import { requestRates } from '../../src/db/schema/request-rates.ts';
import { runHousekeeping } from '../../src/housekeeping/run-housekeeping.ts';
import { PUBLIC_RATE_LIMITS } from '../../src/http/rate-limits.ts';
import { TestClock } from '../account/helpers.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Moves rows back in time as if they had been written `ms` earlier (the database stamps them with its own now()). */
async function age(t: TestApp, publicIds: string[], ms: number) {
  const by = sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);
  // Lines first: changing a line touches its basket (migration 0007), which is then aged.
  await t.database.db.execute(
    sql`update basket_lines set created_at = created_at - ${by}
        where basket_id in (select id from baskets where public_id in ${publicIds})`,
  );
  await t.database.db.execute(
    sql`update baskets set created_at = created_at - ${by}, updated_at = updated_at - ${by} where public_id in ${publicIds}`,
  );
}

async function remaining(t: TestApp, publicIds: string[]) {
  const rows = await t.database.db
    .select({ publicId: baskets.publicId })
    .from(baskets)
    .where(inArray(baskets.publicId, publicIds));
  return rows.map((row) => row.publicId).sort();
}

describe('housekeeping: what guests leave behind', () => {
  let t: TestApp;
  let kit: OrderingKit;
  beforeAll(async () => {
    ({ t, kit } = await createOrderingTestApp());
  });
  afterAll(() => t.close());

  it('removes empty baskets after a day and unordered ones after 30 days; ordered baskets and their orders stay', async () => {
    const freshEmpty = await kit.createBasket();
    const oldEmpty = await kit.createBasket();
    const filledLastWeek = await checkoutBasket(kit);
    const filledLastYear = await checkoutBasket(kit);
    const ordered = await checkoutBasket(kit);
    const order = await kit.post('/api/order/create-order', { basketId: ordered, paymentType: 'cash' });
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);

    await age(t, [oldEmpty], DAY + HOUR);
    await age(t, [filledLastWeek], 7 * DAY);
    await age(t, [filledLastYear, ordered], 365 * DAY);

    const counts = await runHousekeeping(t.database, new Date());
    expect(counts.baskets).toBe(2);
    const all = [freshEmpty, oldEmpty, filledLastWeek, filledLastYear, ordered];
    expect(await remaining(t, all)).toEqual([freshEmpty, filledLastWeek, ordered].sort());

    // A basket last changed long ago, whose guest now changes a quantity, is in use again.
    const comingBack = await checkoutBasket(kit);
    await age(t, [comingBack], 40 * DAY);
    const [line] = (await kit.get('/api/basket', { basketId: comingBack })).body.data.products as {
      basketProductId: number;
    }[];
    const raised = await kit.post('/api/basket/add', {
      basketId: comingBack,
      productId: kit.product('tiramisu'),
      basketProductId: line!.basketProductId,
      quantity: 1,
    });
    expect(raised.statusCode, JSON.stringify(raised.body)).toBe(200);
    await runHousekeeping(t.database, new Date());
    expect(await remaining(t, [comingBack])).toEqual([comingBack]);

    // The order still opens.
    const shown = await kit.get('/api/order', { orderId: order.body.data.orderId });
    expect(shown.statusCode).toBe(200);
  });
});

describe('housekeeping: tokens, throttles and rate windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes expired sessions, quiet unlocked throttle rows and ended rate windows, and keeps the rest', async () => {
    const db = t.database.db;
    const now = new Date();
    const [restaurant] = await db
      .execute<{ id: number }>(sql`select id from restaurants where slug = 'demo'`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const restaurantId = restaurant!.id;
    const [user] = await db
      .insert(users)
      .values({
        restaurantId,
        email: 'kept@example.com',
        passwordHash: 'x',
        name: 'Kept',
        surname: 'Guest',
      } as typeof users.$inferInsert)
      .returning({ id: users.id });
    await db.insert(sessions).values([
      { id: 'expired-session', restaurantId, userId: user!.id, expiresAt: new Date(now.getTime() - HOUR) },
      { id: 'valid-session', restaurantId, userId: user!.id, expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await db.insert(authThrottles).values([
      {
        restaurantId,
        scope: 'signup_ip',
        subjectHash: 'quiet',
        attempts: 3,
        lastAttemptAt: new Date(now.getTime() - 2 * DAY),
      },
      {
        restaurantId,
        scope: 'signup_ip',
        subjectHash: 'recent',
        attempts: 3,
        lastAttemptAt: new Date(now.getTime() - HOUR),
      },
      {
        restaurantId,
        scope: 'login_ip',
        subjectHash: 'still-locked',
        attempts: 300,
        lastAttemptAt: new Date(now.getTime() - 2 * DAY),
        lockedUntil: new Date(now.getTime() + HOUR),
      },
      {
        restaurantId,
        scope: 'login_pair',
        subjectHash: 'trusted-pair',
        attempts: 0,
        lastAttemptAt: new Date(now.getTime() - 30 * DAY),
        lastSuccessAt: new Date(now.getTime() - 30 * DAY),
      },
    ]);
    await db.insert(requestRates).values([
      { bucket: 'ended', hits: 9, windowEndsAt: new Date(now.getTime() - 1000) },
      { bucket: 'running', hits: 9, windowEndsAt: new Date(now.getTime() + 60_000) },
    ]);

    const counts = await runHousekeeping(t.database, now);
    expect(counts).toMatchObject({ tokens: 1, throttles: 1, rateWindows: 1 });
    expect(
      (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user!.id))).map((r) => r.id),
    ).toEqual(['valid-session']);
    const throttles = await db.select({ subject: authThrottles.subjectHash }).from(authThrottles);
    expect(throttles.map((r) => r.subject).sort()).toEqual(['recent', 'still-locked', 'trusted-pair']);
    expect((await db.select({ bucket: requestRates.bucket }).from(requestRates)).map((r) => r.bucket)).toEqual([
      'running',
    ]);
  });
});

describe('a bot creating baskets all night', () => {
  const clock = new TestClock();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true }, { clock: clock.now });
    token = await t.publicToken();
  });
  afterAll(() => t.close());

  it('cannot grow the database without bound: the rate limit caps each window and housekeeping takes the old ones away', async () => {
    const { max } = PUBLIC_RATE_LIMITS.create_basket;
    const botIp = '203.0.113.66';
    const basketsAfterEachRound: number[] = [];
    // Every 12 hours of the bot's night (compressed: one burst per window), then the schedule's clean-up.
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: max + 10 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/basket/create',
            remoteAddress: botIp,
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);

      const created = await t.database.db.select({ publicId: baskets.publicId }).from(baskets);
      await age(
        t,
        created.map((row) => row.publicId),
        12 * HOUR,
      );
      clock.advance(12 * 60 * 60);
      await runHousekeeping(t.database, new Date());
      const [row] = await t.database.db.select({ n: count() }).from(baskets);
      basketsAfterEachRound.push(row!.n);
    }
    // Empty baskets live a day: a round aged a full day is gone at the next run, so the table holds
    // one window's worth however long the night goes on.
    expect(basketsAfterEachRound).toEqual(Array.from({ length: 6 }, () => max));
  });
});

describe('housekeeping: phones signed up for order updates', () => {
  it('forgets a sign-up after two days, whatever became of the order', async () => {
    const { t, kit } = await createOrderingTestApp();
    try {
      const basketId = await checkoutBasket(kit, { lines: [['tiramisu', 1]] });
      const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
      const { db } = t.database;
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, created.body.data.orderId));
      const now = new Date('2027-03-01T11:00:00Z');
      const signUp = (name: string, createdAt: Date) => ({
        orderId: order!.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
        p256dh: 'key',
        auth: 'secret',
        lang: 'de',
        createdAt,
      });
      await db
        .insert(orderPushSubscriptions)
        .values([signUp('three-days', new Date(now.getTime() - 3 * DAY)), signUp('an-hour', new Date(now.getTime() - HOUR))]);
      expect((await runHousekeeping(t.database, now)).pushSubscriptions).toBe(1);
      const kept = await db.select({ endpoint: orderPushSubscriptions.endpoint }).from(orderPushSubscriptions);
      expect(kept.map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/an-hour']);
    } finally {
      await t.close();
    }
  });
});
