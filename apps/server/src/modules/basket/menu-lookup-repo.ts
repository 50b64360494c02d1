import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  attributeGroupCategories,
  attributeGroupProducts,
  attributeGroups,
  attributeItems,
  packageStepProducts,
  packageSteps,
  products,
} from '../../db/schema/menu.ts';

/*
 * Reads of the menu tables the basket rules need. Prices always come from here, never from a
 * request. Archived rows are returned with their archivedAt so callers can say "not available".
 */

export type ProductRow = typeof products.$inferSelect;

export async function findProducts(db: DbOrTx, restaurantId: number, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...new Set(ids)])));
}

export interface AttributeGroupWithItems {
  id: number;
  name: string;
  minimumValue: number;
  maximumValue: number;
  isMultiSelect: boolean;
  items: { id: number; name: string; image: string | null; priceCents: number }[];
}

/** The live attribute groups that apply to a product: linked to it or to its category. */
export async function attributeGroupsForProduct(
  db: DbOrTx,
  restaurantId: number,
  product: { id: number; categoryId: number },
): Promise<AttributeGroupWithItems[]> {
  const rows = await db
    .select({
      groupId: attributeGroups.id,
      groupName: attributeGroups.name,
      minimumValue: attributeGroups.minimumValue,
      maximumValue: attributeGroups.maximumValue,
      isMultiSelect: attributeGroups.isMultiSelect,
      itemId: attributeItems.id,
      itemName: attributeItems.name,
      itemImage: attributeItems.image,
      itemPriceCents: attributeItems.priceCents,
    })
    .from(attributeGroups)
    .innerJoin(
      attributeItems,
      and(eq(attributeItems.groupId, attributeGroups.id), isNull(attributeItems.archivedAt)),
    )
    .where(
      and(
        eq(attributeGroups.restaurantId, restaurantId),
        isNull(attributeGroups.archivedAt),
        or(
          sql`exists (select 1 from ${attributeGroupProducts} where ${attributeGroupProducts.groupId} = ${attributeGroups.id} and ${attributeGroupProducts.productId} = ${product.id})`,
          sql`exists (select 1 from ${attributeGroupCategories} where ${attributeGroupCategories.groupId} = ${attributeGroups.id} and ${attributeGroupCategories.categoryId} = ${product.categoryId})`,
        ),
      ),
    )
    .orderBy(asc(attributeGroups.position), asc(attributeItems.position));
  const groups = new Map<number, AttributeGroupWithItems>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = {
        id: row.groupId,
        name: row.groupName,
        minimumValue: row.minimumValue,
        maximumValue: row.maximumValue,
        isMultiSelect: row.isMultiSelect,
        items: [],
      };
      groups.set(row.groupId, group);
    }
    group.items.push({ id: row.itemId, name: row.itemName, image: row.itemImage, priceCents: row.itemPriceCents });
  }
  return [...groups.values()];
}

export interface PackageStepWithProducts {
  id: number;
  name: string;
  min: number;
  max: number;
  productIds: number[];
}

/** The live steps of a package product's wizard with the products each offers. */
export async function packageStepsForProduct(
  db: DbOrTx,
  restaurantId: number,
  packageProductId: number,
): Promise<PackageStepWithProducts[]> {
  const rows = await db
    .select({
      id: packageSteps.id,
      name: packageSteps.name,
      min: packageSteps.min,
      max: packageSteps.max,
      productId: packageStepProducts.productId,
    })
    .from(packageSteps)
    .leftJoin(packageStepProducts, eq(packageStepProducts.stepId, packageSteps.id))
    .where(
      and(
        eq(packageSteps.restaurantId, restaurantId),
        eq(packageSteps.packageProductId, packageProductId),
        isNull(packageSteps.archivedAt),
      ),
    )
    .orderBy(asc(packageSteps.position), asc(packageStepProducts.position));
  const steps = new Map<number, PackageStepWithProducts>();
  for (const row of rows) {
    let step = steps.get(row.id);
    if (!step) {
      step = { id: row.id, name: row.name, min: row.min, max: row.max, productIds: [] };
      steps.set(row.id, step);
    }
    if (row.productId !== null) step.productIds.push(row.productId);
  }
  return [...steps.values()];
}

export interface HappyHourRow {
  weekday: number;
  start: string;
  end: string;
}
