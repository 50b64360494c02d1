import { centsToAmount } from '@tavola/domain/pricing/money';
import { localisedText, type MenuTranslations } from '@tavola/domain/schemas/menu-translations';
import type { AttributeGroup, Category, Product } from '@tavola/domain/schemas/menu';
import type { HappyHourWindow } from '@tavola/domain/time/happy-hours';
import type { MenuRows } from './menu-repo.ts';

/**
 * A restaurant's menu in the shape of the answers, built once per menu version (see MenuCache).
 * Product answers are complete except for the live parts: `stock` and `quantity` are filled per
 * request from the database and the guest's basket.
 */
export interface MenuSnapshot {
  version: number;
  /** The language the names and descriptions are in (the guest's, with the restaurant's as fallback). */
  lang: string;
  /** Categories in menu order, extra ones included (their `extra` flag is 1). */
  categories: Category[];
  /** Products in menu order within each category. */
  productIdsByCategory: Map<number, number[]>;
  products: Map<number, SnapshotProduct>;
  /** Pinned products in menu order (category order, then product order). */
  pinnedIds: number[];
  attributeGroups: Map<number, SnapshotGroup>;
  stepsByPackage: Map<number, SnapshotStep[]>;
}

export interface SnapshotProduct {
  answer: Product;
  categoryId: number;
  /** Happy-hour windows as the domain rules take them; empty = always offered. */
  windows: HappyHourWindow[];
  /**
   * Lower-cased name and description without accents, for search: the guest's language and the
   * restaurant's own text, so a dish is found by either name.
   */
  searchText: string;
}

export interface SnapshotGroup {
  answer: Omit<AttributeGroup, 'product_ids'>;
  categoryIds: Set<number>;
  productIds: Set<number>;
}

export interface SnapshotStep {
  id: number;
  name: string;
  question: string | null;
  min: number;
  max: number;
  productIds: number[];
}

interface Sortable {
  priority: number | null;
  position: number;
  id: number;
}

/** The spec sorts by priority only when every item has one; otherwise the file order stands. */
export function menuOrder<T extends Sortable>(items: readonly T[]): T[] {
  const byPriority = items.length > 0 && items.every((item) => item.priority !== null);
  return [...items].sort(
    (a, b) => (byPriority ? a.priority! - b.priority! : 0) || a.position - b.position || a.id - b.id,
  );
}

