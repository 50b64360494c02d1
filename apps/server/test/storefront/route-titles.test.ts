import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, blogTags } from '../../src/db/schema/blog.ts';
import { informationPages, restaurants } from '../../src/db/schema/restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The built index.html's shape where the title goes (the real one says 'Tavola' until the server writes it). */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-titles-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="de"><head>',
      '<meta name="description" content="" /><meta name="theme-color" content="#2e7d32" />',
      '<title>Tavola</title><!--storefront-config--></head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  return dir;
}

let t: TestApp;
let tagId = 0;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild() });
  // The demo (German, shop on) gets a blog with one more post and one more tag.
  const db = t.database.db;
  const [demo] = await db.select().from(restaurants).where(eq(restaurants.slug, 'demo'));
  await db
    .update(restaurants)
    .set({ settings: { ...demo!.settings, hasBlog: true } })
    .where(eq(restaurants.id, demo!.id));
  await db.insert(blogPosts).values({
    restaurantId: demo!.id,
    slug: 'truffle-season',
    title: 'Trüffelzeit',
    bodyHtml: '<p>Weiße Trüffel aus Alba.</p>',
    publishedAt: new Date('2020-11-02T10:00:00Z'),
  });
  const [tag] = await db
    .insert(blogTags)
    .values({ restaurantId: demo!.id, key: 'route-titles', name: 'Route titles' })
    .returning();
  tagId = tag!.id;
});
afterAll(() => t.close());

async function served(url: string): Promise<{ status: number; title: string }> {
  const page = await t.app.inject({ method: 'GET', url });
  const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
  return {
    status: page.statusCode,
    title: title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  };
}

const NAME = 'Trattoria Tavola';

describe('every storefront route is served with its own title, in the page language', () => {
  const routes: Array<[string, string, string]> = [
    // path, German, Arabic
    ['/', 'Speisekarte', 'قائمة الطعام'],
    ['/menu', 'Speisekarte', 'قائمة الطعام'],
    ['/cart', 'Warenkorb prüfen', 'مراجعة السلة'],
    ['/checkout', 'Bestellung aufgeben', 'إتمام الطلب'],
    ['/paymentstatus', 'Bestellstatus', 'حالة الطلب'],
    ['/table-bill', 'Tischrechnung', 'فاتورة الطاولة'],
    ['/reservation', 'Ihre Reservierung', 'حجزك'],
    ['/landing', 'Willkommen', 'أهلًا وسهلًا'],
    ['/dashboard/profile', 'Ihr Profil', 'ملفك الشخصي'],
    ['/dashboard/orders', 'Ihre Bestellungen', 'طلباتك'],
    ['/resetpass/some-token', 'Passwort zurücksetzen', 'إعادة تعيين كلمة المرور'],
    ['/blogs', 'Blog', 'المدونة'],
  ];
  for (const [url, de, ar] of routes) {
    it(`${url}: 200, '${de}' and '${ar}'`, async () => {
      expect(await served(url)).toEqual({ status: 200, title: `${NAME} | ${de}` });
      expect(await served(`${url}?lang=ar`)).toEqual({ status: 200, title: `${NAME} | ${ar}` });
    });
  }

  it("titles a blog post by the post's own title, in either language", async () => {
    expect(await served('/blogs/truffle-season')).toEqual({ status: 200, title: `${NAME} | Trüffelzeit` });
    expect(await served('/blogs/truffle-season?lang=ar')).toEqual({ status: 200, title: `${NAME} | Trüffelzeit` });
  });

  it("titles a tag's page as the blog", async () => {
    expect(await served(`/tags/${tagId}`)).toEqual({ status: 200, title: `${NAME} | Blog` });
    expect(await served(`/tags/${tagId}?lang=ar`)).toEqual({ status: 200, title: `${NAME} | المدونة` });
  });

  it("titles a legal text's address by the text", async () => {
    expect(await served('/?overlay=imprint')).toEqual({ status: 200, title: `${NAME} | Impressum` });
    expect(await served('/?overlay=imprint&lang=ar')).toEqual({ status: 200, title: `${NAME} | بيانات الناشر` });
  });

  it("titles the allergen legend's address by the legend", async () => {
    expect(await served('/?overlay=allergies')).toEqual({ status: 200, title: `${NAME} | Allergene und Zusatzstoffe` });
    expect(await served('/?overlay=allergies&lang=en')).toEqual({
      status: 200,
      title: `${NAME} | Allergens and additives`,
    });
  });

  it("titles the opening times' address by the opening times, and an information page's by its own title", async () => {
    expect(await served('/?overlay=openingTime')).toEqual({ status: 200, title: `${NAME} | Öffnungszeiten` });
    expect(await served('/?overlay=openingTime&lang=fr')).toEqual({
      status: 200,
      title: `${NAME} | Horaires d'ouverture`,
    });
    const [catering] = await t.database.db
      .select()
      .from(informationPages)
      .where(eq(informationPages.title, 'Catering and private dining'));
    expect(await served(`/?overlay=information:${catering!.id}`)).toEqual({
      status: 200,
      title: `${NAME} | Catering and private dining`,
    });
  });

  it('serves the same titles under a base path', async () => {
    expect(await served('/r/demo/dashboard/profile?lang=ar')).toEqual({ status: 200, title: `${NAME} | ملفك الشخصي` });
  });
});

