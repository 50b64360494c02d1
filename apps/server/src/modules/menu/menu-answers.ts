import type { AttributeGroup, Category, PackageStep, Product, ProductHappyHours } from '@tavola/domain/schemas/menu';
import { unitsInBasket, type BasketStockLine } from '@tavola/domain/stock/basket-units';
import { isOnBreak, type BreakPattern } from '@tavola/domain/breaks/break-patterns';
import { isProductOfferedFor } from '@tavola/domain/time/happy-hours';
import { searchable, type MenuSnapshot } from './menu-snapshot.ts';

/** The per-request part of a menu answer. */
export interface LiveContext {
  /** Current stock of products with a finite stock. */
  stock: Map<number, number>;
  /** The moment the guest orders for: the chosen delivery time, else now. */
  at: Date;
  timeZone: string;
  /** The guest's basket, for `quantity`; empty without one. */
  basket: BasketStockLine[];
  /** Running break patterns: their products are listed as not available at that time. */
  breaks: readonly BreakPattern[];
}

function productAnswer(snapshot: MenuSnapshot, id: number, live: LiveContext): Product | null {
  const product = snapshot.products.get(id);
  if (!product) return null;
  return {
    ...product.answer,
    stock: live.stock.get(id) ?? null,
    quantity: unitsInBasket(id, live.basket),
    on_break: isOnBreak(live.breaks, id, live.at, live.timeZone),
  };
}

/** Happy-hour products are offered only inside their windows (at the delivery time, else now); dated ones always. */
function isOffered(snapshot: MenuSnapshot, id: number, live: LiveContext): boolean {
  const product = snapshot.products.get(id);
  if (!product) return false;
  const datedByGuest = product.answer.additional_info_config.date;
  return isProductOfferedFor(live.at, live.timeZone, { windows: product.windows, datedByGuest });
}

function answers(snapshot: MenuSnapshot, ids: readonly number[], live: LiveContext): Product[] {
  return ids
    .filter((id) => isOffered(snapshot, id, live))
    .map((id) => productAnswer(snapshot, id, live))
    .filter((p): p is Product => p !== null);
}

/** The menu's categories (or its extra ones) that have something on offer at that time. */
export function categoriesAnswer(snapshot: MenuSnapshot, live: LiveContext, extra: boolean): Category[] {
  return snapshot.categories.filter(
    (category) =>
      (category.extra === 1) === extra &&
      (snapshot.productIdsByCategory.get(category.id) ?? []).some((id) => isOffered(snapshot, id, live)),
  );
}

/** Products of a category on offer at that time; null for a category the menu does not have. */
export function categoryProductsAnswer(
  snapshot: MenuSnapshot,
  live: LiveContext,
  categoryId: number,
): Product[] | null {
  const ids = snapshot.productIdsByCategory.get(categoryId);
  return ids ? answers(snapshot, ids, live) : null;
}

export function pinnedProductsAnswer(snapshot: MenuSnapshot, live: LiveContext): Product[] {
  return answers(snapshot, snapshot.pinnedIds, live);
}

/** The windows of the products that have happy hours, among a category's or the pinned products. */
export function happyHourTimesAnswer(snapshot: MenuSnapshot, ids: readonly number[]): ProductHappyHours[] {
  return ids.flatMap((id) => {
    const product = snapshot.products.get(id);
    if (!product || product.windows.length === 0) return [];
    return [{ product_id: id, name: product.answer.name, happyHours: product.answer.happyHours }];
  });
}

/** Attribute groups applying to products of a category, each naming those products; null for an unknown category. */
export function categoryAttributeGroupsAnswer(snapshot: MenuSnapshot, categoryId: number): AttributeGroup[] | null {
  const productIds = snapshot.productIdsByCategory.get(categoryId);
  if (!productIds) return null;
  return [...snapshot.attributeGroups.values()].flatMap((group) => {
    const applies = productIds.filter((id) => group.productIds.has(id) || group.categoryIds.has(categoryId));
    return applies.length ? [{ ...group.answer, product_ids: applies }] : [];
  });
}

/** The wizard steps of a package (empty for a plain product); null for a product the menu does not have. */
export function packageStepsAnswer(snapshot: MenuSnapshot, live: LiveContext, productId: number): PackageStep[] | null {
  if (!snapshot.products.has(productId)) return null;
  return (snapshot.stepsByPackage.get(productId) ?? []).map((step) => ({
    id: step.id,
    name: step.name,
    question: step.question,
    min: step.min,
    max: step.max,
    products: answers(snapshot, step.productIds, live),
  }));
}

/** Products whose name or description contains every word of the query (case and accents ignored). */
export function searchAnswer(snapshot: MenuSnapshot, live: LiveContext, query: string, limit: number): Product[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const ids = snapshot.categories.flatMap((c) => snapshot.productIdsByCategory.get(c.id) ?? []);
  const matching = ids.filter((id) => {
    const text = snapshot.products.get(id)?.searchText ?? '';
    return words.every((word) => text.includes(word));
  });
  return answers(snapshot, matching, live).slice(0, limit);
}

/** Product answers for ids in the given order (most-selling), on offer at that time. */
export function productsByIdsAnswer(snapshot: MenuSnapshot, live: LiveContext, ids: readonly number[]): Product[] {
  return answers(snapshot, ids, live);
}
