import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import { products, categories } from '../../src/db/schema/menu.ts';
import { restaurants, vouchers } from '../../src/db/schema/restaurant.ts';
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

/** Row counts of every table the importer writes, to prove a refused file wrote nothing. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = [
    'restaurants',
    'restaurant_delivery_types',
    'opening_hours',
    'close_periods',
    'delivery_zones',
    'payment_methods',
    'legal_pages',
    'information_pages',
    'restaurant_tables',
    'vouchers',
    'ticket_times',
    'categories',
    'subcategories',
    'products',
    'product_happy_hours',
    'attribute_groups',
    'attribute_items',
    'attribute_group_categories',
    'attribute_group_products',
    'package_steps',
    'package_step_products',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db().execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}

async function productIdsByKey(restaurantId: number): Promise<Record<string, number>> {
  const rows = await db()
    .select({ key: products.key, id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), isNull(products.archivedAt)));
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

function otherRestaurant(slug: string): RestaurantImportInput {
  const file = demo();
  file.restaurant.slug = slug;
  file.restaurant.name = `Tavola ${slug}`;
  file.restaurant.publicClient = { clientId: `${slug}-storefront`, clientSecret: `${slug}-public-client-secret` };
  return file;
}

describe('importing a bad file', () => {
  it('lists every problem as path and message and writes nothing', async () => {
    const before = await tableCounts();
    const file = otherRestaurant('broken');
    file.restaurant.timeZone = 'Mars/Olympus';
    file.products[0]!.price = -3;
    file.products[1]!.category = 'desserts';
    file.vouchers![0]!.kind = 'percent';
    file.vouchers![0]!.value = 150;
    const outcome = await importRestaurant(db(), file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => e.path)).toEqual(
      expect.arrayContaining(['restaurant.timeZone', 'products.0.price', 'products.1.category', 'vouchers.0.value']),
    );
    for (const error of outcome.errors) expect(error.message.length).toBeGreaterThan(0);
    expect(await tableCounts()).toEqual(before);
    expect(await findRestaurantBySlug(db(), 'broken')).toBeNull();
  });

  it('refuses social links that are not https (javascript:, data:, http:) (issue 25)', async () => {
    const file = otherRestaurant('scripted');
    file.restaurant.social = {
      facebook: 'javascript:alert(document.cookie)',
      instagram: 'data:text/html,<script>alert(1)</script>',
      twitter: 'http://twitter.example/plain',
      youtube: 'https://youtube.com/@trattoria',
    };
    const outcome = await importRestaurant(db(), file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => e.path).sort()).toEqual(['restaurant.social.facebook', 'restaurant.social.instagram', 'restaurant.social.twitter']);
    expect(await findRestaurantBySlug(db(), 'scripted')).toBeNull();
  });

  it('refuses a public client id another restaurant holds, without writing', async () => {
    const before = await tableCounts();
    const file = otherRestaurant('thief');
    file.restaurant.publicClient.clientId = 'demo-storefront';
    const outcome = await importRestaurant(db(), file);
    expect(outcome).toEqual({
      ok: false,
      errors: [{ path: 'restaurant.publicClient.clientId', message: 'already used by restaurant "demo"' }],
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses relative images missing next to the file', async () => {
    const file = otherRestaurant('no-images');
    file.products[3]!.image = 'images/does-not-exist.svg';
    file.categories[0]!.image = 'images/readme.txt';
    const outcome = await importRestaurant(db(), file, { sourceDir: path.dirname(demoDataFile) });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        { path: 'products.3.image', message: 'file "images/does-not-exist.svg" not found next to the import file' },
        { path: 'categories.0.image', message: expect.stringContaining('is not an image file') },
      ]),
    );
  });
});

describe('re-importing', () => {
  it('upserts without duplicates and keeps ids stable', async () => {
    const demoRow = (await findRestaurantBySlug(db(), 'demo'))!;
    const idsBefore = await productIdsByKey(demoRow.id);
    const before = await tableCounts();
    const outcome = await importRestaurant(db(), demo());
    expect(outcome).toEqual({ ok: true, restaurantId: demoRow.id, slug: 'demo', created: false });
    expect(await tableCounts()).toEqual(before);
    expect(await productIdsByKey(demoRow.id)).toEqual(idsBefore);
    expect((await findRestaurantBySlug(db(), 'demo'))!.menuVersion).toBe(demoRow.menuVersion + 1);
  });

  it('archives rows that left the file and revives them with their old id', async () => {
    const restaurantId = (await findRestaurantBySlug(db(), 'demo'))!.id;
    const idsBefore = await productIdsByKey(restaurantId);
    const file = demo();
    file.products = file.products.filter((p) => p.key !== 'olive');
    file.attributeGroups![1]!.items = file.attributeGroups![1]!.items.filter((i) => i.key !== 'topping-olive');
    expect((await importRestaurant(db(), file)).ok).toBe(true);
    expect(await productIdsByKey(restaurantId)).not.toHaveProperty('olive');

    expect((await importRestaurant(db(), demo())).ok).toBe(true);
    expect((await productIdsByKey(restaurantId)).olive).toBe(idsBefore.olive);
  });

  it('keeps the usage count of vouchers', async () => {
    const restaurantId = (await findRestaurantBySlug(db(), 'demo'))!.id;
    const byCode = and(eq(vouchers.restaurantId, restaurantId), eq(vouchers.code, 'TAVOLA5'));
    await db().update(vouchers).set({ timesUsed: 7 }).where(byCode);
    expect((await importRestaurant(db(), demo())).ok).toBe(true);
    const [row] = await db().select().from(vouchers).where(byCode);
    expect(row).toMatchObject({
      timesUsed: 7,
      kind: 'fixed',
      amountCents: 500,
      usageLimit: 500,
      minimumOrderCents: 3000,
    });
  });

  it('stores money in cents and another restaurant beside the first', async () => {
    const outcome = await importRestaurant(db(), otherRestaurant('second'));
    expect(outcome.ok && outcome.created).toBe(true);
    if (!outcome.ok) return;
    const [margherita] = await db()
      .select()
      .from(products)
      .where(and(eq(products.restaurantId, outcome.restaurantId), eq(products.key, 'pizza-margherita')));
    expect(margherita).toMatchObject({ priceCents: 950, stock: null, allergens: ['gluten', 'milk'] });
    const [water] = await db()
      .select()
      .from(products)
      .where(and(eq(products.restaurantId, outcome.restaurantId), eq(products.key, 'acqua-frizzante')));
    expect(water).toMatchObject({ depotName: 'Pfand glass bottle', depotPriceCents: 15 });
    const demoId = (await findRestaurantBySlug(db(), 'demo'))!.id;
    const demoCategories = await db().select().from(categories).where(eq(categories.restaurantId, demoId));
    const secondCategories = await db()
      .select()
      .from(categories)
      .where(eq(categories.restaurantId, outcome.restaurantId));
    expect(secondCategories).toHaveLength(demoCategories.length);
    expect(secondCategories.map((c) => c.id)).not.toEqual(expect.arrayContaining(demoCategories.map((c) => c.id)));
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, outcome.restaurantId));
    expect(row).toMatchObject({ timeZone: 'Europe/Berlin', publicClientId: 'second-storefront' });
  });

  it('is seen by the menu right away (the import notifies every process)', async () => {
    const first = await t.call({ method: 'GET', url: '/api/restaurant/products?categoryId=2' });
    const margherita = first.body.data.find((p: { name: string }) => p.name === 'Pizza Margherita');
    expect(margherita.price).toBe(9.5);
    const file = demo();
    file.products.find((p) => p.key === 'pizza-margherita')!.price = 10.9;
    expect((await importRestaurant(db(), file)).ok).toBe(true);
    // the import's NOTIFY reaches this process at once on PGlite, a moment later on PostgreSQL
    await expect
      .poll(async () => {
        const second = await t.call({ method: 'GET', url: '/api/restaurant/products?categoryId=2' });
        return second.body.data.find((p: { id: number }) => p.id === margherita.id).price;
      })
      .toBe(10.9);
    expect((await importRestaurant(db(), demo())).ok).toBe(true);
  });
});

describe('images', () => {
  it('copies relative images into the upload store and serves them', async () => {
    const uploadsDir = path.join(t.config.dataDir, 'uploads');
    const outcome = await importRestaurant(db(), demo(), { sourceDir: path.dirname(demoDataFile), uploadsDir });
    expect(outcome.ok).toBe(true);
    expect(existsSync(path.join(uploadsDir, 'restaurants/demo/images/logo.svg'))).toBe(true);
    const image = await t.call({
      method: 'GET',
      url: '/uploads/restaurants/demo/images/pizza-margherita.svg',
      token: null,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const missing = await t.call({ method: 'GET', url: '/uploads/restaurants/demo/images/nope.svg', token: null });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves absolute URLs as they are', async () => {
    const file = otherRestaurant('remote-images');
    file.restaurant.theme!.logo = 'https://cdn.example.com/logo.png';
    const dir = mkdtempSync(path.join(tmpdir(), 'tavola-import-'));
    const outcome = await importRestaurant(db(), file, { sourceDir: path.dirname(demoDataFile), uploadsDir: dir });
    expect(outcome.ok).toBe(true);
    const row = await findRestaurantBySlug(db(), 'remote-images');
    expect(row!.theme.logo).toBe('https://cdn.example.com/logo.png');
    expect(row!.theme.mainImage).toBe('/uploads/restaurants/remote-images/images/hero.svg');
  });
});
