import { eq } from 'drizzle-orm';
import { mainColourContrast } from '@tavola/domain/colour/contrast';
import { BRAND_SECTION, type BrandValue, type SaveBrandRequest } from '@tavola/domain/schemas/owner-brand';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { imageUrl, UPLOADS_URL_PREFIX } from '../restaurant/import/image-files.ts';

async function brandRow(db: DbOrTx, restaurantId: number) {
  const [row] = await db
    .select({ slug: restaurants.slug, name: restaurants.name, theme: restaurants.theme })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound('restaurant_does_not_exists');
  return row;
}

/** A stored image URL back as the upload's `image` path (null for URLs from elsewhere, which the screen cannot re-send). */
function imageOf(slug: string, url: string | undefined): BrandValue['logo'] {
  if (!url) return null;
  const prefix = `${UPLOADS_URL_PREFIX}/restaurants/${slug}/`;
  return { image: url.startsWith(prefix) ? url.slice(prefix.length) : url, url };
}

export async function readBrand(db: DbOrTx, restaurantId: number): Promise<BrandValue> {
  const row = await brandRow(db, restaurantId);
  return {
    name: row.name,
    primaryColor: row.theme.primaryColor,
    logoShape: row.theme.logoShape,
    logo: imageOf(row.slug, row.theme.logo),
    mainImage: imageOf(row.slug, row.theme.mainImage),
  };
}

/**
 * Name, logo, hero image and main colour. A colour the storefront's white text can't be read on
 * (WCAG AA, 4.5:1) is refused per field with its ratio, before anything is written.
 */
export async function saveBrand(
  deps: Pick<AppDeps, 'db' | 'restaurantChanges'>,
  editor: OwnerEditor,
  form: SaveBrandRequest,
) {
  const contrast = mainColourContrast(form.primaryColor);
  if (!contrast.passesAA)
    throw FieldErrors.single('primaryColor', 'colour_contrast_too_low', { ratio: contrast.ratio });
  const saved = await saveSettings(deps, editor, {
    section: BRAND_SECTION,
    revision: form.revision,
    write: async (tx) => {
      const before = await readBrand(tx, editor.restaurantId);
      const { slug } = await brandRow(tx, editor.restaurantId);
      const theme = {
        primaryColor: form.primaryColor.toLowerCase(),
        logoShape: form.logoShape,
        logo: imageUrl(slug, form.logo ?? undefined) ?? undefined,
        mainImage: imageUrl(slug, form.mainImage ?? undefined) ?? undefined,
      };
      await tx.update(restaurants).set({ name: form.name, theme }).where(eq(restaurants.id, editor.restaurantId));
      const after = await readBrand(tx, editor.restaurantId);
      return { before, after, result: after };
    },
    importDocument: (document) => {
      const restaurant = (document.restaurant ?? {}) as Record<string, unknown>;
      const theme = {
        primaryColor: form.primaryColor.toLowerCase(),
        logoShape: form.logoShape,
        ...(form.logo ? { logo: form.logo } : {}),
        ...(form.mainImage ? { mainImage: form.mainImage } : {}),
      };
      return { ...document, restaurant: { ...restaurant, name: form.name, theme } };
    },
  });
  return { revision: saved.revision, value: saved.result };
}
