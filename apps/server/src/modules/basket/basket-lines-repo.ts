import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { basketLineAttributeItems, basketLinePackageItems, basketLines } from '../../db/schema/basket.ts';
import { attributeGroups, attributeItems, packageSteps, products } from '../../db/schema/menu.ts';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';

const productColumns = {
  id: products.id,
  name: products.name,
  image: products.image,
  priceCents: products.priceCents,
  stock: products.stock,
  depotName: products.depotName,
  depotPriceCents: products.depotPriceCents,
  isPackage: products.isPackage,
  categoryId: products.categoryId,
  additionalInfoConfig: products.additionalInfoConfig,
  archivedAt: products.archivedAt,
};

/** The lines of a basket with their products, in the order they were added. */
export async function selectLines(db: DbOrTx, restaurantId: number, basketId: number) {
  return db
    .select({
      id: basketLines.id,
      productId: basketLines.productId,
      quantity: basketLines.quantity,
      mergeKey: basketLines.mergeKey,
      extraInfo: basketLines.extraInfo,
      product: productColumns,
    })
    .from(basketLines)
    .innerJoin(products, eq(products.id, basketLines.productId))
    .where(and(eq(basketLines.restaurantId, restaurantId), eq(basketLines.basketId, basketId)))
    .orderBy(asc(basketLines.id));
}

export async function selectLineAttributeItems(db: DbOrTx, restaurantId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({
      lineId: basketLineAttributeItems.basketLineId,
      id: attributeItems.id,
      groupId: attributeItems.groupId,
      name: attributeItems.name,
      image: attributeItems.image,
      priceCents: attributeItems.priceCents,
      quantity: basketLineAttributeItems.quantity,
      archivedAt: attributeItems.archivedAt,
    })
    .from(basketLineAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, basketLineAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(
      and(eq(basketLineAttributeItems.restaurantId, restaurantId), inArray(basketLineAttributeItems.basketLineId, lineIds)),
    )
    .orderBy(asc(attributeGroups.position), asc(attributeItems.position));
}

export async function selectLinePackageItems(db: DbOrTx, restaurantId: number, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({
      lineId: basketLinePackageItems.basketLineId,
      stepId: basketLinePackageItems.packageStepId,
      stepArchivedAt: packageSteps.archivedAt,
      quantity: basketLinePackageItems.quantity,
      product: productColumns,
    })
    .from(basketLinePackageItems)
    .innerJoin(products, eq(products.id, basketLinePackageItems.productId))
    .innerJoin(packageSteps, eq(packageSteps.id, basketLinePackageItems.packageStepId))
    .where(
      and(eq(basketLinePackageItems.restaurantId, restaurantId), inArray(basketLinePackageItems.basketLineId, lineIds)),
    )
    .orderBy(asc(packageSteps.position), asc(basketLinePackageItems.id));
}

export interface NewLine {
  restaurantId: number;
  basketId: number;
  productId: number;
  quantity: number;
  mergeKey: string;
  extraInfo: LineExtraInfo | null;
  attributeItems: { id: number; quantity: number }[];
  packageItems: { stepId: number; productId: number; quantity: number }[];
}

export async function insertLine(db: DbOrTx, line: NewLine): Promise<number> {
  const [row] = await db
    .insert(basketLines)
    .values({
      restaurantId: line.restaurantId,
      basketId: line.basketId,
      productId: line.productId,
      quantity: line.quantity,
      mergeKey: line.mergeKey,
      extraInfo: line.extraInfo,
    })
    .returning({ id: basketLines.id });
  if (!row) throw new Error('basket line insert returned no row');
  if (line.attributeItems.length) {
    await db.insert(basketLineAttributeItems).values(
      line.attributeItems.map((item) => ({
        restaurantId: line.restaurantId,
        basketLineId: row.id,
        attributeItemId: item.id,
        quantity: item.quantity,
      })),
    );
  }
  if (line.packageItems.length) {
    await db.insert(basketLinePackageItems).values(
      line.packageItems.map((item) => ({
        restaurantId: line.restaurantId,
        basketLineId: row.id,
        packageStepId: item.stepId,
        productId: item.productId,
        quantity: item.quantity,
      })),
    );
  }
  return row.id;
}

export async function updateLine(
  db: DbOrTx,
  lineId: number,
  patch: { quantity?: number; extraInfo?: LineExtraInfo | null; mergeKey?: string },
): Promise<void> {
  await db.update(basketLines).set(patch).where(eq(basketLines.id, lineId));
}

export async function deleteLines(db: DbOrTx, basketId: number, lineIds: number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db.delete(basketLines).where(and(eq(basketLines.basketId, basketId), inArray(basketLines.id, lineIds)));
}

/** Sets the attribute items of a line to exactly these (item id → quantity). */
export async function replaceLineAttributeItems(
  db: DbOrTx,
  restaurantId: number,
  lineId: number,
  items: { id: number; quantity: number }[],
): Promise<void> {
  await db.delete(basketLineAttributeItems).where(eq(basketLineAttributeItems.basketLineId, lineId));
  if (items.length === 0) return;
  await db.insert(basketLineAttributeItems).values(
    items.map((item) => ({ restaurantId, basketLineId: lineId, attributeItemId: item.id, quantity: item.quantity })),
  );
}

/** Units of every line, for the basket button; cheaper than loading the lines. */
export async function countUnits(db: DbOrTx, restaurantId: number, basketId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${basketLines.quantity}), 0)::int` })
    .from(basketLines)
    .where(and(eq(basketLines.restaurantId, restaurantId), eq(basketLines.basketId, basketId)));
  return row?.units ?? 0;
}
