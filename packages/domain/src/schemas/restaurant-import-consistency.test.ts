import { describe, expect, it } from 'vitest';
import { parsed } from '../../test-support/schema-codes.ts';
import { importIssues, menuDocumentSchema, restaurantImportSchema } from './restaurant-import.ts';

// The cross checks of an import file (which only the whole file can tell): VAT without the restaurant's
// default, package steps, attribute groups, and how importIssues words and places every problem.

type Row = Record<string, unknown>;

/** A small pizzeria that only offers pickup (so it needs no delivery zone), with a package and a group. */
function pizzeria() {
  return {
    formatVersion: 1,
    restaurant: {
      slug: 'da-luca',
      name: 'Trattoria Da Luca',
      timeZone: 'Europe/Berlin',
      publicClient: { clientId: 'storefront-da-luca', clientSecret: 'public-client-da-luca-2026' },
      contact: { street: 'Bergmannstraße', postalCode: '10961', city: 'Berlin', country: 'Deutschland' },
      modes: { shopProviding: true },
    } as Row,
    deliveryTypes: [{ type: 'pickup', leadMinutes: 20, availableDays: 3, openingHours: [] }],
    paymentMethods: [{ method: 'cash', label: 'Bar' }],
    categories: [
      { key: 'pizza', name: 'Pizza' },
      { key: 'getraenke', name: 'Getränke' },
    ] as Row[],
    products: [
      { key: 'margherita', category: 'pizza', name: 'Margherita', price: 8.5 },
      { key: 'diavola', category: 'pizza', name: 'Diavola', price: 10 },
      { key: 'cola', category: 'getraenke', name: 'Cola', price: 3 },
      {
        key: 'pizza-und-getraenk',
        category: 'pizza',
        name: 'Pizza und Getränk',
        price: 12,
        packageSteps: [
          { key: 'pizza', name: 'Deine Pizza', min: 1, max: 2, products: ['margherita', 'diavola'] },
          { key: 'getraenk', name: 'Dein Getränk', min: 1, max: 1, products: ['cola'] },
        ] as Row[],
      },
    ] as Row[],
    attributeGroups: [
      {
        key: 'extras',
        name: 'Extras',
        maximum: 2,
        items: [
          { key: 'extra-kaese', name: 'Extra Käse', price: 1.5 },
          { key: 'oliven', name: 'Oliven', price: 1 },
        ] as Row[],
        categories: ['pizza'] as unknown[],
        products: ['diavola'] as unknown[],
      },
    ] as Row[],
  };
}

const packageIndex = 3;

function issuesOf(input: unknown) {
  const result = restaurantImportSchema.safeParse(input);
  return result.success ? [] : importIssues(result.error);
}

function menuIssuesOf(input: unknown) {
  const result = menuDocumentSchema.safeParse(input);
  return result.success ? [] : importIssues(result.error);
}

const packageSteps = (file: ReturnType<typeof pizzeria>) => file.products[packageIndex]!.packageSteps as Row[];
const extras = (file: ReturnType<typeof pizzeria>) => file.attributeGroups[0]!;

describe('a consistent file', () => {
  it('passes every cross check: known categories and products, steps and groups within what they offer', () => {
    expect(issuesOf(pizzeria())).toEqual([]);
  });
});

describe('VAT rates need the restaurant default', () => {
  it('refuses a product VAT rate when the restaurant declares no VAT, at that product only', () => {
    const file = pizzeria();
    file.products[1]!.vatRate = 19;
    expect(issuesOf(file)).toEqual([{ path: 'products.1.vatRate', message: 'needs restaurant.vat (its defaultRate)' }]);
  });

  it('accepts product and category rates once the restaurant has a default rate', () => {
    const file = pizzeria();
    file.restaurant.vat = { defaultRate: 7 };
    file.products[1]!.vatRate = 19;
    file.categories[1]!.vatRate = 19;
    expect(issuesOf(file)).toEqual([]);
  });

  it('does not ask for the default when the restaurant itself is not an object', () => {
    const file = pizzeria() as Row;
    file.restaurant = 'Trattoria Da Luca';
    (file.products as Row[])[1]!.vatRate = 19;
    (file.categories as Row[])[0]!.vatRate = 19;
    expect(issuesOf(file)).toEqual([{ path: 'restaurant', message: 'Invalid input: expected object, received string' }]);
  });

  it('checks a menu alone without the restaurant, so its rates need no default there', () => {
    const { categories, products, attributeGroups } = pizzeria();
    products[1]!.vatRate = 19;
    categories[0]!.vatRate = 7;
    expect(menuIssuesOf({ categories, products, attributeGroups })).toEqual([]);
  });
});

