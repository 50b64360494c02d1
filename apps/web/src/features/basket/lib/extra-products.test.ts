import fc from 'fast-check';
import type { Product } from '@tavola/domain/schemas/menu';
import type { BasketStockLine } from '@tavola/domain/stock/basket-units';
import { describe, expect, it } from 'vitest';
import { extraCategoryIds, pickExtraProducts } from './extra-products.ts';

function product(id: number, changes: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    description: null,
    image: null,
    price: 3.5,
    min_price: null,
    stock: null,
    category_id: 9,
    subcategory_id: null,
    subcategory_name: null,
    subcategory_image: null,
    subcategory_priority: null,
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
    ...changes,
  };
}

describe('extra categories', () => {
  it('are the categories flagged extra', () => {
    expect(
      extraCategoryIds([
        { id: 1, extra: 0 },
        { id: 7, extra: 1 },
        { id: 9, extra: 1 },
      ]),
    ).toEqual([7, 9]);
  });
});

describe('extra products offered in the cart', () => {
  it('offers plain products not in the basket, in their order', () => {
    const lines: BasketStockLine[] = [{ productId: 2, quantity: 1 }];
    expect(pickExtraProducts([product(1), product(2), product(3)], lines).map((p) => p.id)).toEqual([1, 3]);
  });

  it('leaves out products that need choices or details, and sold-out ones', () => {
    const offered = pickExtraProducts(
      [
        product(1, { extra: [4] }),
        product(2, { is_package: 1 }),
        product(3, { additional_info_config: { name: true, date: false } }),
        product(4, { additional_info_config: { name: false, date: true } }),
        product(5, { stock: 0 }),
        product(6, { stock: 2 }),
        product(7),
      ],
      // Product 6's stock is used up inside a menu in the basket.
      [{ productId: 50, quantity: 2, components: [{ productId: 6, quantity: 1 }] }],
    );
    expect(offered.map((p) => p.id)).toEqual([7]);
  });

  it('still offers a product that is only inside a package line', () => {
    const lines: BasketStockLine[] = [{ productId: 50, quantity: 1, components: [{ productId: 6, quantity: 1 }] }];
    expect(pickExtraProducts([product(6)], lines).map((p) => p.id)).toEqual([6]);
  });

  it('never offers a basket line, a duplicate or something that cannot be added', () => {
    const products = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 12 }),
        stock: fc.option(fc.integer({ min: 0, max: 3 })),
        withExtras: fc.boolean(),
      }),
    );
    const lines = fc.array(
      fc.record({ productId: fc.integer({ min: 1, max: 12 }), quantity: fc.integer({ min: 1, max: 3 }) }),
    );
    fc.assert(
      fc.property(products, lines, (specs, basket) => {
        const offered = pickExtraProducts(
          specs.map((spec) => product(spec.id, { stock: spec.stock, extra: spec.withExtras ? [1] : [] })),
          basket,
        );
        const ids = offered.map((p) => p.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const p of offered) {
          expect(basket.some((line) => line.productId === p.id)).toBe(false);
          expect(p.extra).toEqual([]);
          expect(p.stock === null || p.stock > 0).toBe(true);
        }
      }),
    );
  });
});
