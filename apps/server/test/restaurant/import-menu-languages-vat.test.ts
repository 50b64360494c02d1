import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import { attributeGroups, attributeItems, categories, products, subcategories } from '../../src/db/schema/menu.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { findRestaurantBySlug } from '../../src/modules/restaurant/repo.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = (): RestaurantImportInput => JSON.parse(readFileSync(demoDataFile, 'utf8'));
const db = () => t.database.db;

function asRestaurant(file: RestaurantImportInput, slug: string): RestaurantImportInput {
  file.restaurant.slug = slug;
  file.restaurant.name = `Tavola ${slug}`;
  file.restaurant.publicClient = { clientId: `${slug}-storefront`, clientSecret: `${slug}-public-client-secret` };
  return file;
}

async function product(restaurantId: number, key: string) {
  const [row] = await db()
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.key, key)));
  return row!;
}

async function category(restaurantId: number, key: string) {
  const [row] = await db()
    .select()
    .from(categories)
    .where(and(eq(categories.restaurantId, restaurantId), eq(categories.key, key)));
  return row!;
}

describe('importing translations, VAT and dietary flags', () => {
  it('writes them as the file gives them (VAT in basis points, vegan dishes vegetarian too)', async () => {
    const file = asRestaurant(demo(), 'languages');
    file.products.find((p) => p.key === 'tiramisu')!.vatRate = 5.5;
    const group = file.attributeGroups![0]!;
    group.translations = { en: { name: 'Size' } };
    group.items[0]!.translations = { fr: { name: 'Petite' } };
    file.categories[0]!.subcategories![0]!.translations = { en: { name: 'Hot' } };
    const outcome = await importRestaurant(db(), file);
    expect(outcome.ok).toBe(true);
    const restaurant = (await findRestaurantBySlug(db(), 'languages'))!;
    expect(restaurant.vatDefaultRateBp).toBe(700);

    expect(await product(restaurant.id, 'panzanella')).toMatchObject({
      name: 'Panzanella toscana',
      translations: { en: { name: 'Tuscan bread salad' }, de: { name: 'Toskanischer Brotsalat' } },
      vegetarian: true,
      vegan: true,
      vatRateBp: null,
    });
    // the file says only "vegan": the importer stores it as vegetarian too
    expect(await product(restaurant.id, 'pizza-marinara')).toMatchObject({ vegetarian: true, vegan: true });
    expect(await product(restaurant.id, 'chinotto')).toMatchObject({ additives: ['colouring', 'caffeine'] });
    expect(await product(restaurant.id, 'tiramisu')).toMatchObject({ vatRateBp: 550 });
    expect(await category(restaurant.id, 'bevande')).toMatchObject({ vatRateBp: 1900 });
    expect((await category(restaurant.id, 'insalate')).translations).toEqual({
      en: { name: 'Salads' },
      fr: { name: 'Salades' },
      ar: { name: 'سلطات' },
    });
    const [groupRow] = await db().select().from(attributeGroups).where(and(eq(attributeGroups.restaurantId, restaurant.id), eq(attributeGroups.key, group.key)));
    expect(groupRow!.translations).toEqual({ en: { name: 'Size' } });
    const [itemRow] = await db().select().from(attributeItems).where(and(eq(attributeItems.restaurantId, restaurant.id), eq(attributeItems.key, group.items[0]!.key)));
    expect(itemRow!.translations).toEqual({ fr: { name: 'Petite' } });
    const [subRow] = await db().select().from(subcategories).where(and(eq(subcategories.restaurantId, restaurant.id), eq(subcategories.key, 'antipasti-caldi')));
    expect(subRow!.translations).toEqual({ en: { name: 'Hot' } });
  });

  it('imports a file written before these fields existed, and a re-import without them clears them', async () => {
    const file = asRestaurant(demo(), 'old-format');
    delete file.restaurant.vat;
    for (const c of file.categories) {
      delete c.translations;
      delete c.vatRate;
    }
    for (const p of file.products) {
      delete p.translations;
      delete p.vegetarian;
      delete p.vegan;
      delete p.additives;
    }
    expect((await importRestaurant(db(), asRestaurant(demo(), 'old-format'))).ok).toBe(true);
    expect((await importRestaurant(db(), file)).ok).toBe(true);
    const restaurant = (await findRestaurantBySlug(db(), 'old-format'))!;
    expect(restaurant.vatDefaultRateBp).toBeNull();
    expect(await product(restaurant.id, 'panzanella')).toMatchObject({
      translations: {},
      vegetarian: false,
      vegan: false,
      additives: [],
      vatRateBp: null,
    });
    expect(await category(restaurant.id, 'bevande')).toMatchObject({ vatRateBp: null, translations: {} });
  });

  it('refuses a VAT rate without a restaurant default, and one with three decimals', async () => {
    const file = asRestaurant(demo(), 'bad-vat');
    file.products[0]!.vatRate = 7.125;
    delete file.restaurant.vat;
    const outcome = await importRestaurant(db(), file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        { path: 'products.0.vatRate', message: 'must have at most two decimals' },
        { path: 'categories.6.vatRate', message: 'needs restaurant.vat (its defaultRate)' },
      ]),
    );
  });
});
