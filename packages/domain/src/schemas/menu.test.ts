import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  attributeGroupSchema,
  attributeItemSchema,
  categorySchema,
  depotSchema,
  happyHourSchema,
  packageStepSchema,
  productHappyHoursSchema,
  productSchema,
  weekdayNumberSchema,
} from './menu.ts';

const pizzas = {
  id: 12,
  name: 'Pizzas',
  description: 'Stone-baked, 30 cm',
  image: 'categories/pizzas.webp',
  foot_note: 'All pizzas with tomato sauce and mozzarella.',
  extra: 0,
  pivot: { priority: 3 },
};

const lunchWindow = { weekday_id: 1, start_date: '11:30', end_date: '14:00' };

const margherita = {
  id: 101,
  name: 'Pizza Margherita',
  description: 'Tomato, mozzarella, basil',
  image: 'products/margherita.webp',
  price: 8.5,
  min_price: 7.9,
  stock: 14,
  category_id: 12,
  subcategory_id: 4,
  subcategory_name: 'Classics',
  subcategory_image: 'subcategories/classics.webp',
  subcategory_priority: 1,
  is_package: 0,
  is_multiple_allowed: true,
  allergy_info: ['gluten', 'milk'],
  additives: ['1', '3'],
  vegetarian: true,
  vegan: false,
  extra: [5, 6],
  depot: { name: 'Bottle deposit', price: 0.25 },
  additional_info_config: { name: true, date: false },
  happyHours: [lunchWindow],
  pinned: true,
  quantity: 2,
  on_break: false,
};

/** The same product with every nullable field null and every list empty. */
const plainWater = {
  ...margherita,
  id: 102,
  name: 'Still water',
  description: null,
  image: null,
  min_price: null,
  stock: null,
  subcategory_id: null,
  subcategory_name: null,
  subcategory_image: null,
  subcategory_priority: null,
  is_package: 1,
  is_multiple_allowed: false,
  allergy_info: [],
  additives: [],
  vegetarian: false,
  extra: [],
  depot: null,
  additional_info_config: { name: false, date: true },
  happyHours: [],
  pinned: false,
  quantity: 0,
};

describe('weekday numbers', () => {
  it('takes Sunday (0) through Saturday (6) and nothing outside them', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) expect(parsed(weekdayNumberSchema, day)).toBe(day);
    expect(codesOf(weekdayNumberSchema, -1)).toHaveLength(1);
    expect(codesOf(weekdayNumberSchema, 7)).toHaveLength(1);
    expect(codesOf(weekdayNumberSchema, 2.5)).toHaveLength(1);
  });
});

describe('a menu category', () => {
  it('keeps every field of a category with its description, image, foot note and priority', () => {
    expect(parsed(categorySchema, pizzas)).toEqual(pizzas);
  });

  it('takes an extras category (extra 1) with no description, image, foot note or priority', () => {
    const extras = { ...pizzas, id: 13, name: 'Extras', description: null, image: null, foot_note: null, extra: 1, pivot: { priority: null } };
    expect(parsed(categorySchema, extras)).toEqual(extras);
  });

  it('refuses an extra flag other than 0 or 1, a missing priority holder and a decimal id', () => {
    expect(issuesOf(categorySchema, { ...pizzas, extra: 2 })).toHaveLength(1);
    expect(issuesOf(categorySchema, { ...pizzas, extra: true })).toHaveLength(1);
    expect(issuesOf(categorySchema, { ...pizzas, pivot: {} }).map((issue) => issue.path)).toEqual(['pivot.priority']);
    expect(issuesOf(categorySchema, { ...pizzas, id: 12.5 }).map((issue) => issue.path)).toEqual(['id']);
  });

  it('leaves undeclared fields out of the answer', () => {
    expect(parsed(categorySchema, { ...pizzas, created_at: '2026-11-02' })).toEqual(pizzas);
  });
});

describe('a happy-hour window', () => {
  it('keeps the weekday and its start and end times', () => {
    expect(parsed(happyHourSchema, lunchWindow)).toEqual(lunchWindow);
    expect(parsed(happyHourSchema, { weekday_id: 0, start_date: '17:00', end_date: '19:00' })).toEqual({ weekday_id: 0, start_date: '17:00', end_date: '19:00' });
  });

  it('refuses a weekday outside 0–6', () => {
    expect(issuesOf(happyHourSchema, { ...lunchWindow, weekday_id: 7 }).map((issue) => issue.path)).toEqual(['weekday_id']);
  });
});

describe('a deposit', () => {
  it('keeps its name and decimal price', () => {
    expect(parsed(depotSchema, { name: 'Can deposit', price: 0.25 })).toEqual({ name: 'Can deposit', price: 0.25 });
    expect(codesOf(depotSchema, { name: 'Can deposit' })).toHaveLength(1);
  });
});

