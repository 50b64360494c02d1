import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restaurantImportSchema } from '@tavola/domain/schemas/restaurant-import';
import { demoDataFile } from '../support/constants.ts';

/** The demo restaurant must exercise every menu feature the storefront has (issue item 6). */
const demo = restaurantImportSchema.parse(JSON.parse(readFileSync(demoDataFile, 'utf8')));
const products = demo.products;

describe('the demo restaurant file', () => {
  it('is Trattoria Tavola in Berlin, slug demo', () => {
    expect(demo.restaurant).toMatchObject({ slug: 'demo', timeZone: 'Europe/Berlin', currency: 'EUR' });
  });

  it('has a believable menu: 6+ categories with subcategories, 30+ dishes', () => {
    expect(demo.categories.filter((c) => !c.extra).length).toBeGreaterThanOrEqual(6);
    expect(demo.categories.some((c) => c.subcategories.length > 0)).toBe(true);
    expect(products.filter((p) => !p.packageSteps).length).toBeGreaterThanOrEqual(30);
    expect(products.filter((p) => p.allergens.length > 0).length).toBeGreaterThan(20);
  });

  it('exercises stock, happy hours, pins, packages, deposits and extras', () => {
    expect(products.some((p) => p.stock === null)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock !== null && p.stock > 0 && p.stock <= 5)).toBe(true);
    expect(products.some((p) => p.happyHours.length > 0)).toBe(true);
    expect(products.filter((p) => p.pinned).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.packageSteps && p.packageSteps.length >= 2)).toHaveLength(2);
    expect(products.some((p) => p.depot)).toBe(true);
    expect(products.some((p) => p.minPrice !== undefined)).toBe(true);
    expect(demo.categories.some((c) => c.extra)).toBe(true);
    expect(demo.attributeGroups.some((g) => g.minimum >= 1 && g.maximum > 1)).toBe(true);
    expect(demo.attributeGroups.some((g) => !g.multiSelect)).toBe(true);
  });

  it('has percent and fixed vouchers, delivery zones and three delivery types with hours', () => {
    expect(new Set(demo.vouchers.map((v) => v.kind))).toEqual(new Set(['percent', 'fixed']));
    expect(demo.deliveryZones.length).toBeGreaterThanOrEqual(5);
    expect(demo.deliveryTypes.map((d) => d.type).sort()).toEqual(['delivery', 'here', 'pickup']);
    for (const type of demo.deliveryTypes) expect(new Set(type.openingHours.map((h) => h.day)).size).toBe(7);
  });

  it('ships every image it names, each small', () => {
    const dir = path.dirname(demoDataFile);
    const images = new Set<string>();
    JSON.stringify(demo, (_key, value: unknown) => {
      if (typeof value === 'string' && value.startsWith('images/')) images.add(value);
      return value;
    });
    expect(images.size).toBeGreaterThan(40);
    for (const image of images) {
      const file = path.join(dir, image);
      expect(existsSync(file), image).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(4096);
    }
  });
});
