import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { dietFlags } from '@tavola/domain/menu/diet-filter';
import { DELIVERY_TYPE_IDS, vatRateToBasisPoints, type MenuDocument } from '@tavola/domain/schemas/restaurant-import';
import type { Tx } from '../../../db/client.ts';
import {
  attributeGroupCategories,
  attributeGroupProducts,
  attributeGroups,
  attributeItems,
  categories,
  packageStepProducts,
  packageSteps,
  productHappyHours,
  products,
  subcategories,
} from '../../../db/schema/menu.ts';
import { imageUrl } from './image-files.ts';
import { takeExcluded } from './upsert-helpers.ts';
import { cents, weekdayNumber } from './write-restaurant.ts';

type Ids = Map<string, number>;
const idsByKey = (rows: { id: number; key: string }[]): Ids => new Map(rows.map((row) => [row.key, row.id]));

/** A key the schema has already checked to exist: missing here would be a bug, not bad input. */
function idOf(ids: Ids, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`${what} "${key}" was not written`);
  return id;
}

type MenuProduct = MenuDocument['products'][number];
/** A menu to write: an import file's menu, or the owner's draft (whose dishes carry no stock). */
export interface MenuToWrite {
  categories: MenuDocument['categories'];
  products: (Omit<MenuProduct, 'stock'> & { stock?: MenuProduct['stock'] })[];
  attributeGroups: MenuDocument['attributeGroups'];
}

export interface WriteMenuOptions {
  /**
   * Take the stock of dishes that exist already from `menu` (an import file that says so). Without
   * it the service's state — stock counted down by orders, a dish marked sold out — stays; a new
   * dish starts with the stock given (none: unlimited).
   */
  resetStock?: boolean;
}

const vatRateOf = (rate: number | undefined): number | null => (rate === undefined ? null : vatRateToBasisPoints(rate));

/**
 * Writes the whole menu of a restaurant. Keyed rows are upserted (ids stay stable) and those no
 * longer in the menu archived; link tables (extras, package contents, happy hours) are replaced.
 */
export async function writeMenu(
  tx: Tx,
  restaurantId: number,
  slug: string,
  file: MenuToWrite,
  options: WriteMenuOptions = {},
): Promise<void> {
  const categoryIds = await writeCategories(tx, restaurantId, slug, file);
  const subcategoryIds = await writeSubcategories(tx, restaurantId, slug, file, categoryIds);
  const productIds = await writeProducts(tx, restaurantId, slug, file, categoryIds, subcategoryIds, options);
  await writeHappyHours(tx, restaurantId, file, productIds);
  await writeAttributeGroups(tx, restaurantId, slug, file, categoryIds, productIds);
  await writePackageSteps(tx, restaurantId, file, productIds);
}

async function writeCategories(tx: Tx, restaurantId: number, slug: string, file: MenuToWrite): Promise<Ids> {
  const rows = await tx
    .insert(categories)
    .values(
      file.categories.map((category, position) => ({
        restaurantId,
        key: category.key,
        name: category.name,
        description: category.description ?? null,
        translations: category.translations,
        image: imageUrl(slug, category.image),
        footNote: category.footNote ?? null,
        extra: category.extra,
        vatRateBp: vatRateOf(category.vatRate),
        hidden: category.hidden,
        priority: category.priority ?? null,
        position,
        archivedAt: null,
      })),
    )
    .onConflictDoUpdate({ target: [categories.restaurantId, categories.key], set: takeExcluded(categories) })
    .returning({ id: categories.id, key: categories.key });
  const ids = idsByKey(rows);
  await tx
    .update(categories)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(categories.restaurantId, restaurantId),
        isNull(categories.archivedAt),
        notInArray(categories.key, [...ids.keys()]),
      ),
    );
  return ids;
}

