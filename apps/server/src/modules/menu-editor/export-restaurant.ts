import { eq } from 'drizzle-orm';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantImportDocuments } from '../../db/schema/menu-editor.ts';
import { conflict } from '../../http/errors.ts';
import { liveMenuVersion } from './menu-editor-repo.ts';
import { readPublishedMenu } from './published-menu.ts';

/**
 * The restaurant as an import file (`npm run export`, the owner's download): the live menu with the
 * stock it has now, joined with the sections of the last imported file, which only an import writes
 * today (decision 080). Importing the result gives the same restaurant.
 */
export async function exportRestaurant(db: DbOrTx, restaurantId: number): Promise<RestaurantImportInput> {
  const [stored] = await db
    .select({ document: restaurantImportDocuments.document })
    .from(restaurantImportDocuments)
    .where(eq(restaurantImportDocuments.restaurantId, restaurantId));
  const live = await liveMenuVersion(db, restaurantId);
  if (!stored || !live) throw conflict('export_needs_import');
  const menu = await readPublishedMenu(db, restaurantId, live.slug);
  return { ...(stored.document as Omit<RestaurantImportInput, 'categories' | 'products' | 'attributeGroups'>), ...menu };
}
