import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  importIssues,
  isIanaTimeZone,
  restaurantImportSchema,
  type RestaurantImportInput,
} from './restaurant-import.ts';

const demoFile = path.resolve(import.meta.dirname, '../../../../data/demo/restaurant.json');
const demo = (): RestaurantImportInput => JSON.parse(readFileSync(demoFile, 'utf8'));

function issuesOf(input: unknown) {
  const result = restaurantImportSchema.safeParse(input);
  return result.success ? [] : importIssues(result.error);
}

describe('restaurant import schema', () => {
  it('accepts the demo restaurant', () => {
    expect(issuesOf(demo())).toEqual([]);
  });

  it('lists every problem of a file at once, each with its path', () => {
    const file = demo();
    file.restaurant.timeZone = 'Europe/Atlantis';
    file.products[0]!.price = 8.555;
    file.products[1]!.category = 'no-such-category';
    (file.products[2] as Record<string, unknown>).colour = 'red';
    file.attributeGroups![0]!.products = ['ghost'];
    expect(issuesOf(file)).toEqual(
      expect.arrayContaining([
        { path: 'restaurant.timeZone', message: expect.stringContaining('IANA') },
        { path: 'products.0.price', message: 'must have at most two decimals' },
        { path: 'products.1.category', message: 'unknown category "no-such-category"' },
        { path: 'products.2.colour', message: 'unknown field' },
        { path: 'attributeGroups.0.products.0', message: 'unknown product "ghost"' },
      ]),
    );
  });

  it('reports missing fields as required', () => {
    const file = demo() as Record<string, unknown>;
    delete file.categories;
    expect(issuesOf(file)).toContainEqual({ path: 'categories', message: 'is required' });
  });

  it('refuses duplicate keys, nested packages and steps asking for more than they offer', () => {
    const file = demo();
    file.products[1]!.key = file.products[0]!.key;
    const pizzaNight = file.products.find((p) => p.key === 'menu-pizza-per-due')!;
    pizzaNight.packageSteps![0]!.products.push('menu-pranzo');
    pizzaNight.packageSteps![1]!.max = 9;
    const paths = issuesOf(file).map((issue) => issue.path);
    const index = file.products.indexOf(pizzaNight);
    expect(paths).toEqual(
      expect.arrayContaining([
        'products.1.key',
        `products.${index}.packageSteps.0.products.${pizzaNight.packageSteps![0]!.products.length - 1}`,
        `products.${index}.packageSteps.1.max`,
      ]),
    );
  });

  it('checks a subcategory belongs to the product category', () => {
    const file = demo();
    file.products[0]!.subcategory = 'pizza-classiche';
    expect(issuesOf(file)).toContainEqual({
      path: 'products.0.subcategory',
      message: '"pizza-classiche" is not a subcategory of "antipasti"',
    });
  });

  it('never lets a secret value into payment configuration', () => {
    const file = demo();
    file.paymentMethods[0]!.configKeys = { apiKey: 'live_abcdef1234567890' };
    expect(issuesOf(file).map((i) => i.path)).toContain('paymentMethods.0.configKeys.apiKey');
  });

  it('accepts windows past midnight and "24:00", refuses empty ones', () => {
    const file = demo();
    const here = file.deliveryTypes.find((d) => d.type === 'here')!;
    here.openingHours.push(
      { day: 'saturday', from: '18:00', until: '02:00' },
      { day: 'sunday', from: '10:00', until: '24:00' },
    );
    expect(issuesOf(file)).toEqual([]);
    here.openingHours.push({ day: 'monday', from: '10:00', until: '10:00' });
    expect(issuesOf(file).map((i) => i.path)).toContain(
      `deliveryTypes.2.openingHours.${here.openingHours.length - 1}.until`,
    );
  });

  it('requires a delivery zone when delivery is offered', () => {
    const file = demo();
    file.deliveryZones = [];
    expect(issuesOf(file)).toContainEqual({
      path: 'deliveryZones',
      message: 'delivery is offered, so at least one delivery zone is needed',
    });
  });
});

describe('menu languages, VAT and dietary flags', () => {
  /** The demo file as it was before these fields existed. */
  const withoutNewFields = (): RestaurantImportInput => {
    const file = demo();
    delete file.restaurant.vat;
    for (const category of file.categories) {
      delete category.translations;
      delete category.vatRate;
      for (const sub of category.subcategories ?? []) delete sub.translations;
    }
    for (const product of file.products) {
      delete product.translations;
      delete product.vatRate;
      delete product.vegetarian;
      delete product.vegan;
      delete product.additives;
    }
    for (const group of file.attributeGroups ?? []) {
      delete group.translations;
      for (const item of group.items) delete item.translations;
    }
    return file;
  };

  it('still accepts a file without them, defaulting them', () => {
    const parsed = restaurantImportSchema.parse(withoutNewFields());
    expect(parsed.restaurant.vat).toBeUndefined();
    expect(parsed.products[0]).toMatchObject({ translations: {}, vegetarian: false, vegan: false, additives: [] });
    expect(parsed.products[0]!.vatRate).toBeUndefined();
    expect(parsed.categories[0]!.translations).toEqual({});
  });

  it('accepts translations only in the storefront languages, within the limits of name and description', () => {
    const file = demo();
    file.products[0]!.translations = { en: { name: 'Bread' }, it: { name: 'Pane' } } as never;
    file.categories[0]!.translations = { fr: { name: 'x'.repeat(121) } };
    file.attributeGroups![0]!.items[0]!.translations = { de: { description: 'no descriptions here' } } as never;
    expect(issuesOf(file)).toEqual(
      expect.arrayContaining([
        { path: 'products.0.translations.it', message: 'unknown field' },
        { path: 'categories.0.translations.fr.name', message: expect.stringContaining('120') },
        { path: 'attributeGroups.0.items.0.translations.de.description', message: 'unknown field' },
      ]),
    );
  });

  it('takes VAT rates in percent with at most two decimals, and only with a restaurant default', () => {
    const file = demo();
    file.products[0]!.vatRate = 5.5;
    file.products[1]!.vatRate = 7.125;
    file.products[2]!.vatRate = 101;
    const paths = issuesOf(file).map((issue) => issue.path);
    expect(paths).toEqual(['products.1.vatRate', 'products.2.vatRate']);

    const noDefault = withoutNewFields();
    noDefault.categories[0]!.vatRate = 19;
    expect(issuesOf(noDefault)).toEqual([{ path: 'categories.0.vatRate', message: 'needs restaurant.vat (its defaultRate)' }]);
  });

  it('knows the additives by code', () => {
    const file = demo();
    file.products[0]!.additives = ['caffeine', 'E330' as never];
    expect(issuesOf(file).map((issue) => issue.path)).toEqual(['products.0.additives.1']);
  });
});

describe('amounts', () => {
  it('accepts every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(amountSchema.safeParse(cents / 100).success).toBe(true);
      }),
    );
  });

  it('refuses a third decimal and negative amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), (cents, tenth) => {
        expect(amountSchema.safeParse(cents / 100 + tenth / 1000).success).toBe(false);
      }),
    );
    expect(amountSchema.safeParse(-1).success).toBe(false);
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses offsets and inventions', () => {
    expect(isIanaTimeZone('Europe/Berlin')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    for (const bad of ['+01:00', 'CET+1', 'Europe/Atlantis', '', 'berlin']) expect(isIanaTimeZone(bad)).toBe(false);
  });
});