async function writeSubcategories(
  tx: Tx,
  restaurantId: number,
  slug: string,
  file: MenuToWrite,
  categoryIds: Ids,
): Promise<Ids> {
  const values = file.categories.flatMap((category) =>
    category.subcategories.map((sub, position) => ({
      restaurantId,
      categoryId: idOf(categoryIds, category.key, 'category'),
      key: sub.key,
      name: sub.name,
      translations: sub.translations,
      image: imageUrl(slug, sub.image),
      priority: sub.priority ?? null,
      position,
      archivedAt: null,
    })),
  );
  const rows = values.length
    ? await tx
        .insert(subcategories)
        .values(values)
        .onConflictDoUpdate({
          target: [subcategories.restaurantId, subcategories.key],
          set: takeExcluded(subcategories),
        })
        .returning({ id: subcategories.id, key: subcategories.key })
    : [];
  const ids = idsByKey(rows);
  await tx
    .update(subcategories)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(subcategories.restaurantId, restaurantId),
        isNull(subcategories.archivedAt),
        notInArray(subcategories.key, [...ids.keys()]),
      ),
    );
  return ids;
}

async function writeProducts(
  tx: Tx,
  restaurantId: number,
  slug: string,
  file: MenuToWrite,
  categoryIds: Ids,
  subcategoryIds: Ids,
  options: WriteMenuOptions,
): Promise<Ids> {
  const hiddenCategories = new Set(file.categories.filter((c) => c.hidden).map((c) => c.key));
  const rows = file.products.length
    ? await tx
        .insert(products)
        .values(
          file.products.map((product, position) => ({
            restaurantId,
            categoryId: idOf(categoryIds, product.category, 'category'),
            subcategoryId:
              product.subcategory === undefined ? null : idOf(subcategoryIds, product.subcategory, 'subcategory'),
            key: product.key,
            name: product.name,
            description: product.description ?? null,
            translations: product.translations,
            image: imageUrl(slug, product.image),
            priceCents: cents(product.price),
            vatRateBp: vatRateOf(product.vatRate),
            minPriceCents: product.minPrice === undefined ? null : cents(product.minPrice),
            stock: product.stock ?? null,
            allergens: product.allergens,
            additives: product.additives,
            // vegan implies vegetarian: the file may say only vegan (docs/decisions/081)
            ...dietFlags(product),
            depotName: product.depot?.name ?? null,
            depotPriceCents: product.depot === undefined ? null : cents(product.depot.price),
            additionalInfoConfig: product.additionalInfo,
            pinned: product.pinned,
            isMultipleAllowed: product.multipleAllowed,
            deliveryTypeIds: product.deliveryTypes.map((type) => DELIVERY_TYPE_IDS[type]),
            isPackage: product.packageSteps !== undefined,
            priority: product.priority ?? null,
            position,
            // A hidden category's dishes are not on sale: archived, so every basket and order path
            // refuses them as it refuses a removed dish, and marked hidden so they come back with it.
            archivedAt: hiddenCategories.has(product.category) ? sql`now()` : null,
            hidden: hiddenCategories.has(product.category),
          })),
        )
        .onConflictDoUpdate({
          target: [products.restaurantId, products.key],
          set: takeExcluded(products, options.resetStock ? [] : ['stock']),
        })
        .returning({ id: products.id, key: products.key })
    : [];
  const ids = idsByKey(rows);
  await tx
    .update(products)
    .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, hidden: false })
    .where(
      and(
        eq(products.restaurantId, restaurantId),
        or(isNull(products.archivedAt), eq(products.hidden, true)),
        notInArray(products.key, [...ids.keys()]),
      ),
    );
  return ids;
}

async function writeHappyHours(tx: Tx, restaurantId: number, file: MenuToWrite, productIds: Ids): Promise<void> {
  await tx.delete(productHappyHours).where(eq(productHappyHours.restaurantId, restaurantId));
  const values = file.products.flatMap((product) =>
    product.happyHours.map((window) => ({
      restaurantId,
      productId: idOf(productIds, product.key, 'product'),
      weekday: weekdayNumber(window.day),
      startTime: window.from,
      endTime: window.until,
    })),
  );
  if (values.length) await tx.insert(productHappyHours).values(values);
}

