import { ENTRY_SERVER, fakeWebBuild, TEMPLATE } from './support/web-build.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSeed } from '@tavola/domain/schemas/page-seed';
import { blogTags } from '../../src/db/schema/blog.ts';
import { informationPages, legalPages } from '../../src/db/schema/restaurant.ts';
import { inlineScriptHashes } from '../../src/http/security-headers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The legal texts' addresses and the blog's pages arrive rendered by the app on the server, from the
 * answers the browser's calls give (docs/decisions/084-server-rendering.md), with those answers beside
 * the config for the browser's hydration.
 */

/** After the demo's last post (2026-11-14): every demo post is published, whatever day the suite runs. */
const NOW = new Date('2026-11-20T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild(), webSsr: ENTRY_SERVER }, { clock: () => NOW });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function renderedOf(html: string): { root: string; seed: PageSeed | null } {
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  // Whole and in place: no part moved aside to be put back by a script (the page's CSP allows none).
  expect(root).not.toMatch(/<script|<template|<!--\$\?-->|<div hidden/);
  const seed = /<script id="storefront-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, seed: seed ? (JSON.parse(seed) as PageSeed) : null };
}

describe('a legal text has its address rendered on the server', () => {
  it("/?overlay=imprint shows the imprint's text in an open sheet, over the menu", async () => {
    const page = await get('/?overlay=imprint');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('role="dialog"');
    expect(root).toMatch(/<h2 id="[^"]+" class="[^"]*">Impressum<\/h2>/);
    expect(root).toContain('Angaben gemäß § 5 DDG');
    expect(root).toContain('Torstraße 121');
    // Closing without JavaScript leads to the menu.
    expect(root).toMatch(/<a href="\/" aria-label="Schließen"/);
    // The menu is there too, and the browser hydrates from the same texts.
    expect(root).toContain('<bdi>Pizza Diavola</bdi>');
    expect(seed?.legal?.imprint).toContain('Angaben gemäß § 5 DDG');
    expect(seed?.menu?.pinned.length).toBeGreaterThan(0);
  });

  it('privacy in Arabic, under a base path, keeping the other query parameters when closed', async () => {
    const page = await get('/r/demo/menu?overlay=privacy&lang=ar');
    const { root } = renderedOf(page.body);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(root).toContain('>الخصوصية</h2>');
    expect(root).toContain('We process your personal data');
    expect(root).toContain('href="/r/demo/menu?lang=ar"');
  });

  it('cleans the restaurant HTML as the server stores it: nothing that runs', async () => {
    const [row] = await t.database.db
      .select()
      .from(legalPages)
      .where(and(eq(legalPages.restaurantId, 1), eq(legalPages.kind, 'terms_and_conditions')));
    await t.database.db
      .update(legalPages)
      .set({ body: '<p>Terms <em>kept</em></p><script>alert(1)</script><img src=x onerror="alert(2)">' })
      .where(eq(legalPages.id, row!.id));
    await t.app.deps.restaurantChanges.announce(t.database, 1);
    try {
      const page = await get('/?overlay=terms&lang=en');
      const { root } = renderedOf(page.body);
      expect(root).toContain('<p>Terms <em>kept</em></p>');
      expect(root).not.toMatch(/<script|onerror|<img src=x/);
      expect(inlineScriptHashes(page.body)).toEqual(inlineScriptHashes(TEMPLATE));
    } finally {
      await t.database.db.update(legalPages).set({ body: row!.body }).where(eq(legalPages.id, row!.id));
      await t.app.deps.restaurantChanges.announce(t.database, 1);
    }
  });

  it('/?overlay=allergies shows the allergen legend in an open sheet, in the page language, without data', async () => {
    const page = await get('/?overlay=allergies&lang=fr');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('data-testid="served-allergens"');
    expect(root).toMatch(/<h2 id="[^"]+" class="[^"]*">Allergènes<\/h2>/);
    expect(root).toContain('Gluten');
    expect(root).toContain('data-testid="additives-legend"');
    expect(root).toContain('href="/?lang=fr"');
    // Its words are the storefront's own: no legal texts are read for it.
    expect(seed?.legal).toBeNull();
  });

  it("/?overlay=openingTime shows the week's opening times in an open sheet, from the restaurant's info", async () => {
    const page = await get('/?overlay=openingTime&lang=en');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('data-testid="served-opening-times"');
    expect(root).toMatch(/<h2 id="[^"]+" class="[^"]*">Opening times<\/h2>/);
    // Every offered type's week, seven days each, today marked once per type (whichever day the suite runs).
    expect(root).toContain('>Pickup</h3>');
    const types = root.match(/<section>/g)?.length ?? 0;
    expect(types).toBeGreaterThan(0);
    expect(root.match(/<th scope="row"/g)).toHaveLength(7 * types);
    expect(
      root.match(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)<span[^>]*>Today<\/span>/g),
    ).toHaveLength(types);
    expect(root).toContain('href="/?lang=en"');
    expect(seed?.legal).toBeNull();
  });

  it("/?overlay=information:N shows that information page, titled by its own title, and carries the pages' answer", async () => {
    const [catering] = await t.database.db
      .select()
      .from(informationPages)
      .where(and(eq(informationPages.restaurantId, 1), eq(informationPages.title, 'Catering and private dining')));
    const page = await get(`/?overlay=information:${catering!.id}&lang=ar`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Trattoria Tavola | Catering and private dining</title>');
    const { root, seed } = renderedOf(page.body);
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(root).toMatch(/<h2 id="[^"]+" class="[^"]*">Catering and private dining<\/h2>/);
    expect(root).toContain('We cook for groups');
    expect(seed?.informationPages?.map((information) => information.id)).toContain(catering!.id);
    // A page there is none of: the menu alone, titled as the menu.
    const gone = await get('/?overlay=information:999999');
    expect(gone.statusCode).toBe(200);
    expect(renderedOf(gone.body).root).not.toContain('role="dialog"');
    expect(gone.body).toContain('<title>Trattoria Tavola | Speisekarte</title>');
  });

  it("every rendered page's footer links the information pages from the first byte, with no sheet open", async () => {
    const [catering] = await t.database.db
      .select()
      .from(informationPages)
      .where(and(eq(informationPages.restaurantId, 1), eq(informationPages.title, 'Catering and private dining')));
    for (const address of ['/', '/blogs', '/landing']) {
      const page = await get(address);
      expect(page.statusCode, address).toBe(200);
      const { root, seed } = renderedOf(page.body);
      const footer = /<footer[\s\S]*<\/footer>/.exec(root)?.[0] ?? '';
      expect(footer, address).toMatch(new RegExp(`<a [^>]*href="/\\?overlay=information:${catering!.id}"[^>]*>Catering and private dining</a>`));
      expect(root, address).not.toContain('role="dialog"');
      expect(seed?.informationPages?.map((information) => information.title), address).toContain('Catering and private dining');
    }
  });

  it('the hero is asked for early once, by the rendered page only', async () => {
    const heroPreloads = (html: string) => html.match(/<link rel="preload" as="image" href="[^"]*hero\.svg"/g) ?? [];
    expect(heroPreloads((await get('/')).body)).toHaveLength(1);
    // The cart is drawn by the browser and shows no hero.
    expect(heroPreloads((await get('/cart')).body)).toHaveLength(0);
  });

  it('the plain menu carries no legal texts, and a menu without an overlay no sheet', async () => {
    const { root, seed } = renderedOf((await get('/')).body);
    expect(root).not.toContain('role="dialog"');
    expect(seed?.legal).toBeNull();
    expect(renderedOf((await get('/?overlay=nonsense')).body).root).not.toContain('role="dialog"');
  });
});