describe('a product', () => {
  it('keeps every field of a product with all its details filled in', () => {
    expect(parsed(productSchema, margherita)).toEqual(margherita);
  });

  it('takes a package product with every nullable field null, empty lists and no break flag', () => {
    const { on_break: _onBreak, ...withoutBreak } = plainWater;
    expect(parsed(productSchema, withoutBreak)).toEqual(withoutBreak);
    expect(parsed(productSchema, { ...plainWater, on_break: true }).on_break).toBe(true);
  });

  it('takes a sold-out product (stock 0) that is vegan', () => {
    const soldOutVegan = { ...margherita, stock: 0, vegan: true, allergy_info: ['gluten'] };
    expect(parsed(productSchema, soldOutVegan)).toEqual(soldOutVegan);
  });

  it('refuses a package flag other than 0 or 1, decimal stock, and extras that are not ids', () => {
    expect(issuesOf(productSchema, { ...margherita, is_package: 2 }).map((issue) => issue.path)).toEqual(['is_package']);
    expect(issuesOf(productSchema, { ...margherita, stock: 1.5 }).map((issue) => issue.path)).toEqual(['stock']);
    expect(issuesOf(productSchema, { ...margherita, extra: ['5'] }).map((issue) => issue.path)).toEqual(['extra.0']);
    expect(issuesOf(productSchema, { ...margherita, on_break: 'no' }).map((issue) => issue.path)).toEqual(['on_break']);
  });

  it('refuses a deposit without a price and a happy hour on weekday 7', () => {
    expect(issuesOf(productSchema, { ...margherita, depot: { name: 'Bottle deposit' } }).map((issue) => issue.path)).toEqual(['depot.price']);
    expect(issuesOf(productSchema, { ...margherita, happyHours: [{ ...lunchWindow, weekday_id: 7 }] }).map((issue) => issue.path)).toEqual(['happyHours.0.weekday_id']);
  });
});

describe('attribute groups (extras)', () => {
  const cheese = { id: 51, name: 'Extra cheese', image: 'attributes/cheese.webp', pivot: { id: 900, price: 1.5 } };
  const olives = { id: 52, name: 'Olives', image: null, pivot: { id: 901, price: 0.8 } };
  const toppings = { id: 5, name: 'Toppings', minimum_value: 0, maximum_value: 3, is_multi_select: true, items: [cheese, olives], product_ids: [101, 103] };

  it('keeps every field of an item, with or without an image', () => {
    expect(parsed(attributeItemSchema, cheese)).toEqual(cheese);
    expect(parsed(attributeItemSchema, olives)).toEqual(olives);
    expect(issuesOf(attributeItemSchema, { ...cheese, pivot: { id: 900 } }).map((issue) => issue.path)).toEqual(['pivot.price']);
  });

  it('keeps every field of a group with its items and the products it applies to', () => {
    expect(parsed(attributeGroupSchema, toppings)).toEqual(toppings);
    const size = { id: 6, name: 'Size', minimum_value: 1, maximum_value: 1, is_multi_select: false, items: [], product_ids: [] };
    expect(parsed(attributeGroupSchema, size)).toEqual(size);
  });

  it('refuses an item that is not one and a product id that is not a number', () => {
    expect(issuesOf(attributeGroupSchema, { ...toppings, items: [{ ...olives, image: undefined }] }).map((issue) => issue.path)).toEqual(['items.0.image']);
    expect(issuesOf(attributeGroupSchema, { ...toppings, product_ids: ['101'] }).map((issue) => issue.path)).toEqual(['product_ids.0']);
  });
});

describe('package steps', () => {
  it('keeps every field of a step with its question and products', () => {
    const step = { id: 7, name: 'Your drink', question: 'Which drink would you like?', min: 1, max: 1, products: [plainWater] };
    expect(parsed(packageStepSchema, step)).toEqual(step);
  });

  it('takes a step without a question and without products', () => {
    const step = { id: 8, name: 'Dessert', question: null, min: 0, max: 2, products: [] };
    expect(parsed(packageStepSchema, step)).toEqual(step);
  });

  it('checks each product of a step as a product', () => {
    const step = { id: 7, name: 'Your drink', question: null, min: 1, max: 1, products: [{ ...plainWater, is_package: 3 }] };
    expect(issuesOf(packageStepSchema, step).map((issue) => issue.path)).toEqual(['products.0.is_package']);
  });
});

describe('the happy hours of each product', () => {
  it('keeps the product, its name and its windows', () => {
    const hours = { product_id: 101, name: 'Pizza Margherita', happyHours: [lunchWindow, { weekday_id: 6, start_date: '12:00', end_date: '15:30' }] };
    expect(parsed(productHappyHoursSchema, hours)).toEqual(hours);
    expect(parsed(productHappyHoursSchema, { product_id: 102, name: 'Still water', happyHours: [] })).toEqual({ product_id: 102, name: 'Still water', happyHours: [] });
  });

  it('refuses a window on an unknown weekday', () => {
    const hours = { product_id: 101, name: 'Pizza Margherita', happyHours: [{ ...lunchWindow, weekday_id: -1 }] };
    expect(issuesOf(productHappyHoursSchema, hours).map((issue) => issue.path)).toEqual(['happyHours.0.weekday_id']);
  });
});
