import { ENTRY_SERVER, fakeWebBuild, TEMPLATE } from './support/web-build.ts';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSeed } from '@tavola/domain/schemas/menu-seed';
import type { PageSeed } from '@tavola/domain/schemas/page-seed';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import { products } from '../../src/db/schema/menu.ts';
import { inlineScriptHashes } from '../../src/http/security-headers.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';



const HOSTILE = `</script><script>alert(1)</script><img src=x onerror="alert(2)"> & $& $' "q"`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild(), webSsr: ENTRY_SERVER });
  // A second restaurant whose texts are script payloads, with no pinned products (its first category shows).
  const hostile: RestaurantImportInput = JSON.parse(readFileSync(demoDataFile, 'utf8'));
  hostile.restaurant.slug = 'hostile-render';
  hostile.restaurant.name = `Name ${HOSTILE}`;
  hostile.restaurant.lang = 'en';
  hostile.restaurant.publicClient = { clientId: 'hostile-render', clientSecret: 'hostile-render-public-client' };
  hostile.categories[0]!.name = `Category ${HOSTILE}`;
  hostile.categories[0]!.description = `<p>Described <script>alert(3)</script></p>`;
  hostile.products = hostile.products.map((product, index) => ({
    ...product,
    pinned: false,
    ...(index === 0 ? { name: `Dish ${HOSTILE}`, description: `<b>bold</b> ${HOSTILE}` } : {}),
  }));
  const outcome = await importRestaurant(t.database.db, hostile);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What the server put into the root element (the app's render), and the menu data beside the config. */
function renderedOf(html: string): { root: string; seed: MenuSeed | null } {
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  const seed = /<script id="storefront-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, seed: seed ? (JSON.parse(seed) as PageSeed).menu : null };
}

describe('the menu page arrives rendered by the app on the server', () => {
  it("shows the restaurant's name, hero, categories and the first view's dishes, with the data the app starts from", async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(page.body).toContain('<div id="root" data-ssr-lang="de">');
    expect(root).toContain('<h1 id="restaurant-name"');
    expect(root).toContain('>Trattoria Tavola</h1>');
    expect(root).toContain('src="/uploads/restaurants/demo/images/hero.svg"');
    // The demo pins products: they are the first view, under the restaurant's own label.
    expect(root).toContain('Chef&#x27;s Favourites');
    expect(root).toContain('<bdi>Pizza Diavola</bdi>');
    expect(root).toContain('12,50\u00a0€');
    // Categories are real links: the menu is browsable without JavaScript.
    expect(root).toMatch(/<a href="\?category=\d+"[^>]*><bdi>Antipasti<\/bdi><\/a>/);
    expect(seed?.pinned.map((product) => product.name)).toContain('Pizza Diavola');
    expect(seed?.categories.map((category) => category.name)).toContain('Antipasti');
    expect(seed?.products).toBeNull();
    expect(seed?.pinnedLabel).toBe("Chef's Favourites");
  });

  it("draws today's hours and the delivery switch from the first byte, not placeholders", async () => {
    const page = await get('/?lang=en');
    const { root } = renderedOf(page.body);
    const seeded = /<script id="storefront-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    const restaurant = (JSON.parse(seeded) as PageSeed).restaurant!;
    expect(restaurant.name).toBe('Trattoria Tavola');
    const offered = restaurant.deliveryTypes.map((type) => type.name);
    expect(offered.length).toBeGreaterThan(1);
    // The switch offers the restaurant's types; the first is chosen (the server knows no basket or remembered type).
    const switcher = /<fieldset[^>]*data-testid="delivery-type-switcher"[\s\S]*?<\/fieldset>/.exec(root)?.[0] ?? '';
    const radios = [...switcher.matchAll(/<input type="radio"[^>]*>/g)].map((match) => match[0]);
    expect(radios.map((radio) => /value="(\w+)"/.exec(radio)?.[1])).toEqual(offered);
    expect(radios.map((radio) => radio.includes('checked=""'))).toEqual(offered.map((_, index) => index === 0));
    // The hours line: open or closed now, and today's hours or the notice — text, not a grey bar.
    expect(root).toMatch(/data-testid="opening-hours"[\s\S]*?(Open now|Closed|closed|not available)/);
  });

  it('shows the category the URL names, as the app would', async () => {
    const { seed: first } = renderedOf((await get('/')).body);
    const pizza = first!.categories.find((category) => category.name === 'Pizza')!;
    const { root, seed } = renderedOf((await get(`/menu?category=${pizza.id}`)).body);
    expect(seed?.products?.categoryId).toBe(pizza.id);
    expect(seed?.products?.list.length).toBeGreaterThan(0);
    expect(root).toContain(
      '<h2 class="text-2xl font-bold tracking-tight text-balance sm:text-3xl"><bdi>Pizza</bdi></h2>',
    );
    expect(root).toContain(`<bdi>${seed!.products!.list[0]!.name}</bdi>`);
  });

  it('speaks the page language: texts, prices and direction, Arabic right to left', async () => {
    const cases = [
      ['en', 'Search dishes…', '€12.50', 'ltr'],
      ['de', 'Gerichte suchen…', '12,50\u00a0€', 'ltr'],
      ['fr', 'Rechercher un plat…', '12,50\u00a0€', 'ltr'],
      ['ar', 'ابحث عن طبق…', '\u00a0€', 'rtl'],
    ] as const;
    for (const [lang, placeholder, price, dir] of cases) {
      const page = await get(`/?lang=${lang}`);
      expect(page.body, lang).toContain(`<html lang="${lang}" dir="${dir}"`);
      const { root } = renderedOf(page.body);
      expect(root, lang).toContain(`placeholder="${placeholder}"`);
      expect(root, lang).toContain(price);
      expect(page.body, lang).toContain(`data-ssr-lang="${lang}"`);
    }
  });

  it("escapes every restaurant text and adds no script: the page's policy still fits", async () => {
    const page = await get('/r/hostile-render/');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).not.toMatch(/<script|<img src=x|onerror="|alert\(3\)/);
    expect(root).toContain('Name &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).toContain('<bdi>Category &lt;/script&gt;');
    expect(root).toContain('<bdi>Dish &lt;/script&gt;');
    expect(root).toContain('&amp; $&amp; $&#x27; &quot;q&quot;');
    // The data beside the config is JSON that no '</script>' can end, and not executable.
    const json = /<script id="storefront-data" type="application\/json">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(json).not.toContain('<');
    expect(seed?.products?.list[0]?.name).toBe(`Dish ${HOSTILE}`);
    // The only executable inline script is the template's: the page's CSP hashes still cover it.
    expect(inlineScriptHashes(page.body)).toEqual(inlineScriptHashes(TEMPLATE));
    expect(page.headers['content-security-policy']).toContain(inlineScriptHashes(TEMPLATE)[0]);
  });

  it('follows a change of the menu at once', async () => {
    const { seed } = renderedOf((await get('/')).body);
    const dish = seed!.pinned[0]!;
    await t.database.db.update(products).set({ name: 'Pizza Nuova' }).where(eq(products.id, dish.id));
    await t.app.deps.restaurantChanges.announce(t.database, 1);
    try {
      await expect.poll(async () => renderedOf((await get('/')).body).root).toContain('<bdi>Pizza Nuova</bdi>');
      expect(renderedOf((await get('/')).body).seed!.pinned[0]!.name).toBe('Pizza Nuova');
    } finally {
      await t.database.db.update(products).set({ name: dish.name }).where(eq(products.id, dish.id));
      await t.app.deps.restaurantChanges.announce(t.database, 1);
    }
  });

  it('keeps a rendered page for its next guests until the restaurant announces a change', async () => {
    const first = await get('/?lang=en');
    const { seed } = renderedOf(first.body);
    const dish = seed!.pinned[0]!;
    // Written without the announcement every real write makes: the kept page is still served.
    await t.database.db.update(products).set({ name: 'Pizza Kept' }).where(eq(products.id, dish.id));
    try {
      const again = await get('/?lang=en');
      expect(again.body).toBe(first.body);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      await t.app.deps.restaurantChanges.announce(t.database, 1);
      await expect.poll(async () => renderedOf((await get('/?lang=en')).body).root).toContain('<bdi>Pizza Kept</bdi>');
    } finally {
      await t.database.db.update(products).set({ name: dish.name }).where(eq(products.id, dish.id));
      await t.app.deps.restaurantChanges.announce(t.database, 1);
    }
  });

  it('leaves other pages to the browser', async () => {
    for (const url of ['/cart', '/checkout', '/dashboard/profile', '/nowhere']) {
      const { root, seed } = renderedOf((await get(url)).body);
      expect(root, url).toBe('');
      expect(seed, url).toBeNull();
    }
  });
});