describe('package steps', () => {
  it('refuses a step key twice within one package', () => {
    const file = pizzeria();
    packageSteps(file)[1]!.key = 'pizza';
    expect(issuesOf(file)).toEqual([
      { path: `products.${packageIndex}.packageSteps.1.key`, message: 'duplicate key "pizza"' },
    ]);
  });

  it('lets a step ask for as many products as it offers, not one more', () => {
    const file = pizzeria();
    packageSteps(file)[0]!.max = 2;
    expect(issuesOf(file)).toEqual([]);
    packageSteps(file)[0]!.max = 3;
    expect(issuesOf(file)).toEqual([
      {
        path: `products.${packageIndex}.packageSteps.0.max`,
        message: 'must not exceed the number of products in the step',
      },
    ]);
  });

  it('names an unknown product of a step', () => {
    const file = pizzeria();
    (packageSteps(file)[1]!.products as string[]).push('limonade');
    expect(issuesOf(file)).toEqual([
      { path: `products.${packageIndex}.packageSteps.1.products.1`, message: 'unknown product "limonade"' },
    ]);
  });

  it('refuses a package inside a package', () => {
    const file = pizzeria();
    (packageSteps(file)[1]!.products as string[]).push('pizza-und-getraenk');
    expect(issuesOf(file)).toEqual([
      {
        path: `products.${packageIndex}.packageSteps.1.products.1`,
        message: '"pizza-und-getraenk" is a package; packages cannot be nested',
      },
    ]);
  });

  it('reports a step product that is not a key only as a wrong type, not as an unknown product', () => {
    const file = pizzeria();
    packageSteps(file)[1]!.products = [42];
    expect(issuesOf(file)).toEqual([
      {
        path: `products.${packageIndex}.packageSteps.1.products.0`,
        message: 'Invalid input: expected string, received number',
      },
    ]);
  });
});

describe('attribute groups', () => {
  it('refuses an item key twice within one group', () => {
    const file = pizzeria();
    extras(file).items = [
      { key: 'oliven', name: 'Oliven', price: 1 },
      { key: 'oliven', name: 'Schwarze Oliven', price: 1.2 },
    ];
    expect(issuesOf(file)).toEqual([{ path: 'attributeGroups.0.items.1.key', message: 'duplicate key "oliven"' }]);
  });

  it('lets a group allow as many choices as it has items, not one more', () => {
    const file = pizzeria();
    extras(file).maximum = 2;
    expect(issuesOf(file)).toEqual([]);
    extras(file).maximum = 3;
    expect(issuesOf(file)).toEqual([
      { path: 'attributeGroups.0.maximum', message: 'must not exceed the number of items' },
    ]);
  });

  it('names an unknown category of a group and lets the known ones pass', () => {
    const file = pizzeria();
    extras(file).categories = ['pizza', 'pasta', 'getraenke'];
    expect(issuesOf(file)).toEqual([{ path: 'attributeGroups.0.categories.1', message: 'unknown category "pasta"' }]);
  });

  it('reports a group category that is not a key only as a wrong type', () => {
    const file = pizzeria();
    extras(file).categories = [7];
    expect(issuesOf(file)).toEqual([
      { path: 'attributeGroups.0.categories.0', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('names an unknown product of a group and lets the known ones pass', () => {
    const file = pizzeria();
    extras(file).products = ['diavola', 'calzone', 'margherita'];
    expect(issuesOf(file)).toEqual([{ path: 'attributeGroups.0.products.1', message: 'unknown product "calzone"' }]);
  });
});

describe('the menu document (the owner draft)', () => {
  it('is the categories, products and groups of a file, with their defaults', () => {
    const { categories, products, attributeGroups } = pizzeria();
    const menu = parsed(menuDocumentSchema, {
      categories: [categories[1]],
      products: [products[2]],
      attributeGroups: [{ ...attributeGroups[0], categories: ['getraenke'], products: ['cola'] }],
    });
    expect(menu).toEqual({
      categories: [
        {
          key: 'getraenke',
          name: 'Getränke',
          translations: {},
          extra: false,
          hidden: false,
          subcategories: [],
        },
      ],
      products: [
        {
          key: 'cola',
          category: 'getraenke',
          name: 'Cola',
          translations: {},
          price: 3,
          stock: null,
          allergens: [],
          additives: [],
          vegetarian: false,
          vegan: false,
          happyHours: [],
          additionalInfo: { name: false, date: false },
          pinned: false,
          multipleAllowed: true,
          deliveryTypes: [],
        },
      ],
      attributeGroups: [
        {
          key: 'extras',
          name: 'Extras',
          translations: {},
          minimum: 0,
          maximum: 2,
          multiSelect: true,
          items: [
            { key: 'extra-kaese', name: 'Extra Käse', translations: {}, price: 1.5 },
            { key: 'oliven', name: 'Oliven', translations: {}, price: 1 },
          ],
          categories: ['getraenke'],
          products: ['cola'],
        },
      ],
    });
  });

  it('takes nothing but the menu', () => {
    const { categories, products } = pizzeria();
    expect(menuIssuesOf({ categories, products, formatVersion: 1 })).toEqual([
      { path: 'formatVersion', message: 'unknown field' },
    ]);
  });

  it('runs its cross checks even when a field is broken, so one pass lists every problem', () => {
    const { categories, products, attributeGroups } = pizzeria();
    products[0]!.price = 'acht';
    products[1]!.category = 'pasta';
    expect(menuIssuesOf({ categories, products, attributeGroups })).toEqual([
      { path: 'products.0.price', message: 'Invalid input: expected number, received string' },
      { path: 'products.1.category', message: 'unknown category "pasta"' },
    ]);
  });
});

describe('how the file problems are listed', () => {
  it('runs the cross checks of a whole file even when a field has the wrong type, keeping its wording', () => {
    const file = pizzeria();
    file.restaurant.name = 42;
    extras(file).products = ['calzone'];
    expect(issuesOf(file)).toEqual([
      { path: 'restaurant.name', message: 'Invalid input: expected string, received number' },
      { path: 'attributeGroups.0.products.0', message: 'unknown product "calzone"' },
    ]);
  });

  it('says "(file)" for the file as a whole, "is required" for nothing at all', () => {
    expect(issuesOf('restaurant.json')).toEqual([
      { path: '(file)', message: 'Invalid input: expected object, received string' },
    ]);
    expect(issuesOf(undefined)).toEqual([{ path: '(file)', message: 'is required' }]);
  });
});
