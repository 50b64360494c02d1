import { and, eq } from 'drizzle-orm';
import type { LegalPageField, LegalPages } from '@tavola/domain/schemas/owner-content';
import type { DbOrTx } from '../../db/client.ts';
import { legalPages, restaurants } from '../../db/schema/restaurant.ts';

/** The legal page kinds the storefront reads (api/restaurant/imprint), by the import file's field names. */
export const LEGAL_KIND_OF: Record<LegalPageField, string> = {
  aboutUs: 'about_us',
  privacyPolicy: 'privacy_policy',
  imprint: 'imprint',
  termsAndConditions: 'terms_and_conditions',
};
const FIELDS = Object.keys(LEGAL_KIND_OF) as LegalPageField[];

export async function readLegalPages(db: DbOrTx, restaurantId: number): Promise<LegalPages> {
  const rows = await db.select({ kind: legalPages.kind, body: legalPages.body }).from(legalPages).where(eq(legalPages.restaurantId, restaurantId));
  return Object.fromEntries(
    FIELDS.map((field) => [field, rows.find((row) => row.kind === LEGAL_KIND_OF[field])?.body ?? '']),
  ) as LegalPages;
}

/** Writes every page; an empty text removes the page (the storefront then shows none). */
export async function writeLegalPages(db: DbOrTx, restaurantId: number, pages: LegalPages): Promise<void> {
  for (const field of FIELDS) {
    const kind = LEGAL_KIND_OF[field];
    const body = pages[field];
    if (body.trim() === '') {
      await db.delete(legalPages).where(and(eq(legalPages.restaurantId, restaurantId), eq(legalPages.kind, kind)));
      continue;
    }
    await db
      .insert(legalPages)
      .values({ restaurantId, kind, body })
      .onConflictDoUpdate({ target: [legalPages.restaurantId, legalPages.kind], set: { body } });
  }
}

export async function readRestaurantTexts(db: DbOrTx, restaurantId: number) {
  const [row] = await db
    .select({ settings: restaurants.settings, closeMessage: restaurants.closeMessage })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error(`restaurant ${restaurantId} not found`);
  return row;
}

export async function writeRestaurantTexts(
  db: DbOrTx,
  restaurantId: number,
  values: Pick<typeof restaurants.$inferInsert, 'settings' | 'closeMessage'>,
): Promise<void> {
  await db.update(restaurants).set(values).where(eq(restaurants.id, restaurantId));
}