export function searchable(...texts: (string | null)[]): string {
  return texts
    .filter((text): text is string => text !== null)
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * One menu version's rows and its snapshots per language, each built on its first read: the hot path
 * stays a map lookup, and at most one snapshot per storefront language is ever built per version.
 */
export class LocalisedMenus {
  private readonly byLang = new Map<string, MenuSnapshot>();

  constructor(
    readonly version: number,
    private readonly rows: MenuRows,
  ) {}

  /** The snapshot in the guest's language; null (none asked) is the restaurant's. */
  in(lang: string | null): MenuSnapshot {
    const key = lang ?? this.rows.restaurantLang;
    let snapshot = this.byLang.get(key);
    if (!snapshot) {
      snapshot = buildMenuSnapshot(this.version, this.rows, key);
      this.byLang.set(key, snapshot);
    }
    return snapshot;
  }
}

export function buildMenuSnapshot(version: number, rows: MenuRows, lang: string = rows.restaurantLang): MenuSnapshot {
  const text = <T extends string | null>(row: { translations: MenuTranslations }, field: 'name' | 'description', base: T) =>
    localisedText(row.translations, field, lang, rows.restaurantLang, base) as T;
  const categories = menuOrder(rows.categories);
  const categoryIds = new Set(categories.map((c) => c.id));
  const subcategories = new Map(rows.subcategories.filter((s) => categoryIds.has(s.categoryId)).map((s) => [s.id, s]));
  const products = rows.products.filter((p) => categoryIds.has(p.categoryId));

  const groups = new Map<number, SnapshotGroup>();
  for (const group of rows.attributeGroups) {
    groups.set(group.id, {
      answer: {
        id: group.id,
        name: text(group, 'name', group.name),
        minimum_value: group.minimumValue,
        maximum_value: group.maximumValue,
        is_multi_select: group.isMultiSelect,
        items: rows.attributeItems
          .filter((item) => item.groupId === group.id)
          .map((item) => ({
            id: item.id,
            name: text(item, 'name', item.name),
            image: item.image,
            pivot: { id: item.id, price: centsToAmount(item.priceCents) },
          })),
      },
      categoryIds: new Set(rows.groupCategories.filter((l) => l.groupId === group.id).map((l) => l.categoryId)),
      productIds: new Set(rows.groupProducts.filter((l) => l.groupId === group.id).map((l) => l.productId)),
    });
  }
  const groupIdsFor = (productId: number, categoryId: number) =>
    [...groups.values()]
      .filter((g) => g.productIds.has(productId) || g.categoryIds.has(categoryId))
      .map((g) => g.answer.id);

  const snapshotProducts = new Map<number, SnapshotProduct>();
  for (const product of products) {
    const subcategory = product.subcategoryId === null ? undefined : subcategories.get(product.subcategoryId);
    const windows = rows.happyHours
      .filter((h) => h.productId === product.id)
      .map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime }));
    snapshotProducts.set(product.id, {
      categoryId: product.categoryId,
      windows,
      searchText: searchable(
        text(product, 'name', product.name),
        text(product, 'description', product.description),
        product.name,
        product.description,
      ),
      answer: {
        id: product.id,
        name: text(product, 'name', product.name),
        description: text(product, 'description', product.description),
        image: product.image,
        price: centsToAmount(product.priceCents),
        min_price: product.minPriceCents === null ? null : centsToAmount(product.minPriceCents),
        stock: product.stock,
        category_id: product.categoryId,
        subcategory_id: subcategory?.id ?? null,
        subcategory_name: subcategory ? text(subcategory, 'name', subcategory.name) : null,
        subcategory_image: subcategory?.image ?? null,
        subcategory_priority: subcategory?.priority ?? null,
        is_package: product.isPackage ? 1 : 0,
        is_multiple_allowed: product.isMultipleAllowed,
        allergy_info: product.allergens,
        additives: product.additives,
        vegetarian: product.vegetarian,
        vegan: product.vegan,
        extra: groupIdsFor(product.id, product.categoryId),
        depot:
          product.depotName !== null && product.depotPriceCents !== null
            ? { name: product.depotName, price: centsToAmount(product.depotPriceCents) }
            : null,
        additional_info_config: product.additionalInfoConfig,
        happyHours: windows.map((w) => ({ weekday_id: w.weekday, start_date: w.start, end_date: w.end })),
        pinned: product.pinned,
        quantity: 0,
      },
    });
  }

  const productIdsByCategory = new Map<number, number[]>();
  for (const category of categories) {
    productIdsByCategory.set(
      category.id,
      menuOrder(products.filter((p) => p.categoryId === category.id)).map((p) => p.id),
    );
  }

  const stepsByPackage = new Map<number, SnapshotStep[]>();
  for (const step of rows.packageSteps) {
    if (!snapshotProducts.has(step.packageProductId)) continue;
    const list = stepsByPackage.get(step.packageProductId) ?? [];
    list.push({
      id: step.id,
      name: step.name,
      question: step.question,
      min: step.min,
      max: step.max,
      productIds: rows.packageStepProducts
        .filter((link) => link.stepId === step.id && snapshotProducts.has(link.productId))
        .map((link) => link.productId),
    });
    stepsByPackage.set(step.packageProductId, list);
  }

  return {
    version,
    lang,
    categories: categories.map((c) => ({
      id: c.id,
      name: text(c, 'name', c.name),
      description: text(c, 'description', c.description),
      image: c.image,
      foot_note: c.footNote,
      extra: c.extra ? 1 : 0,
      pivot: { priority: c.priority },
    })),
    productIdsByCategory,
    products: snapshotProducts,
    pinnedIds: categories.flatMap((c) =>
      (productIdsByCategory.get(c.id) ?? []).filter((id) => snapshotProducts.get(id)?.answer.pinned),
    ),
    attributeGroups: groups,
    stepsByPackage,
  };
}
