import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';

export type BasketRow = typeof baskets.$inferSelect;
export type NewBasket = typeof baskets.$inferInsert;
export type BasketPatch = Partial<
  Pick<
    BasketRow,
    | 'deliveryTypeId'
    | 'deliveryAt'
    | 'deliveryLocal'
    | 'duration'
    | 'postalCode'
    | 'userInfo'
    | 'voucherId'
    | 'tipCents'
    | 'tableId'
    | 'tableByCode'
    | 'extraInfo'
    | 'customerId'
  >
>;

export async function insertBasket(db: DbOrTx, values: NewBasket): Promise<BasketRow> {
  const [row] = await db.insert(baskets).values(values).returning();
  if (!row) throw new Error('basket insert returned no row');
  return row;
}

export async function updateBasket(
  db: DbOrTx,
  restaurantId: number,
  basketId: number,
  patch: BasketPatch,
): Promise<void> {
  await db
    .update(baskets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(baskets.id, basketId), eq(baskets.restaurantId, restaurantId)));
}

/**
 * Thrown by a write guarded by the revision a change read when the basket changed (or was ordered)
 * since: the change is decided again on the basket as it is now (basket-access.ts, decideAgainWhenMoved).
 */
export class BasketMoved extends Error {
  constructor() {
    super('the basket changed since it was read');
  }
}

const PREPARED = sql.raw(PREPARE_MARK);
const BASKET_COLUMNS = getTableColumns(baskets);

/**
 * Sets fields of a basket read at `revision`, in one statement that moves it to the next revision:
 * nothing is written when another change (or the order) came first — BasketMoved. By primary key
 * alone: the basket was read among the caller's restaurant's (basket-state-repo.ts, UNIQUE_KEYS_ONLY).
 * Each kind of change sets the same fields every time, so its text repeats and is prepared once per
 * connection (Drizzle's update builder would be built and planned anew on every call).
 */
export async function updateBasketAt(
  db: DbOrTx,
  basket: Pick<BasketRow, 'id' | 'revision'>,
  patch: BasketPatch,
): Promise<number> {
  const sets = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = BASKET_COLUMNS[key as keyof BasketPatch];
      return sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`;
    });
  const result = await db.execute(
    sql`${PREPARED}update baskets set ${sql.join([...sets, sql`updated_at = now(), revision = revision + 1`], sql`, `)}
      where id = ${basket.id} and revision = ${basket.revision} and ordered_at is null returning revision`,
  );
  const row = (result as unknown as { rows: { revision: number }[] }).rows[0];
  if (!row) throw new BasketMoved();
  return row.revision;
}

/**
 * A guest basket becomes the customer's when they use it logged in; nobody else's basket changes hands.
 * Answers the basket's new revision, or null when it was not (or no longer) a guest basket.
 */
export async function claimBasket(
  db: DbOrTx,
  restaurantId: number,
  basketId: number,
  customerId: number,
): Promise<number | null> {
  const [row] = await db
    .update(baskets)
    .set({ customerId, updatedAt: sql`now()`, revision: sql`${baskets.revision} + 1` })
    .where(and(eq(baskets.id, basketId), eq(baskets.restaurantId, restaurantId), isNull(baskets.customerId)))
    .returning({ revision: baskets.revision });
  return row?.revision ?? null;
}

/** On logout the customer's open baskets go back to being guest baskets (spec: logout unassigns the basket). */
export async function releaseCustomerBaskets(db: DbOrTx, restaurantId: number, customerId: number): Promise<void> {
  await db
    .update(baskets)
    .set({ customerId: null, updatedAt: sql`now()`, revision: sql`${baskets.revision} + 1` })
    .where(and(eq(baskets.restaurantId, restaurantId), eq(baskets.customerId, customerId), isNull(baskets.orderedAt)));
}
