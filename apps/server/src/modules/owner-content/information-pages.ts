import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { InformationPages } from '@tavola/domain/schemas/owner-content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { informationPages } from '../../db/schema/restaurant.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { cleanRestaurantHtml } from '../restaurant/restaurant-html.ts';

export async function readInformationPages(db: DbOrTx, restaurantId: number): Promise<InformationPages> {
  const rows = await db
    .select()
    .from(informationPages)
    .where(eq(informationPages.restaurantId, restaurantId))
    .orderBy(asc(informationPages.position));
  return { pages: rows.map((row) => ({ key: row.key, title: row.title, body: row.body, priority: row.priority })) };
}

/** Keys name a page in the import file, so two pages may not share one (422 on the second). */
function checkKeys(value: InformationPages): void {
  const seen = new Set<string>();
  const fields: Record<string, FieldMessage[]> = {};
  value.pages.forEach((page, index) => {
    if (seen.has(page.key)) fields[`pages.${index}.key`] = [{ code: 'menu_key_taken' }];
    seen.add(page.key);
  });
  if (Object.keys(fields).length) throw new FieldErrors(fields);
}

/** The information pages as a whole, in the owner's order: upserted by key, the rest removed. */
export async function saveInformationPages(
  deps: { db: Db; restaurantChanges: RestaurantChanges },
  editor: OwnerEditor,
  revision: number,
  value: InformationPages,
) {
  checkKeys(value);
  const pages = value.pages.map((page) => ({ ...page, body: cleanRestaurantHtml(page.body.trim()) }));
  const { restaurantId } = editor;
  return saveSettings(deps, editor, {
    section: 'information-pages',
    revision,
    write: async (tx) => {
      const before = await readInformationPages(tx, restaurantId);
      await tx.delete(informationPages).where(
        and(
          eq(informationPages.restaurantId, restaurantId),
          notInArray(informationPages.key, pages.length ? pages.map((page) => page.key) : ['']),
        ),
      );
      for (const [position, page] of pages.entries()) {
        const row = { title: page.title, body: page.body, priority: page.priority, position };
        await tx
          .insert(informationPages)
          .values({ restaurantId, key: page.key, ...row })
          .onConflictDoUpdate({ target: [informationPages.restaurantId, informationPages.key], set: row });
      }
      return { before, after: { pages }, result: { pages } };
    },
    importDocument: (document) => ({
      ...document,
      informationPages: pages.map(({ priority, ...page }) => (priority === null ? page : { ...page, priority })),
    }),
  });
}
