import type { Product } from '../api/get-products.ts';

export interface SubcategoryGroup {
  /** null: products without a subcategory, shown first without a heading. */
  id: number | null;
  name: string | null;
  image: string | null;
  products: Product[];
}

/** Products grouped by subcategory, groups in subcategory priority order (spec §2). */
export function groupBySubcategory(products: readonly Product[]): SubcategoryGroup[] {
  const groups = new Map<number | null, SubcategoryGroup & { priority: number }>();
  for (const product of products) {
    const id = product.subcategory_id;
    let group = groups.get(id);
    if (!group) {
      group = {
        id,
        name: product.subcategory_name,
        image: product.subcategory_image,
        priority: id === null ? -Infinity : (product.subcategory_priority ?? Number.MAX_SAFE_INTEGER),
        products: [],
      };
      groups.set(id, group);
    }
    group.products.push(product);
  }
  return [...groups.values()].sort((a, b) => a.priority - b.priority).map(({ priority: _priority, ...group }) => group);
}