async function writeAttributeGroups(
  tx: Tx,
  restaurantId: number,
  slug: string,
  file: MenuToWrite,
  categoryIds: Ids,
  productIds: Ids,
): Promise<void> {
  const groupRows = file.attributeGroups.length
    ? await tx
        .insert(attributeGroups)
        .values(
          file.attributeGroups.map((group, position) => ({
            restaurantId,
            key: group.key,
            name: group.name,
            translations: group.translations,
            minimumValue: group.minimum,
            maximumValue: group.maximum,
            isMultiSelect: group.multiSelect,
            position,
            archivedAt: null,
          })),
        )
        .onConflictDoUpdate({
          target: [attributeGroups.restaurantId, attributeGroups.key],
          set: takeExcluded(attributeGroups),
        })
        .returning({ id: attributeGroups.id, key: attributeGroups.key })
    : [];
  const groupIds = idsByKey(groupRows);
  await tx
    .update(attributeGroups)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(attributeGroups.restaurantId, restaurantId),
        isNull(attributeGroups.archivedAt),
        notInArray(attributeGroups.key, [...groupIds.keys()]),
      ),
    );

  for (const group of file.attributeGroups) {
    const groupId = idOf(groupIds, group.key, 'attribute group');
    await tx
      .insert(attributeItems)
      .values(
        group.items.map((item, position) => ({
          restaurantId,
          groupId,
          key: item.key,
          name: item.name,
          translations: item.translations,
          image: imageUrl(slug, item.image),
          priceCents: cents(item.price),
          position,
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [attributeItems.restaurantId, attributeItems.groupId, attributeItems.key],
        set: takeExcluded(attributeItems),
      });
    await tx
      .update(attributeItems)
      .set({ archivedAt: sql`now()` })
      .where(
        and(
          eq(attributeItems.restaurantId, restaurantId),
          eq(attributeItems.groupId, groupId),
          isNull(attributeItems.archivedAt),
          notInArray(
            attributeItems.key,
            group.items.map((item) => item.key),
          ),
        ),
      );
  }

  await tx.delete(attributeGroupCategories).where(eq(attributeGroupCategories.restaurantId, restaurantId));
  await tx.delete(attributeGroupProducts).where(eq(attributeGroupProducts.restaurantId, restaurantId));
  const categoryLinks = file.attributeGroups.flatMap((group) =>
    [...new Set(group.categories)].map((key) => ({
      restaurantId,
      groupId: idOf(groupIds, group.key, 'attribute group'),
      categoryId: idOf(categoryIds, key, 'category'),
    })),
  );
  const productLinks = file.attributeGroups.flatMap((group) =>
    [...new Set(group.products)].map((key) => ({
      restaurantId,
      groupId: idOf(groupIds, group.key, 'attribute group'),
      productId: idOf(productIds, key, 'product'),
    })),
  );
  if (categoryLinks.length) await tx.insert(attributeGroupCategories).values(categoryLinks);
  if (productLinks.length) await tx.insert(attributeGroupProducts).values(productLinks);
}

async function writePackageSteps(tx: Tx, restaurantId: number, file: MenuToWrite, productIds: Ids): Promise<void> {
  await tx.delete(packageStepProducts).where(eq(packageStepProducts.restaurantId, restaurantId));
  const keptStepIds: number[] = [];
  for (const product of file.products) {
    if (!product.packageSteps) continue;
    const packageProductId = idOf(productIds, product.key, 'product');
    const steps = await tx
      .insert(packageSteps)
      .values(
        product.packageSteps.map((step, position) => ({
          restaurantId,
          packageProductId,
          key: step.key,
          name: step.name,
          question: step.question ?? null,
          min: step.min,
          max: step.max,
          position,
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [packageSteps.restaurantId, packageSteps.packageProductId, packageSteps.key],
        set: takeExcluded(packageSteps),
      })
      .returning({ id: packageSteps.id, key: packageSteps.key });
    const stepIds = idsByKey(steps);
    keptStepIds.push(...stepIds.values());
    const contents = product.packageSteps.flatMap((step) =>
      [...new Set(step.products)].map((key, position) => ({
        restaurantId,
        stepId: idOf(stepIds, step.key, 'package step'),
        productId: idOf(productIds, key, 'product'),
        position,
      })),
    );
    if (contents.length) await tx.insert(packageStepProducts).values(contents);
  }
  await tx
    .update(packageSteps)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(packageSteps.restaurantId, restaurantId),
        isNull(packageSteps.archivedAt),
        notInArray(packageSteps.id, keptStepIds),
      ),
    );
}
