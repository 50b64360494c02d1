import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { demoDataFile } from '../support/constants.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function restaurantCount(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const result = await db.execute(sql`select count(*)::int as n from restaurants`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('first and second start on the same data directory', () => {
  it('migrates and seeds once, then keeps the data without seeding twice', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tavola-start-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(first);
    expect(await seedIfEmpty(first.db, demoDataFile)).toBe('seeded');
    await first.db.execute(sql`update restaurants set name = 'Kept across restarts' where slug = 'demo'`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(second);
    expect(await seedIfEmpty(second.db, demoDataFile)).toBe('kept');
    expect(await restaurantCount(second.db)).toBe(1);
    const result = await second.db.execute(sql`select name from restaurants where slug = 'demo'`);
    expect((result as unknown as { rows: { name: string }[] }).rows[0]!.name).toBe('Kept across restarts');
    await second.close();
  }, 60_000);
});
