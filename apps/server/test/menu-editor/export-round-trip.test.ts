import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantImportSchema, type MenuDocument, type RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import { products } from '../../src/db/schema/menu.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { cleanImportHtml } from '../../src/modules/restaurant/import/clean-import-html.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixturesDir = path.resolve(import.meta.dirname, '../../../../e2e/fixtures');
const files = [
  { name: 'demo', file: demoDataFile },
  ...readdirSync(fixturesDir)
    .filter((name) => name.endsWith('-restaurant.json'))
    .map((name) => ({ name, file: path.join(fixturesDir, name) })),
];

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Two files mean the same restaurant when they parse to the same thing, up to the order of lists
 * that are sets (a group's categories and dishes, a dish's happy hours).
 */
function normalised(file: unknown): RestaurantImport {
  const parsed = cleanImportHtml(restaurantImportSchema.parse(file));
  const byText = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const menu: Pick<MenuDocument, 'products' | 'attributeGroups'> = {
    products: parsed.products.map((p) => ({ ...p, happyHours: byText(p.happyHours) })),
    attributeGroups: parsed.attributeGroups.map((g) => ({ ...g, categories: byText(g.categories), products: byText(g.products) })),
  };
  const { $schema: _schema, ...rest } = { ...parsed, ...menu };
  return rest as RestaurantImport;
}

async function idOf(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`no restaurant ${slug}`);
  return row.id;
}

describe('export and import give the same restaurant', () => {
  for (const { name, file } of files) {
    it(`round-trips ${name}`, async () => {
      const original = read(file);
      const imported = await importRestaurant(t.database.db, original, { sourceDir: path.dirname(file) });
      expect(imported.ok, JSON.stringify(imported)).toBe(true);
      const slug = (original as { restaurant: { slug: string } }).restaurant.slug;
      const exported = await exportRestaurant(t.database.db, await idOf(slug));
      expect(normalised(exported)).toEqual(normalised(original));

      const again = await importRestaurant(t.database.db, exported);
      expect(again.ok, JSON.stringify(again)).toBe(true);
      expect(await exportRestaurant(t.database.db, await idOf(slug))).toEqual(exported);
    });
  }
});

describe('a re-import keeps the service going', () => {
  it('keeps stock taken by orders and sold-out dishes unless the file says resetStock', async () => {
    const demo = read(demoDataFile) as { products: { key: string; stock?: number | null }[] };
    // One dish with a counted stock (5), one unlimited.
    const original = { ...demo, products: demo.products.map((p, i) => (i === 0 ? { ...p, stock: 5 } : { ...p, stock: null })) };
    expect((await importRestaurant(t.database.db, { ...original, resetStock: true })).ok).toBe(true);
    const restaurantId = await idOf('demo');
    const limited = { key: original.products[0]!.key, stock: 5 };
    const soldOut = original.products[1]!;
    const stockOf = async (key: string) =>
      (await t.database.db.select({ stock: products.stock, restaurantId: products.restaurantId, key: products.key }).from(products).where(eq(products.key, key))).find(
        (row) => row.restaurantId === restaurantId,
      )?.stock;
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.key, limited.key));
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.key, soldOut.key));

    expect((await importRestaurant(t.database.db, original)).ok).toBe(true);
    expect(await stockOf(limited.key)).toBe(1);
    expect(await stockOf(soldOut.key)).toBe(0);

    expect((await importRestaurant(t.database.db, { ...original, resetStock: true })).ok).toBe(true);
    expect(await stockOf(limited.key)).toBe(limited.stock);
    expect(await stockOf(soldOut.key)).toBeNull();
  });
});
