import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer without a token: alive, and ready once every migration is applied', async () => {
    const alive = await t.call({ method: 'GET', url: '/healthz', token: null });
    expect([alive.statusCode, alive.body]).toEqual([200, { status: 'ok' }]);
    const ready = await t.call({ method: 'GET', url: '/readyz', token: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', migrations: expect.any(Number) });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('say not ready while a migration of this build is missing', async () => {
    const [last] = (
      (await t.database.db.execute(sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    const ready = await t.call({ method: 'GET', url: '/readyz', token: null });
    expect([ready.statusCode, ready.body.reason]).toEqual([503, 'migrations_pending']);
  });

  it('say not ready when the database does not answer', async () => {
    const lonely = await createTestApp();
    await lonely.database.close();
    const ready = await lonely.call({ method: 'GET', url: '/readyz', token: null });
    expect([ready.statusCode, ready.body.reason]).toEqual([503, 'database_unreachable']);
    expect((await lonely.call({ method: 'GET', url: '/healthz', token: null })).statusCode).toBe(200);
    // Its listeners cannot unsubscribe from a closed database: closing the app may say so.
    await lonely.app.close().catch(() => undefined);
  });
});
