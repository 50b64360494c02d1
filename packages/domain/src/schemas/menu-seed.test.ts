import { describe, expect, it } from 'vitest';
import { parsed } from '../../test-support/schema-codes.ts';
import { categorySchema, productSchema } from './menu.ts';
import { MENU_SEED_ELEMENT_ID, type MenuSeed } from './menu-seed.ts';
import { PAGE_SEED_ELEMENT_ID } from './page-seed.ts';

const salads = { id: 20, name: 'Salads', description: null, image: null, foot_note: null, extra: 0 as const, pivot: { priority: 2 } };

const caesar = {
  id: 201,
  name: 'Caesar salad',
  description: 'Romaine, croutons, parmesan',
  image: null,
  price: 9.9,
  min_price: null,
  stock: null,
  category_id: 20,
  subcategory_id: null,
  subcategory_name: null,
  subcategory_image: null,
  subcategory_priority: null,
  is_package: 0 as const,
  is_multiple_allowed: true,
  allergy_info: ['gluten', 'milk', 'eggs'],
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

describe('the menu seed of a storefront page', () => {
  it('is carried in the script element with id "storefront-menu", apart from the page seed', () => {
    expect(MENU_SEED_ELEMENT_ID).toBe('storefront-menu');
    expect(MENU_SEED_ELEMENT_ID).not.toBe(PAGE_SEED_ELEMENT_ID);
  });

  it('holds the answers of the menu endpoints, which come through the page as JSON unchanged', () => {
    const seed: MenuSeed = {
      lang: 'de',
      categories: [salads],
      pinned: [{ ...caesar, pinned: true }],
      pinnedLabel: 'Our favourites',
      products: { categoryId: 20, list: [caesar] },
    };
    const read = JSON.parse(JSON.stringify(seed)) as MenuSeed;
    expect(read).toEqual(seed);
    expect(read.categories.map((category) => parsed(categorySchema, category))).toEqual([salads]);
    expect(read.products?.list.map((product) => parsed(productSchema, product))).toEqual([caesar]);
  });
});
