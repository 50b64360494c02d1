import { centsToAmount } from '@tavola/domain/pricing/money';
import { ADDITIVE_CODES } from '@tavola/domain/schemas/additives';
import { DELIVERY_TYPE_IDS, DELIVERY_TYPE_NAMES, WEEKDAY_NAMES, type MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx } from '../../db/client.ts';
import { UPLOADS_URL_PREFIX } from '../restaurant/import/image-files.ts';
import { loadMenuRows, type MenuRows } from '../menu/menu-repo.ts';

type Product = MenuDocument['products'][number];

/**
 * The live menu as the menu part of an import file: what the export writes and what a new draft
 * starts from. The inverse of the import's writeMenu — importing the result gives the same menu
 * (round-trip tests over the demo and every fixture).
 */
export async function readPublishedMenu(db: DbOrTx, restaurantId: number, slug: string): Promise<MenuDocument> {
  return menuDocumentOf(await loadMenuRows(db, restaurantId, { withHidden: true }), slug);
}

/** Ids of the live dishes by key: the editor's live levers (stock, sold out) act on them. */
export async function publishedProductIds(db: DbOrTx, restaurantId: number): Promise<Record<string, number>> {
  const rows = await loadMenuRows(db, restaurantId, { withHidden: true });
  return Object.fromEntries(rows.products.map((p) => [p.key, p.id]));
}

export function menuDocumentOf(rows: MenuRows, slug: string): MenuDocument {
  const image = relativeImage(slug);
  const categoryKeys = new Map(rows.categories.map((c) => [c.id, c.key]));
  const subcategoryKeys = new Map(rows.subcategories.map((s) => [s.id, s.key]));
  const productKeys = new Map(rows.products.map((p) => [p.id, p.key]));
  const keysOf = (ids: number[], keys: Map<number, string>) =>
    ids.flatMap((id) => (keys.has(id) ? [keys.get(id)!] : []));

  const categories = rows.categories.map((c) => ({
    key: c.key,
    name: c.name,
    ...optional('description', c.description),
    translations: c.translations,
    ...optional('image', image(c.image)),
    ...optional('footNote', c.footNote),
    extra: c.extra,
    ...optional('vatRate', vatRateOf(c.vatRateBp)),
    hidden: c.hidden,
    ...optional('priority', c.priority),
    subcategories: rows.subcategories
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({
        key: s.key,
        name: s.name,
        translations: s.translations,
        ...optional('image', image(s.image)),
        ...optional('priority', s.priority),
      })),
  }));

  const products = rows.products
    .filter((p) => categoryKeys.has(p.categoryId))
    .map((p): Product => {
      const steps = rows.packageSteps.filter((s) => s.packageProductId === p.id);
      return {
        key: p.key,
        category: categoryKeys.get(p.categoryId)!,
        ...optional('subcategory', p.subcategoryId === null ? null : subcategoryKeys.get(p.subcategoryId)),
        name: p.name,
        ...optional('description', p.description),
        translations: p.translations,
        ...optional('image', image(p.image)),
        price: centsToAmount(p.priceCents),
        ...optional('vatRate', vatRateOf(p.vatRateBp)),
        ...optional('minPrice', p.minPriceCents === null ? null : centsToAmount(p.minPriceCents)),
        stock: p.stock,
        allergens: p.allergens as Product['allergens'],
        additives: p.additives.filter((code): code is Product['additives'][number] =>
          (ADDITIVE_CODES as readonly string[]).includes(code),
        ),
        vegetarian: p.vegetarian,
        vegan: p.vegan,
        ...optional(
          'depot',
          p.depotName === null || p.depotPriceCents === null ? null : { name: p.depotName, price: centsToAmount(p.depotPriceCents) },
        ),
        happyHours: rows.happyHours
          .filter((h) => h.productId === p.id)
          .map((h) => ({ day: WEEKDAY_NAMES[h.weekday]!, from: h.startTime, until: h.endTime })),
        additionalInfo: p.additionalInfoConfig,
        pinned: p.pinned,
        multipleAllowed: p.isMultipleAllowed,
        deliveryTypes: DELIVERY_TYPE_NAMES.filter((type) => p.deliveryTypeIds.includes(DELIVERY_TYPE_IDS[type])),
        ...optional('priority', p.priority),
        ...(p.isPackage
          ? {
              packageSteps: steps.map((s) => ({
                key: s.key,
                name: s.name,
                ...optional('question', s.question),
                min: s.min,
                max: s.max,
                products: keysOf(
                  rows.packageStepProducts.filter((link) => link.stepId === s.id).map((link) => link.productId),
                  productKeys,
                ),
              })),
            }
          : {}),
      };
    });

  const attributeGroups = rows.attributeGroups.map((g) => ({
    key: g.key,
    name: g.name,
    translations: g.translations,
    minimum: g.minimumValue,
    maximum: g.maximumValue,
    multiSelect: g.isMultiSelect,
    items: rows.attributeItems
      .filter((item) => item.groupId === g.id)
      .map((item) => ({
        key: item.key,
        name: item.name,
        translations: item.translations,
        ...optional('image', image(item.image)),
        price: centsToAmount(item.priceCents),
      })),
    categories: keysOf(
      rows.groupCategories.filter((link) => link.groupId === g.id).map((link) => link.categoryId),
      categoryKeys,
    ),
    products: keysOf(
      rows.groupProducts.filter((link) => link.groupId === g.id).map((link) => link.productId),
      productKeys,
    ),
  }));

  return { categories, products, attributeGroups };
}

/** Basis points back to the file's percent (700 → 7). */
function vatRateOf(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPoints / 100;
}

/** Absent fields stay absent (an import file leaves them out), so a round trip gives the same file. */
function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** An uploaded image back to the path the import file names; other URLs stay as they are. */
function relativeImage(slug: string) {
  const prefix = `${UPLOADS_URL_PREFIX}/restaurants/${slug}/`;
  return (url: string | null): string | null => (url !== null && url.startsWith(prefix) ? url.slice(prefix.length) : url);
}
