import { describe, expect, it } from 'vitest';
import type { RestaurantImportInput } from './restaurant-import.ts';

// The module is loaded inside each test, not by a top-level import: a file whose imports fail to load
// reports no failed test at all, so a broken module (e.g. a file shape that no longer has the fields its
// menu part picks) must fail here, in a test.
const load = () => import('./restaurant-import.ts');

async function issuesOf(input: unknown) {
  const { importIssues, restaurantImportSchema } = await load();
  const result = restaurantImportSchema.safeParse(input);
  return result.success ? [] : importIssues(result.error);
}

type File = RestaurantImportInput & Record<string, unknown>;

/** A small restaurant that offers pickup only, with two pizzas and a lunch menu of one step. */
function minimalFile(): File {
  return {
    formatVersion: 1,
    restaurant: {
      slug: 'trattoria-anna',
      name: 'Trattoria Anna',
      timeZone: 'Europe/Berlin',
      publicClient: { clientId: 'anna-storefront', clientSecret: 'anna-storefront-public-client' },
      contact: { street: 'Torstraße', houseNumber: '121', postalCode: '10119', city: 'Berlin', country: 'Deutschland' },
      modes: { shopProviding: true },
      vat: { defaultRate: 7 },
    },
    deliveryTypes: [
      { type: 'pickup', leadMinutes: 20, availableDays: 3, openingHours: [{ day: 'monday', from: '11:30', until: '22:00' }] },
    ],
    paymentMethods: [{ method: 'cash', label: 'Cash at the counter' }],
    categories: [{ key: 'pizze', name: 'Pizze' }],
    products: [
      { key: 'margherita', category: 'pizze', name: 'Pizza Margherita', price: 8.5 },
      { key: 'diavola', category: 'pizze', name: 'Pizza Diavola', price: 10.9 },
      {
        key: 'menu-pranzo',
        category: 'pizze',
        name: 'Menu pranzo',
        price: 12,
        packageSteps: [{ key: 'pizza', name: 'Your pizza', min: 1, max: 2, products: ['margherita', 'diavola'] }],
      },
    ],
  };
}

describe('a minimal import file', () => {
  it('is accepted as it is', async () => {
    expect(await issuesOf(minimalFile())).toEqual([]);
  });
});

describe('delivery types and VAT in the stored form', () => {
  it('numbers the delivery types as the HTTP contract does: 1 delivery, 2 pickup, 3 here', async () => {
    const { DELIVERY_TYPE_IDS } = await load();
    expect(DELIVERY_TYPE_IDS).toEqual({ delivery: 1, pickup: 2, here: 3 });
  });

  it('stores a VAT rate in percent as basis points', async () => {
    const { vatRateToBasisPoints } = await load();
    expect(vatRateToBasisPoints(7)).toBe(700);
    expect(vatRateToBasisPoints(19)).toBe(1900);
    expect(vatRateToBasisPoints(5.5)).toBe(550);
    expect(vatRateToBasisPoints(0)).toBe(0);
  });

  it('says a VAT rate with three decimals has too many', async () => {
    const file = minimalFile();
    file.products[0]!.vatRate = 7.125;
    expect(await issuesOf(file)).toEqual([{ path: 'products.0.vatRate', message: 'must have at most two decimals' }]);
  });

  it('describes a VAT rate for editors of the file', async () => {
    const { vatRateSchema } = await load();
    expect(vatRateSchema.description).toBe('VAT in percent (7 = 7 %), at most two decimals.');
  });
});

describe('the restaurant block', () => {
  it('says a contact postal code with letters must be numeric', async () => {
    const file = minimalFile();
    file.restaurant.contact.postalCode = 'SW1A 1AA';
    expect(await issuesOf(file)).toEqual([{ path: 'restaurant.contact.postalCode', message: 'must be numeric' }]);
  });

  it('answers email_invalid for a reservation mail address that is malformed or longer than 254 characters', async () => {
    const file = minimalFile();
    file.restaurant.settings = { reservations: { notifyEmail: 'tische-at-trattoria-anna.example' } };
    expect(await issuesOf(file)).toEqual([{ path: 'restaurant.settings.reservations.notifyEmail', message: 'email_invalid' }]);

    file.restaurant.settings = { reservations: { notifyEmail: `${'t'.repeat(242)}@anna.example` } };
    expect(await issuesOf(file)).toEqual([{ path: 'restaurant.settings.reservations.notifyEmail', message: 'email_invalid' }]);

    file.restaurant.settings = { reservations: { notifyEmail: `${'t'.repeat(241)}@anna.example` } };
    expect(await issuesOf(file)).toEqual([]);
  });

  it('trims the cuisines and refuses a blank one', async () => {
    const { restaurantImportSchema } = await load();
    const file = minimalFile();
    file.restaurant.settings = { servesCuisine: ['  Italian ', 'Pizza'] };
    expect(restaurantImportSchema.parse(file).restaurant.settings.servesCuisine).toEqual(['Italian', 'Pizza']);

    file.restaurant.settings = { servesCuisine: ['Italian', '   '] };
    expect((await issuesOf(file)).map((issue) => issue.path)).toEqual(['restaurant.settings.servesCuisine.1']);
  });

  it('answers field_invalid for a slot step that is not one of the choices', async () => {
    const file = minimalFile();
    file.deliveryTypes[0]!.slotStepMinutes = 7 as never;
    expect(await issuesOf(file)).toEqual([{ path: 'deliveryTypes.0.slotStepMinutes', message: 'field_invalid' }]);
    file.deliveryTypes[0]!.slotStepMinutes = 30;
    expect(await issuesOf(file)).toEqual([]);
  });
});

