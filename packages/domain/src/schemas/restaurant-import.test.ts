import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRepoJson } from '../../test-support/repo-files.ts';
import {
  amountSchema,
  importIssues,
  isIanaTimeZone,
  restaurantImportJsonSchema,
  restaurantImportSchema,
  type RestaurantImportInput,
} from './restaurant-import.ts';

const demo = (): RestaurantImportInput => readRepoJson(import.meta.dirname, 'data/demo/restaurant.json');

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

describe('the published JSON schema of the import file', () => {
  it('is what the zod schema says, descriptions and all (docs/restaurant-import.schema.json)', () => {
    // Editors check restaurant files against the committed file; publish-import-schema writes it.
    const published = readRepoJson<Record<string, unknown>>(import.meta.dirname, 'docs/restaurant-import.schema.json');
    const { $id: _id, title: _title, ...rules } = published;
    expect(restaurantImportJsonSchema()).toEqual(rules);
  });
});

describe('each import rule says what is wrong', () => {
  type File = ReturnType<typeof demo> & Record<string, unknown>;
  const cases: [string, (file: File) => void, { path: string; message: string }][] = [
    ['a key in capitals', (f) => { f.categories[0]!.key = 'Antipasti'; }, { path: 'categories.0.key', message: 'must be lower-case letters, digits and dashes (like "pizza-margherita")' }],
    ['a slug with a space', (f) => { f.restaurant.slug = 'my shop'; }, { path: 'restaurant.slug', message: 'must be lower-case letters, digits and dashes' }],
    ['a time zone offset', (f) => { f.restaurant.timeZone = '+01:00'; }, { path: 'restaurant.timeZone', message: 'must be an IANA time zone such as "Europe/Berlin"' }],
    ['an opening time of 24:30', (f) => { f.deliveryTypes[0]!.openingHours[0]!.from = '24:30'; }, { path: 'deliveryTypes.0.openingHours.0.from', message: 'must be a time "HH:MM" (00:00–23:59)' }],
    ['a closing time of 25:00', (f) => { f.deliveryTypes[0]!.openingHours[0]!.until = '25:00'; }, { path: 'deliveryTypes.0.openingHours.0.until', message: 'must be a time "HH:MM" or "24:00"' }],
    ['an empty window', (f) => { const w = f.deliveryTypes[0]!.openingHours[0]!; w.until = w.from; }, { path: 'deliveryTypes.0.openingHours.0.until', message: 'must not equal "from" (the window would be empty)' }],
    ['a close period in German notation', (f) => { f.closePeriods = [{ from: '24.12.2026', until: '2026-12-26' }]; }, { path: 'closePeriods.0.from', message: 'must be a date "YYYY-MM-DD"' }],
    ['a close period on 30 February', (f) => { f.closePeriods = [{ from: '2026-02-30', until: '2026-03-02' }]; }, { path: 'closePeriods.0.from', message: 'is not a calendar date' }],
    ['a close period ending before it starts', (f) => { f.closePeriods = [{ from: '2026-12-26', until: '2026-12-24' }]; }, { path: 'closePeriods.0.until', message: 'must not be before "from"' }],
    ['a price with three decimals', (f) => { f.products[0]!.price = 6.905; }, { path: 'products.0.price', message: 'must have at most two decimals' }],
    ['an image above the file', (f) => { f.products[0]!.image = '../secret.png'; }, { path: 'products.0.image', message: 'must be an http(s) URL or a path relative to the import file without ".."' }],
    ['a voucher code with a space', (f) => { f.vouchers![0]!.code = 'BENVENUTO 10'; }, { path: 'vouchers.0.code', message: 'must be letters, digits, "-" or "_"' }],
    ['a table QR code of three letters', (f) => { f.tables![0]!.qrCode = 'abc'; }, { path: 'tables.0.qrCode', message: 'must be 4–64 letters, digits, "-" or "_"' }],
    ['a zone postal code with letters', (f) => { f.deliveryZones![0]!.postalCode = '10A15'; }, { path: 'deliveryZones.0.postalCode', message: 'must be numeric' }],
    ['a colour name', (f) => { f.restaurant.theme!.primaryColor = 'green'; }, { path: 'restaurant.theme.primaryColor', message: 'must be a colour like "#2e7d32"' }],
    ['a social link over http', (f) => { f.restaurant.social!.facebook = 'http://facebook.com/x'; }, { path: 'restaurant.social.facebook', message: 'must be an https:// link' }],
    ['a secret where a variable name belongs', (f) => { f.paymentMethods![0]!.configKeys = { apiKey: 'live_abc123' }; }, { path: 'paymentMethods.0.configKeys.apiKey', message: 'must be the NAME of a configuration variable, never a secret' }],
    ['a voucher ending before it starts', (f) => { Object.assign(f.vouchers![0]!, { validFrom: '2026-12-01', validUntil: '2026-11-01' }); }, { path: 'vouchers.0.validUntil', message: 'must not be before validFrom' }],
    ['a percent voucher of 120', (f) => { f.vouchers![0]!.value = 120; }, { path: 'vouchers.0.value', message: 'a percent voucher must be above 0 and at most 100' }],
    ['a group minimum above its maximum', (f) => { Object.assign(f.attributeGroups![0]!, { minimum: 2, maximum: 1 }); }, { path: 'attributeGroups.0.minimum', message: 'must not exceed maximum' }],
    ['a single-select group of two', (f) => { Object.assign(f.attributeGroups![0]!, { maximum: 2 }); }, { path: 'attributeGroups.0.maximum', message: 'a single-select group has maximum 1' }],
    ['a group maximum above its items', (f) => { Object.assign(f.attributeGroups![0]!, { multiSelect: true, maximum: 5 }); }, { path: 'attributeGroups.0.maximum', message: 'must not exceed the number of items' }],
    ['a category key twice', (f) => { f.categories[1]!.key = f.categories[0]!.key; }, { path: 'categories.1.key', message: `duplicate key "${demo().categories[0]!.key}"` }],
  ];

  it.each(cases)('%s', (_name, change, expected) => {
    const file = demo() as File;
    change(file);
    expect(issuesOf(file)).toContainEqual(expected);
  });
});
