import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { restaurantImportSchema } from '@tavola/domain/schemas/restaurant-import';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { restaurants } from '../db/schema/restaurant.ts';
import { AppError } from '../http/errors.ts';
import { exportRestaurant } from '../modules/menu-editor/export-restaurant.ts';
import { imageFilesOf, imageRefs } from '../modules/restaurant/import/image-files.ts';

const USAGE = 'usage: npm run export -- <slug> [--out <folder>]   (default folder: ./<slug>-export)';

/**
 * `npm run export -- <slug>`: writes the restaurant as an import file with its images beside it, a
 * folder that `npm run import` takes on this or another server (backup, migration). With the
 * embedded database, stop the server first: PGlite is a single-process database.
 */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string' } } });
  const [slug, ...extra] = positionals;
  if (!slug || extra.length) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `${slug}-export`);
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const [restaurant] = await database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
    if (!restaurant) {
      console.error(`There is no restaurant with the slug "${slug}".`);
      return 1;
    }
    const file = await exportRestaurant(database.db, restaurant.id);
    await mkdir(out, { recursive: true });
    const target = path.join(out, `${slug}-restaurant.json`);
    await writeFile(target, `${JSON.stringify(file, null, 2)}\n`);
    const missing = await copyImages(restaurantImportSchema.parse(file), path.join(config.dataDir, 'uploads', 'restaurants', slug), out);
    console.log(`Wrote ${target}${missing.length ? '' : ' and its images'}.`);
    for (const image of missing) console.error(`warning: image "${image}" is not in the upload store; the file names it anyway`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'export_needs_import') {
      console.error(`"${slug}" was imported before exports existed: import its file once more (npm run import), then export.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Copies every relative image the file names from the upload store; answers those it could not find. */
async function copyImages(file: ReturnType<typeof restaurantImportSchema.parse>, from: string, to: string): Promise<string[]> {
  const missing: string[] = [];
  for (const ref of new Set(imageRefs(file).map((r) => r.value))) {
    if (/^https?:\/\//.test(ref)) continue;
    try {
      // an owner's upload takes its sized variants along (decision 082)
      for (const file of await imageFilesOf(from, ref)) {
        await mkdir(path.dirname(path.join(to, file)), { recursive: true });
        await copyFile(path.join(from, file), path.join(to, file));
      }
    } catch {
      missing.push(ref);
    }
  }
  return missing;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
