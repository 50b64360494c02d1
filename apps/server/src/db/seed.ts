import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { importRestaurant } from '../modules/restaurant/import/import-restaurant.ts';

/** Seeds the demo restaurant into an empty database only, so a restart never seeds twice. */
export async function seedIfEmpty(db: Db, demoFile: string): Promise<'seeded' | 'kept'> {
  const result = await db.execute(sql`select exists (select 1 from restaurants) as present`);
  const present = (result as unknown as { rows: { present: boolean }[] }).rows[0]?.present;
  if (present) return 'kept';
  await seedDemo(db, demoFile);
  return 'seeded';
}

export async function seedDemo(db: Db, demoFile: string): Promise<void> {
  const data: unknown = JSON.parse(await readFile(demoFile, 'utf8'));
  const outcome = await importRestaurant(db, data);
  if (!outcome.ok) {
    throw new Error(`The demo restaurant file is invalid:\n${outcome.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`);
  }
}
