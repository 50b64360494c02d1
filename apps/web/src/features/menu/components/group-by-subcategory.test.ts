import { describe, expect, it } from 'vitest';
import type { Product } from '../api/get-products.ts';
import { groupBySubcategory } from './group-by-subcategory.ts';

function product(id: number, subcategory: { id: number; name: string; priority: number | null } | null): Product {
  return {
    id,
    name: `Product ${id}`,
    description: null,
    image: null,
    price: 1,
    min_price: null,
    stock: null,
    category_id: 1,
    subcategory_id: subcategory?.id ?? null,
    subcategory_name: subcategory?.name ?? null,
    subcategory_image: null,
    subcategory_priority: subcategory?.priority ?? null,
    is_package: 0,
    is_multiple_allowed: true,
    allergy_info: [],
    additives: [],
    vegetarian: false,
    vegan: false,
    extra: [],
    depot: null,
    additional_info_config: { name: false, date: false },
    happyHours: [],
    pinned: false,
    quantity: 0,
  };
}

describe('groupBySubcategory', () => {
  it('keeps product order inside a group, ungrouped products first, groups by priority', () => {
    const cold = { id: 2, name: 'Cold', priority: 2 };
    const warm = { id: 1, name: 'Warm', priority: 1 };
    const groups = groupBySubcategory([
      product(1, cold),
      product(2, warm),
      product(3, null),
      product(4, cold),
      product(5, warm),
    ]);
    expect(groups.map((group) => group.name)).toEqual([null, 'Warm', 'Cold']);
    expect(groups.map((group) => group.products.map((p) => p.id))).toEqual([[3], [2, 5], [1, 4]]);
  });

  it('puts subcategories without a priority last', () => {
    const groups = groupBySubcategory([
      product(1, { id: 9, name: 'Later', priority: null }),
      product(2, { id: 3, name: 'First', priority: 7 }),
    ]);
    expect(groups.map((group) => group.name)).toEqual(['First', 'Later']);
  });
});
