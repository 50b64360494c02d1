import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { OwnerPrinters } from '@tavola/domain/schemas/owner-printers';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { categories } from '../../db/schema/menu.ts';
import { printers } from '../../db/schema/printer.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { selectPrinters } from './print-jobs-repo.ts';

const SECTION = 'printers';

async function readPrinters(db: DbOrTx, restaurantId: number): Promise<OwnerPrinters> {
  const rows = await selectPrinters(db, restaurantId);
  return {
    printers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      host: row.host,
      port: row.port,
      deliveryTypes: row.deliveryTypes as OwnerPrinters['printers'][number]['deliveryTypes'],
      categoryIds: row.categoryIds,
      printOn: row.printOn,
    })),
  };
}

export async function readPrintersSection(db: Db, restaurantId: number): Promise<{ revision: number; value: OwnerPrinters }> {
  const [revisions, value] = await Promise.all([readRevisions(db, restaurantId), readPrinters(db, restaurantId)]);
  return { revision: revisions[SECTION] ?? 0, value };
}

/** The restaurant's categories (not archived), in menu order, for the printers' category choice. */
export async function selectCategoryChoices(db: DbOrTx, restaurantId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), isNull(categories.archivedAt)))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Every category a printer names must be one of the restaurant's own: a field error per printer otherwise. */
async function assertOwnCategories(tx: Tx, restaurantId: number, value: OwnerPrinters): Promise<void> {
  const own = new Set((await selectCategoryChoices(tx, restaurantId)).map((category) => category.id));
  const errors: ConstructorParameters<typeof FieldErrors>[0] = {};
  value.printers.forEach((printer, index) => {
    if (printer.categoryIds.some((id) => !own.has(id))) errors[`printers.${index}.categoryIds`] = [{ code: 'category_does_not_exists' }];
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/** Updates the printers named by id, adds the new ones, removes the rest (their waiting tickets go with them). */
async function writePrinters(tx: Tx, restaurantId: number, value: OwnerPrinters): Promise<void> {
  const existing = new Set((await selectPrinters(tx, restaurantId)).map((row) => row.id));
  const kept = value.printers.flatMap((printer) => (printer.id !== undefined ? [printer.id] : []));
  const unknown = kept.find((id) => !existing.has(id));
  if (unknown !== undefined) throw notFound('printer_not_found');
  await tx
    .delete(printers)
    .where(and(eq(printers.restaurantId, restaurantId), kept.length ? notInArray(printers.id, kept) : undefined));
  for (const { id, ...fields } of value.printers) {
    if (id === undefined) await tx.insert(printers).values({ restaurantId, ...fields });
    // A changed address gets a fresh chance: the old trouble said nothing about the new printer.
    else await tx.update(printers).set({ ...fields, lastError: null, lastErrorAt: null }).where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)));
  }
}

/**
 * Saves the printers as one section (decision 087). Printers are this installation's hardware, not
 * part of the restaurant's import file: an export moved elsewhere would point at printers that are
 * not there, so the import document is left alone.
 */
export async function savePrintersSection(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  revision: number,
  value: OwnerPrinters,
): Promise<{ revision: number; value: OwnerPrinters }> {
  const saved = await saveSettings(deps, editor, {
    section: SECTION,
    revision,
    write: async (tx) => {
      await assertOwnCategories(tx, editor.restaurantId, value);
      const before = await readPrinters(tx, editor.restaurantId);
      await writePrinters(tx, editor.restaurantId, value);
      const after = await readPrinters(tx, editor.restaurantId);
      return { before, after, result: after };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
