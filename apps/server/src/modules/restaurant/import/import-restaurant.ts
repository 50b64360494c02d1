import {
  importIssues,
  restaurantImportSchema,
  type ImportIssue,
  type RestaurantImport,
} from '@tavola/domain/schemas/restaurant-import';
import { sql } from 'drizzle-orm';
import { RESTAURANT_CHANGED_CHANNEL } from '../../../cache/restaurant-changes.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { cleanImportHtml } from './clean-import-html.ts';
import { checkImageFiles, imageRefs, publishImages, type ImageFiles } from './image-files.ts';
import { writeBlog, writeImportedReviews } from './write-content.ts';
import { recordImportedMenu } from '../../menu-editor/imported-menu.ts';
import { writeMenu } from './write-menu.ts';
import {
  publicClientTakenBy,
  upsertRestaurant,
  writeOrderingSettings,
  writeReferencedSettings,
  writeSchedule,
} from './write-restaurant.ts';

export type { ImportIssue } from '@tavola/domain/schemas/restaurant-import';
export type { ImageFiles } from './image-files.ts';

export type ImportOutcome =
  { ok: true; restaurantId: number; slug: string; created: boolean } | { ok: false; errors: ImportIssue[] };

/** The checks that need no database: the schema and the image files next to the import file. */
export async function validateImportFile(
  data: unknown,
  files: ImageFiles = {},
): Promise<{ ok: true; file: RestaurantImport } | { ok: false; errors: ImportIssue[] }> {
  const parsed = restaurantImportSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: importIssues(parsed.error) };
  const imageIssues = await checkImageFiles(imageRefs(parsed.data), files.sourceDir);
  if (imageIssues.length) return { ok: false, errors: imageIssues };
  return { ok: true, file: cleanImportHtml(parsed.data) };
}

/** Thrown inside the transaction to roll it back with the reasons the file is refused. */
class RefusedImport extends Error {
  constructor(readonly errors: ImportIssue[]) {
    super('import refused');
  }
}

/**
 * Imports (or re-imports) a whole restaurant from the parsed JSON of an import file.
 * A bad file is refused with every problem as path + message and nothing is written; a good one
 * is written in one transaction, upserting by slug and by the keys in the file.
 * With `files`, relative images are checked next to the file and copied into the upload store.
 */
export async function importRestaurant(db: Db, data: unknown, files: ImageFiles = {}): Promise<ImportOutcome> {
  const checked = await validateImportFile(data, files);
  if (!checked.ok) return checked;
  const { file } = checked;
  const refs = imageRefs(file);

  try {
    const written = await db.transaction(async (tx) => {
      const takenBy = await publicClientTakenBy(tx, file);
      if (takenBy) {
        throw new RefusedImport([
          { path: 'restaurant.publicClient.clientId', message: `already used by restaurant "${takenBy}"` },
        ]);
      }
      return writeRestaurant(tx, file);
    });
    await publishImages(refs, file.restaurant.slug, files);
    return { ok: true, restaurantId: written.id, slug: file.restaurant.slug, created: written.created };
  } catch (error) {
    if (error instanceof RefusedImport) return { ok: false, errors: error.errors };
    throw error;
  }
}

async function writeRestaurant(tx: Tx, file: RestaurantImport) {
  const restaurant = await upsertRestaurant(tx, file);
  await writeSchedule(tx, restaurant.id, file);
  await writeOrderingSettings(tx, restaurant.id, file);
  await writeReferencedSettings(tx, restaurant.id, file);
  await writeMenu(tx, restaurant.id, file.restaurant.slug, file, { resetStock: file.resetStock });
  await recordImportedMenu(tx, restaurant.id, file);
  await writeBlog(tx, restaurant.id, file);
  await writeImportedReviews(tx, restaurant.id, file);
  // Delivered at commit to every server process (caches of restaurant data are cleared on it).
  await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(restaurant.id)})`);
  return restaurant;
}