describe('time zones', () => {
  it('refuses zone abbreviations that Intl knows but that name no region', async () => {
    const { isIanaTimeZone } = await load();
    for (const abbreviation of ['CET', 'GMT', 'EST', 'Zulu']) expect(isIanaTimeZone(abbreviation)).toBe(false);
    expect(isIanaTimeZone('Europe/Paris')).toBe(true);
  });
});

describe('images', () => {
  const message = 'must be an http(s) URL or a path relative to the import file without ".."';

  it('refuses an absolute path, also one that mentions a URL further on', async () => {
    const file = minimalFile();
    file.products[0]!.image = '/srv/images/margherita.jpg';
    file.products[1]!.image = '/images/diavola.jpg?from=https://cdn.example.com/diavola.jpg';
    expect(await issuesOf(file)).toEqual([
      { path: 'products.0.image', message },
      { path: 'products.1.image', message },
    ]);
  });

  it('keeps a plain http URL as it is, even with ".." in it', async () => {
    const { restaurantImportSchema } = await load();
    const file = minimalFile();
    file.products[0]!.image = 'http://cdn.example.com/menu/../margherita.jpg';
    file.products[1]!.image = 'images/diavola.jpg';
    const products = restaurantImportSchema.parse(file).products;
    expect(products.map((product) => product.image)).toEqual([
      'http://cdn.example.com/menu/../margherita.jpg',
      'images/diavola.jpg',
      undefined,
    ]);
  });
});

describe('vouchers', () => {
  const percent = { code: 'BENVENUTO10', kind: 'percent', value: 10 } as const;
  const withVoucher = (voucher: Record<string, unknown>): File => ({ ...minimalFile(), vouchers: [voucher as never] });

  it('accepts a percent voucher of exactly 100 and a fixed one above 100', async () => {
    expect(await issuesOf(withVoucher({ ...percent, value: 100 }))).toEqual([]);
    expect(await issuesOf(withVoucher({ code: 'GUTSCHEIN150', kind: 'fixed', value: 150 }))).toEqual([]);
  });

  it('refuses a percent voucher of 0', async () => {
    expect(await issuesOf(withVoucher({ ...percent, value: 0 }))).toEqual([
      { path: 'vouchers.0.value', message: 'a percent voucher must be above 0 and at most 100' },
    ]);
  });

  it('accepts a voucher with only a start, only an end, or valid on one day', async () => {
    expect(await issuesOf(withVoucher({ ...percent, validFrom: '2026-06-01' }))).toEqual([]);
    expect(await issuesOf(withVoucher({ ...percent, validUntil: '2026-08-31' }))).toEqual([]);
    expect(await issuesOf(withVoucher({ ...percent, validFrom: '2026-12-24', validUntil: '2026-12-24' }))).toEqual([]);
  });
});

describe('package steps', () => {
  it('says a step asking for more than it allows at most is wrong at its min', async () => {
    const file = minimalFile();
    Object.assign(file.products[2]!.packageSteps![0]!, { min: 2, max: 1 });
    expect(await issuesOf(file)).toEqual([{ path: 'products.2.packageSteps.0.min', message: 'min must not exceed max' }]);
  });

  it('accepts a step whose min equals its max', async () => {
    const file = minimalFile();
    Object.assign(file.products[2]!.packageSteps![0]!, { min: 2, max: 2 });
    expect(await issuesOf(file)).toEqual([]);
  });
});

describe('cross checks on a broken file', () => {
  it('reads a null row as an empty one instead of failing', async () => {
    const file = minimalFile();
    file.products = [null as never, ...file.products];
    file.tables = [null as never];
    expect(await issuesOf(file)).toEqual([
      { path: 'tables.0', message: 'Invalid input: expected object, received null' },
      { path: 'products.0', message: 'Invalid input: expected object, received null' },
    ]);
  });

  it('reads no fields of a row that is not an object (a function has a name of its own)', async () => {
    const file = minimalFile();
    const table = function terrace() {};
    file.tables = [table as never, table as never];
    expect(await issuesOf(file)).toEqual([
      { path: 'tables.0', message: 'Invalid input: expected object, received function' },
      { path: 'tables.1', message: 'Invalid input: expected object, received function' },
    ]);
  });

  it('compares only text: two tables named by the number 12 are a type error, not a duplicate', async () => {
    const file = minimalFile();
    file.tables = [
      { key: 'table-12a', name: 12 as never, capacity: 4 },
      { key: 'table-12b', name: 12 as never, capacity: 2 },
    ];
    expect(await issuesOf(file)).toEqual([
      { path: 'tables.0.name', message: 'Invalid input: expected string, received number' },
      { path: 'tables.1.name', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('needs a delivery zone when delivery is offered, also when the file has no deliveryZones at all', async () => {
    const file = minimalFile();
    file.deliveryTypes.push({
      type: 'delivery',
      leadMinutes: 45,
      availableDays: 3,
      openingHours: [{ day: 'friday', from: '17:00', until: '22:30' }],
    });
    expect(file.deliveryZones).toBeUndefined();
    expect(await issuesOf(file)).toEqual([
      { path: 'deliveryZones', message: 'delivery is offered, so at least one delivery zone is needed' },
    ]);
  });
});
