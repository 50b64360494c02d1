import { describe, expect, it } from 'vitest';
import { readRepoJson } from '../../test-support/repo-files.ts';
import { importIssues, restaurantImportSchema, type RestaurantImportInput } from './restaurant-import.ts';

type File = RestaurantImportInput & Record<string, unknown>;
const demo = (): File => readRepoJson(import.meta.dirname, 'data/demo/restaurant.json');

function issuesOf(input: unknown) {
  const result = restaurantImportSchema.safeParse(input);
  return result.success ? [] : importIssues(result.error);
}

describe('restaurant import: the same value twice in a list', () => {
  const cases: [string, (file: File) => void, { path: string; message: string }][] = [
    ['a delivery type twice', (f) => { f.deliveryTypes[1]!.type = 'delivery'; }, { path: 'deliveryTypes.1.type', message: 'duplicate type "delivery"' }],
    ['a payment method twice', (f) => { f.paymentMethods[2]!.method = 'cash'; }, { path: 'paymentMethods.2.method', message: 'duplicate method "cash"' }],
    ['a personal information field twice', (f) => { f.personalInformationFields![3]!.field = 'email'; }, { path: 'personalInformationFields.3.field', message: 'duplicate field "email"' }],
    ['a delivery zone postal code twice', (f) => { f.deliveryZones![2]!.postalCode = '10115'; }, { path: 'deliveryZones.2.postalCode', message: 'duplicate postalCode "10115"' }],
    ['an information page key twice', (f) => { f.informationPages![1]!.key = 'allergens'; }, { path: 'informationPages.1.key', message: 'duplicate key "allergens"' }],
    ['a table key twice', (f) => { f.tables![1]!.key = 'table-1'; }, { path: 'tables.1.key', message: 'duplicate key "table-1"' }],
    ['a table name twice', (f) => { f.tables![2]!.name = 'Tisch 1'; }, { path: 'tables.2.name', message: 'duplicate name "Tisch 1"' }],
    ['a table QR code twice', (f) => { f.tables![3]!.qrCode = 'demo-t1'; }, { path: 'tables.3.qrCode', message: 'duplicate qrCode "demo-t1"' }],
    ['a voucher code twice, in other letter case', (f) => { f.vouchers![1]!.code = 'Benvenuto10'; }, { path: 'vouchers.1.code', message: 'duplicate code "Benvenuto10"' }],
    ['an attribute group key twice', (f) => { f.attributeGroups![1]!.key = 'pizza-size'; }, { path: 'attributeGroups.1.key', message: 'duplicate key "pizza-size"' }],
    ['a blog tag key twice', (f) => { f.blogTags![1]!.key = 'kitchen'; }, { path: 'blogTags.1.key', message: 'duplicate key "kitchen"' }],
    ['a blog post slug twice', (f) => { f.blogPosts![1]!.slug = f.blogPosts![0]!.slug; }, { path: 'blogPosts.1.slug', message: 'duplicate slug "fresh-pasta-every-morning"' }],
    [
      'a ticket time key twice',
      (f) => {
        f.ticketTimes = [
          { key: 'sunday-brunch', day: 'sunday', time: '10:00', durationMinutes: 120 },
          { key: 'sunday-brunch', day: 'sunday', time: '12:30', durationMinutes: 120 },
        ];
      },
      { path: 'ticketTimes.1.key', message: 'duplicate key "sunday-brunch"' },
    ],
    [
      'a subcategory key in two categories',
      (f) => { f.categories[1]!.subcategories![0]!.key = 'antipasti-caldi'; },
      { path: 'categories.1.subcategories.0.key', message: 'duplicate key "antipasti-caldi"' },
    ],
  ];

  it.each(cases)('refuses %s, pointing at the second one', (_name, change, expected) => {
    const file = demo();
    change(file);
    expect(issuesOf(file)).toContainEqual(expected);
  });

  it('reports the duplicate as a custom issue of the file', () => {
    const file = demo();
    file.tables![1]!.key = 'table-1';
    const result = restaurantImportSchema.safeParse(file);
    expect(result.error?.issues).toEqual([{ code: 'custom', path: ['tables', 1, 'key'], message: 'duplicate key "table-1"' }]);
  });

  it('compares voucher codes upper-cased, the way the server stores them', () => {
    const file = demo();
    file.vouchers![0]!.code = 'STRASSE';
    file.vouchers![1]!.code = 'straße';
    expect(issuesOf(file)).toEqual([
      { path: 'vouchers.1.code', message: 'must be letters, digits, "-" or "_"' },
      { path: 'vouchers.1.code', message: 'duplicate code "straße"' },
    ]);
  });

  it('does not count missing values as the same value', () => {
    const file = demo();
    delete file.tables![0]!.qrCode;
    delete file.tables![1]!.qrCode;
    expect(issuesOf(file)).toEqual([]);
  });

  it('does not count subcategories without a key as the same subcategory', () => {
    const file = demo();
    file.categories.push({
      key: 'dolci-della-casa',
      name: 'Dolci della casa',
      priority: 10,
      subcategories: [{ name: 'Torte' } as never, { name: 'Gelati' } as never],
    });
    expect(issuesOf(file)).toEqual([
      { path: 'categories.9.subcategories.0.key', message: 'is required' },
      { path: 'categories.9.subcategories.1.key', message: 'is required' },
    ]);
  });
});

describe('restaurant import: references between lists', () => {
  it('refuses a blog post tag that no blog tag defines', () => {
    const file = demo();
    file.blogPosts![1]!.tags = ['recipes', 'events'];
    expect(issuesOf(file)).toEqual([{ path: 'blogPosts.1.tags.1', message: 'unknown blog tag "events"' }]);
  });

  it('leaves a blog post tag that is not text to the type check', () => {
    const file = demo();
    file.blogPosts![0]!.tags = ['kitchen', 42 as never];
    expect(issuesOf(file)).toEqual([
      { path: 'blogPosts.0.tags.1', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('refuses a payment method for a delivery type the restaurant does not offer', () => {
    const file = demo();
    file.deliveryTypes = file.deliveryTypes.filter((type) => type.type !== 'pickup');
    expect(issuesOf(file)).toEqual([
      { path: 'paymentMethods.1.deliveryTypes.1', message: 'delivery type "pickup" is not offered' },
    ]);
  });

  it('leaves a payment delivery type that is not text to the type check', () => {
    const file = demo();
    file.paymentMethods[1]!.deliveryTypes = ['delivery', 2 as never];
    expect(issuesOf(file)).toEqual([
      { path: 'paymentMethods.1.deliveryTypes.1', message: 'Invalid option: expected one of "delivery"|"pickup"|"here"' },
    ]);
  });
});

describe('restaurant import: a file that is not an object', () => {
  it('answers null with one issue instead of failing in the cross checks', () => {
    expect(issuesOf(null)).toEqual([{ path: '(file)', message: 'Invalid input: expected object, received null' }]);
  });

  it('reads no lists from a value that is not an object, even one carrying their names', () => {
    const notAFile = Object.assign(() => 'menu', { tables: [{ key: 'table-1' }, { key: 'table-1' }] });
    expect(issuesOf(notAFile)).toEqual([{ path: '(file)', message: 'Invalid input: expected object, received function' }]);
  });
});
