import type { RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import type { Tx } from '../../db/client.ts';
import { restaurantImportDocuments } from '../../db/schema/menu-editor.ts';
import { withoutStock } from './menu-draft.ts';
import { dropDraft, insertVersion, liveMenuVersion, recordAudit } from './menu-editor-repo.ts';

/**
 * What an import means for the editor (decision 080): its menu becomes a version like a publish (so
 * an owner can roll back to it or from it), an unpublished draft is dropped (the next read starts
 * from the imported menu), the audit log says so, and the file's other sections are kept for the
 * export, since only an import writes them today.
 */
export async function recordImportedMenu(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  const live = await liveMenuVersion(tx, restaurantId);
  if (!live) throw new Error(`restaurant ${restaurantId} was not written`);
  const { categories, products, attributeGroups, resetStock: _resetStock, ...settings } = file;
  await insertVersion(tx, {
    restaurantId,
    version: live.version,
    document: withoutStock({ categories, products, attributeGroups }),
    source: 'import',
  });
  await dropDraft(tx, restaurantId);
  await recordAudit(tx, {
    restaurantId,
    by: null,
    action: 'import',
    kind: null,
    key: null,
    before: null,
    after: { version: live.version, categories: categories.length, products: products.length, attributeGroups: attributeGroups.length },
  });
  await tx
    .insert(restaurantImportDocuments)
    .values({ restaurantId, document: settings })
    .onConflictDoUpdate({ target: restaurantImportDocuments.restaurantId, set: { document: settings, importedAt: new Date() } });
}
