import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { basketLineAttributeItems, basketLinePackageItems, basketLines } from '../../db/schema/basket.ts';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';

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
  restaurantId: number,
  lineId: number,
  patch: { quantity?: number; extraInfo?: LineExtraInfo | null; mergeKey?: string },
): Promise<void> {
  await db
    .update(basketLines)
    .set(patch)
    .where(and(eq(basketLines.id, lineId), eq(basketLines.restaurantId, restaurantId)));
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