describe('what does not exist answers 404 with the storefront page titled Not Found', () => {
  for (const url of ['/tags/abc', '/tags/999', '/tags/0', '/blogs/no-such-post', '/no-such-page', '/dashboard-x']) {
    it(url, async () => {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      // Still the storefront's page (its config and root), so the guest can navigate on.
      expect(page.body).toContain('<script id="storefront-config"');
      expect(page.body).toContain('<div id="root">');
      expect((await served(url)).title).toBe(`${NAME} | Seite nicht gefunden`);
      expect(await served(`${url}?lang=ar`)).toEqual({ status: 404, title: `${NAME} | الصفحة غير موجودة` });
    });
  }
});

describe('the entry of a restaurant whose guests land on its landing page', () => {
  it("is sent on to the landing page (query kept), which is titled as such, keeping the menu's address for /menu", async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(restaurants).where(eq(restaurants.slug, 'demo'));
    const settings = demo!.settings;
    // Changed as an owner's save changes it: written, then announced to every process (pages kept are dropped).
    await db
      .update(restaurants)
      .set({ settings: { ...settings, landingPage: true } })
      .where(eq(restaurants.id, demo!.id));
    await t.app.deps.restaurantChanges.announce(t.database, demo!.id);
    try {
      for (const [url, location] of [
        ['/', '/landing'],
        ['/?lang=ar', '/landing?lang=ar'],
        ['/r/demo/?lang=en&utm_source=qr', '/r/demo/landing?lang=en&utm_source=qr'],
      ] as const) {
        const entry = await t.app.inject({ method: 'GET', url });
        expect(entry.statusCode, url).toBe(302);
        expect(entry.headers.location, url).toBe(location);
      }
      expect(await served('/landing')).toEqual({ status: 200, title: `${NAME} | Willkommen` });
      expect(await served('/landing?lang=ar')).toEqual({ status: 200, title: `${NAME} | أهلًا وسهلًا` });
      expect(await served('/menu')).toEqual({ status: 200, title: `${NAME} | Speisekarte` });
      // Without a shop, the menu's address leads there too.
      await db
        .update(restaurants)
        .set({ settings: { ...settings, landingPage: false, hasShop: false } })
        .where(eq(restaurants.id, demo!.id));
      await t.app.deps.restaurantChanges.announce(t.database, demo!.id);
      const menu = await t.app.inject({ method: 'GET', url: '/menu?lang=fr' });
      expect([menu.statusCode, menu.headers.location]).toEqual([302, '/landing?lang=fr']);
    } finally {
      await db.update(restaurants).set({ settings }).where(eq(restaurants.id, demo!.id));
      await t.app.deps.restaurantChanges.announce(t.database, demo!.id);
    }
  });
});
