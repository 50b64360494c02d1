import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { backupToken, restoreBackup } from '../../src/backup/backup.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { orderingKit, TestClock } from '../basket/support/ordering-test-kit.ts';
import { demoDataFile } from '../support/constants.ts';
import { DEMO_CLIENT, FAST_TEST_HASHING, type TestApp } from '../support/test-app.ts';
import { publicTokenOf } from '@tavola/api-client/client';
import { apiThrough } from '../support/inject-fetch.ts';

/*
 * The embedded database's backup: taken from the running server (through its open database), then
 * restored into another data directory, where the orders are found again.
 */
describe('backup and restore of the embedded database', () => {
  let root: string;
  let config: Config;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let orderId: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tavola-backup-'));
    config = loadConfig(
      {
        DATA_DIR: path.join(root, 'data'),
        JWT_SECRET: 'backup-test-secret-backup-test-secret',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
      },
      { passwordHashing: FAST_TEST_HASHING },
    );
    await mkdir(config.dataDir, { recursive: true });
    database = await openDatabase(config.database);
    await migrateDatabase(database);
    await seedDemo(database.db, demoDataFile);
    const clock = new TestClock();
    app = await buildApp({ config, database, clock: clock.now });
    await app.ready();
    // The kit's calls go through app.inject with the demo client's token.
    const api = apiThrough(app);
    const bearer = await publicTokenOf(api(null), { clientId: DEMO_CLIENT.id, clientSecret: DEMO_CLIENT.secret });
    const t = {
      app,
      database,
      config,
      api,
      publicToken: async () => bearer,
      call: async () => ({}) as never,
      close: async () => {},
    } as unknown as TestApp;
    t.call = async ({ token: _ignored, headers, ...options }) => {
      const response = await app.inject({ ...options, headers: { authorization: `Bearer ${bearer}`, ...headers } });
      return Object.assign(response, { body: response.body ? JSON.parse(response.body) : null });
    };
    const kit = await orderingKit(t, clock);
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: await kit.validTime('pickup') });
    await kit.post('/api/basket/add', { basketId, productId: kit.product('tiramisu') });
    await kit.post('/api/basket/add-address', {
      basketId,
      userInfo: { name: 'Backup Guest', email: 'backup@example.com', mobile: '030123' },
    });
    const order = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
    orderId = order.body.data.orderId as string;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('the running server writes a backup for the loopback caller holding the token only', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/internal/backup',
      headers: { 'x-backup-token': 'guess' },
    });
    expect(refused.statusCode).toBe(404);
    const remote = await app.inject({
      method: 'POST',
      url: '/internal/backup',
      remoteAddress: '203.0.113.9',
      headers: { 'x-backup-token': backupToken(config.jwtSecret) },
    });
    expect(remote.statusCode).toBe(404);
    // Through a proxy on the same host the socket is loopback too: the forwarding header gives it away.
    const proxied = await app.inject({
      method: 'POST',
      url: '/internal/backup',
      headers: { 'x-backup-token': backupToken(config.jwtSecret), 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.statusCode).toBe(404);

    const written = await app.inject({
      method: 'POST',
      url: '/internal/backup',
      headers: { 'x-backup-token': backupToken(config.jwtSecret) },
    });
    expect(written.statusCode).toBe(200);
    const file = (JSON.parse(written.body) as { file: string }).file;
    expect(await readdir(path.join(config.dataDir, 'backups'))).toContain(path.basename(file));

    // Restored elsewhere: the database opens with the order in it.
    const restoredDir = path.join(root, 'restored', 'pglite');
    const restored = await restoreBackup(file, restoredDir, new Date());
    expect(restored).toEqual({ orders: 1, previous: null });
    const reopened = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      const result = await reopened.db.execute(sql`select public_id from orders`);
      expect((result as unknown as { rows: { public_id: string }[] }).rows.map((row) => row.public_id)).toEqual([
        orderId,
      ]);
    } finally {
      await reopened.close();
    }

    // Restoring over existing data keeps that data beside it.
    const again = await restoreBackup(file, restoredDir, new Date());
    expect(again.previous).toMatch(/pglite\.before-restore-\d+$/);
  }, 60_000);
});
