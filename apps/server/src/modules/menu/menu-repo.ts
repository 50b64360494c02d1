import type { BreakPattern } from '@tavola/domain/breaks/break-patterns';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { selectBreakPatterns } from '../manager/break-patterns-repo.ts';
import type { DbOrTx } from '../../db/client.ts';
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
} from '../../db/schema/menu.ts';
import { restaurants } from '../../db/schema/restaurant.ts';

/**
 * Everything the menu answers are built from, archived rows left out; hidden categories too, unless
 * `withHidden` (the export and the editor's draft keep them, with their dishes).
 */
export async function loadMenuRows(db: DbOrTx, restaurantId: number, options: { withHidden?: boolean } = {}) {
  const active = (table: { restaurantId: AnyPgColumn; archivedAt: AnyPgColumn }) =>
    and(eq(table.restaurantId, restaurantId), isNull(table.archivedAt));
  const shownCategories = options.withHidden ? active(categories) : and(active(categories), eq(categories.hidden, false));
  const offeredProducts = options.withHidden
    ? and(eq(products.restaurantId, restaurantId), or(isNull(products.archivedAt), eq(products.hidden, true)))
    : active(products);
  const [
    categoryRows,
    subcategoryRows,
    productRows,
    happyHourRows,
    groupRows,
    itemRows,
    groupCategoryRows,
    groupProductRows,
    stepRows,
    stepProductRows,
    restaurantRows,
  ] = await Promise.all([
    db.select().from(categories).where(shownCategories).orderBy(asc(categories.position)),
    db.select().from(subcategories).where(active(subcategories)).orderBy(asc(subcategories.position)),
    db.select().from(products).where(offeredProducts).orderBy(asc(products.position)),
    db
      .select()
      .from(productHappyHours)
      .where(eq(productHappyHours.restaurantId, restaurantId))
      .orderBy(asc(productHappyHours.weekday), asc(productHappyHours.startTime)),
    db.select().from(attributeGroups).where(active(attributeGroups)).orderBy(asc(attributeGroups.position)),
    db.select().from(attributeItems).where(active(attributeItems)).orderBy(asc(attributeItems.position)),
    db.select().from(attributeGroupCategories).where(eq(attributeGroupCategories.restaurantId, restaurantId)),
    db.select().from(attributeGroupProducts).where(eq(attributeGroupProducts.restaurantId, restaurantId)),
    db.select().from(packageSteps).where(active(packageSteps)).orderBy(asc(packageSteps.position)),
    db
      .select()
      .from(packageStepProducts)
      .where(eq(packageStepProducts.restaurantId, restaurantId))
      .orderBy(asc(packageStepProducts.position)),
    db.select({ lang: restaurants.lang }).from(restaurants).where(eq(restaurants.id, restaurantId)),
  ]);
  return {
    /** The language the rows' own names are in: the fallback of every translation. */
    restaurantLang: restaurantRows[0]?.lang ?? 'de',
    categories: categoryRows,
    subcategories: subcategoryRows,
    products: productRows,
    happyHours: happyHourRows,
    attributeGroups: groupRows,
    attributeItems: itemRows,
    groupCategories: groupCategoryRows,
    groupProducts: groupProductRows,
    packageSteps: stepRows,
    packageStepProducts: stepProductRows,
  };
}
export type MenuRows = Awaited<ReturnType<typeof loadMenuRows>>;

export interface LiveMenuState {
  menuVersion: number;
  timeZone: string;
  /** Current stock of every product with a finite stock; products not listed are unlimited. */
  stock: Map<number, number>;
  /** The running break patterns (a manager's change is announced, so they are as fresh as the stock). */
  breaks: BreakPattern[];
}

/**
 * What changes between imports: the menu version (to check the cache) and the stock the order
 * module counts down. One round trip; null when the restaurant does not exist.
 */
export async function loadLiveMenuState(db: DbOrTx, restaurantId: number): Promise<LiveMenuState | null> {
  const rows = await db
    .select({
      menuVersion: restaurants.menuVersion,
      timeZone: restaurants.timeZone,
      productId: products.id,
      stock: products.stock,
    })
    .from(restaurants)
    .leftJoin(
      products,
      and(eq(products.restaurantId, restaurants.id), isNotNull(products.stock), isNull(products.archivedAt)),
    )
    .where(eq(restaurants.id, restaurantId));
  const [first] = rows;
  if (!first) return null;
  const stock = new Map<number, number>();
  for (const row of rows) if (row.productId !== null && row.stock !== null) stock.set(row.productId, row.stock);
  return { menuVersion: first.menuVersion, timeZone: first.timeZone, stock, breaks: await selectBreakPatterns(db, restaurantId, { runningOnly: true }) };
}
