import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { restaurants } from './schema/restaurant.ts';
import { importRestaurant } from '../modules/restaurant/import/import-restaurant.ts';

export type ExtraRestaurantOutcome = { file: string; slug: string; outcome: 'imported' | 'kept' };

/**
 * Imports each extra restaurant file (EXTRA_RESTAURANT_FILES) whose slug is not in the database
 * yet: browser tests need restaurants with modes the demo has off, and a restart on the same data
 * must neither fail nor overwrite what a manager changed since. Relative images are taken from
 * the file's folder, like `npm run import` does. A bad file stops the start with its problems.
 */
export async function importExtraRestaurants(db: Db, files: readonly string[], uploadsDir: string): Promise<ExtraRestaurantOutcome[]> {
  const outcomes: ExtraRestaurantOutcome[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => {
      throw new Error(`EXTRA_RESTAURANT_FILES: cannot read ${file}`);
    });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`EXTRA_RESTAURANT_FILES: ${file} is not valid JSON`);
    }
    const slug = slugOf(data);
    if (slug && (await slugExists(db, slug))) {
      outcomes.push({ file, slug, outcome: 'kept' });
      continue;
    }
    const outcome = await importRestaurant(db, data, { sourceDir: path.dirname(file), uploadsDir });
    if (!outcome.ok) {
      throw new Error(`${file} is not a valid restaurant file:\n${outcome.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}`);
    }
    outcomes.push({ file, slug: outcome.slug, outcome: 'imported' });
  }
  return outcomes;
}

function slugOf(data: unknown): string | null {
  const restaurant = (data as { restaurant?: { slug?: unknown } } | null)?.restaurant;
  return typeof restaurant?.slug === 'string' ? restaurant.slug : null;
}

async function slugExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return rows.length > 0;
}