describe('the blog is rendered on the server', () => {
  it('/blogs lists the posts with their links, in the page language', async () => {
    const page = await get('/blogs?lang=ar');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('data-testid="blog-page"');
    expect(root).toContain('href="/blogs/fresh-pasta-every-morning"');
    expect(root).toContain('Why we roll our pasta every morning');
    expect(root).toContain('2026/11/14');
    expect(seed?.blog).toMatchObject({ kind: 'list', page: 1 });
    expect(seed?.menu).toBeNull();
  });

  it("a post shows its body, cleaned, and the page carries the post's answer", async () => {
    const page = await get('/blogs/fresh-pasta-every-morning');
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('>Why we roll our pasta every morning</h1>');
    expect(root).toContain('<h2>Why by hand?</h2>');
    expect(root).toContain('Every morning at seven');
    expect(root).toContain('14.11.26');
    expect(seed?.blog).toMatchObject({ kind: 'post', slug: 'fresh-pasta-every-morning' });
    expect(inlineScriptHashes(page.body)).toEqual(inlineScriptHashes(TEMPLATE));
  });

  it("/tags/N lists that tag's posts and no others", async () => {
    const [news] = await t.database.db
      .select()
      .from(blogTags)
      .where(and(eq(blogTags.restaurantId, 1), eq(blogTags.key, 'news')));
    const page = await get(`/tags/${news!.id}?lang=en`);
    expect(page.statusCode).toBe(200);
    const { root, seed } = renderedOf(page.body);
    expect(root).toContain('href="/blogs/fresh-pasta-every-morning"');
    expect(root).toContain('href="/blogs/order-online-and-at-the-table"');
    expect(root).not.toContain('href="/blogs/burrata-from-puglia"');
    expect(seed?.blog).toMatchObject({ kind: 'tag', tagId: news!.id, page: 1 });
  });

  it("an unknown post or tag still answers 404, left to the browser's Not Found screen", async () => {
    for (const url of ['/blogs/no-such-post', '/tags/999999']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(renderedOf(page.body), url).toEqual({ root: '', seed: null });
    }
  });
});
