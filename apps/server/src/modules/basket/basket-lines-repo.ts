import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import { BasketMoved } from './basket-repo.ts';
import { basketLineAttributeItems, basketLines } from '../../db/schema/basket.ts';
import type { LineExtraInfo } from '@tavola/domain/schemas/basket';

export interface NewLine {
  productId: number;
  quantity: number;
  mergeKey: string;
  extraInfo: LineExtraInfo | null;
  attributeItems: { id: number; quantity: number }[];
  packageItems: { stepId: number; productId: number; quantity: number }[];
}

/**
 * Writes of one line in ONE statement each (the line with its extras and package items), so a change
 * decided on a basket read without a lock can be written at the revision it read: with `atRevision`
 * the statement first moves the basket on from that revision and writes nothing when the basket is no
 * longer there (changed or ordered since) — BasketMoved, and the change is decided again. Without it
 * (inside a transaction holding the basket's lock) the basket is moved on unconditionally. The texts
 * never change (lists travel as JSON), so they are prepared once per connection.
 */
const PREPARED = sql.raw(PREPARE_MARK);

/** By primary key alone (the basket was found among the caller's restaurant's): basket-state-repo.ts, UNIQUE_KEYS_ONLY. */
function moveBasket(target: LineWriteTarget): SQL {
  const { basketId, atRevision } = target;
  return sql`moved as (
    update baskets set revision = revision + 1, updated_at = now()
    where id = ${basketId} and (${atRevision}::int is null or revision = ${atRevision}::int) and ordered_at is null
    returning id, restaurant_id)`;
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Where a line write goes: the basket (found among the caller's restaurant's), and `atRevision` null inside the basket's locked transaction. */
export interface LineWriteTarget {
  db: DbOrTx;
  basketId: number;
  atRevision: number | null;
}

/** Line writes inside the transaction that holds the basket's lock (changeBasket). */
export function inLockedBasket(tx: DbOrTx, basket: { id: number }): LineWriteTarget {
  return { db: tx, basketId: basket.id, atRevision: null };
}

export async function insertLine(target: LineWriteTarget, line: NewLine): Promise<number> {
  const extras = line.attributeItems.map(({ id, quantity }) => ({ id, quantity }));
  const components = line.packageItems.map(({ stepId, productId, quantity }) => ({ stepId, productId, quantity }));
  const rows = await returnedIds(
    target.db,
    sql`${PREPARED}with ${moveBasket(target)},
  line as (
    insert into basket_lines (restaurant_id, basket_id, product_id, quantity, merge_key, extra_info)
    select restaurant_id, id, ${line.productId}, ${line.quantity}, ${line.mergeKey}, ${jsonOrNull(line.extraInfo)}::jsonb from moved
    returning id, restaurant_id),
  extras as (
    insert into basket_line_attribute_items (restaurant_id, basket_line_id, attribute_item_id, quantity)
    select line.restaurant_id, line.id, a.id, a.quantity
    from line, json_to_recordset(${JSON.stringify(extras)}::json) as a(id int, quantity int)),
  components as (
    insert into basket_line_package_items (restaurant_id, basket_line_id, package_step_id, product_id, quantity)
    select line.restaurant_id, line.id, k."stepId", k."productId", k.quantity
    from line, json_to_recordset(${JSON.stringify(components)}::json) as k("stepId" int, "productId" int, quantity int))
  select id from line`,
  );
  const row = rows[0];
  if (!row) throw new BasketMoved();
  return row.id;
}

/** A line's new quantity and comment; a line no longer in the basket counts as the basket having moved. */
export async function updateLine(
  target: LineWriteTarget,
  lineId: number,
  patch: { quantity: number; extraInfo: LineExtraInfo | null },
): Promise<void> {
  const rows = await returnedIds(
    target.db,
    sql`${PREPARED}with ${moveBasket(target)}
  update basket_lines l set quantity = ${patch.quantity}, extra_info = ${jsonOrNull(patch.extraInfo)}::jsonb
  from moved where l.id = ${lineId} and l.basket_id = moved.id and l.restaurant_id = moved.restaurant_id
  returning l.id`,
  );
  if (!rows[0]) throw new BasketMoved();
}

/** Another field of a line (its merge key after its extras changed), inside the basket's locked transaction. */
export async function updateLineFields(
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

async function returnedIds(db: DbOrTx, query: SQL): Promise<{ id: number }[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: { id: number }[] }).rows;
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
  await db
    .insert(basketLineAttributeItems)
    .values(
      items.map((item) => ({ restaurantId, basketLineId: lineId, attributeItemId: item.id, quantity: item.quantity })),
    );
}
