import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import { blogPosts } from '../../src/db/schema/blog.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { API_DOCS_POLICY } from '../../src/http/api-docs.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { WORKER_POLICY } from '../../src/modules/storefront/routes.ts';
import { OFFLINE_PAGE_POLICY } from '../../src/modules/storefront/seo/offline-page.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOSTILE_NAME = `Luna </script><script>alert(1)</script> "quoted" $' $& <b>`;

/** The real index.html shape: description, theme colour, manifest link, title, config placeholder, pre-paint script. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-seo-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="de"><head>',
      '<meta name="description" content="" /><meta name="theme-color" content="#2e7d32" />',
      '<link rel="manifest" href="/manifest.webmanifest" /><title>Tavola</title>',
      '<!--storefront-config--><script>document.documentElement.dataset.x = "1"</script></head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  writeFileSync(path.join(dir, 'sw.js'), 'importScripts("./workbox-abc.js")');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild(), publicUrl: 'https://tavola.example' });
  const luna: RestaurantImportInput = JSON.parse(readFileSync(demoDataFile, 'utf8'));
  luna.restaurant.slug = 'luna';
  luna.restaurant.name = HOSTILE_NAME;
  luna.restaurant.lang = 'ar';
  luna.restaurant.publicClient = { clientId: 'luna-storefront', clientSecret: 'luna-storefront-public-client' };
  luna.restaurant.settings = { ...luna.restaurant.settings, servesCuisine: ['Italian', 'Pizza'] };
  const outcome = await importRestaurant(t.database.db, luna);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));

  // The demo gets a blog: one published post, one not yet due, one unpublished.
  const db = t.database.db;
  const [demo] = await db.select().from(restaurants).where(eq(restaurants.slug, 'demo'));
  await db
    .update(restaurants)
    .set({ settings: { ...demo!.settings, hasBlog: true } })
    .where(eq(restaurants.id, demo!.id));
  await db.insert(blogPosts).values([
    {
      restaurantId: demo!.id,
      slug: 'truffle-season',
      title: 'Truffle season <is> here',
      summary: 'White truffles from Alba on fresh tagliolini, only in November.',
      bodyHtml: '<p>Long body</p>',
      image: '/uploads/restaurants/demo/images/truffle.jpg',
      author: 'Chiara',
      publishedAt: new Date('2020-11-02T10:00:00Z'),
    },
    {
      restaurantId: demo!.id,
      slug: 'future-post',
      title: 'Not yet',
      bodyHtml: '<p>Soon</p>',
      publishedAt: new Date('2999-01-01T00:00:00Z'),
    },
    {
      restaurantId: demo!.id,
      slug: 'draft',
      title: 'Draft',
      bodyHtml: '<p>Draft</p>',
      published: false,
      publishedAt: new Date('2020-01-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
function jsonLdOf(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}
const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('the menu page head', () => {
  it('has the route title, description, canonical, Open Graph and Twitter fields', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Trattoria Tavola | Speisekarte</title>');
    expect(metaContent(page.body, 'name', 'description')).toContain('Online bestellen bei Trattoria Tavola');
    expect(canonicalOf(page.body)).toBe('https://tavola.example/');
    expect(metaContent(page.body, 'property', 'og:title')).toBe('Trattoria Tavola | Speisekarte');
    expect(metaContent(page.body, 'property', 'og:description')).toContain('Trattoria Tavola');
    expect(metaContent(page.body, 'property', 'og:url')).toBe('https://tavola.example/');
    expect(metaContent(page.body, 'property', 'og:type')).toBe('website');
    expect(metaContent(page.body, 'property', 'og:image')).toMatch(/^https:\/\/tavola\.example\/.+/);
    expect(metaContent(page.body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(page.body).not.toContain('name="robots"');
  });

  it('follows the language asked for', async () => {
    const page = await get('/menu?lang=en');
    expect(page.body).toContain('<title>Trattoria Tavola | Menu</title>');
    expect(canonicalOf(page.body)).toBe('https://tavola.example/');
  });

  it('carries schema.org Restaurant data with address, telephone, opening hours and the menu', async () => {
    const [restaurant, ...rest] = jsonLdOf((await get('/')).body);
    expect(rest).toEqual([]);
    // No cuisine in the demo's data: none is guessed.
    expect(restaurant!.servesCuisine).toBeUndefined();
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Tavola',
      url: 'https://tavola.example/',
      telephone: '+49 30 2345 6789',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Torstraße 121',
        postalCode: '10119',
        addressLocality: 'Berlin',
      },
      acceptsReservations: 'True',
    });
    expect(restaurant!.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(restaurant!.openingHoursSpecification[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/),
      opens: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const sections = restaurant!.hasMenu.hasMenuSection as Array<Record<string, any>>;
    expect(restaurant!.hasMenu['@type']).toBe('Menu');
    expect(sections.length).toBeGreaterThan(1);
    const item = sections[0]!.hasMenuItem[0];
    expect(item).toMatchObject({
      '@type': 'MenuItem',
      name: expect.any(String),
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    expect(item.offers.price).toMatch(/^\d+\.\d\d$/);
    // Descriptions are plain text.
    for (const section of sections)
      for (const dish of section.hasMenuItem) expect(dish.description ?? '').not.toMatch(/<[a-z]/i);
  });

  it('gives a legal overlay its own address, title and description', async () => {
    const page = await get('/?overlay=imprint');
    expect(page.body).toContain('<title>Trattoria Tavola | Impressum</title>');
    expect(canonicalOf(page.body)).toBe('https://tavola.example/?overlay=imprint');
    expect(metaContent(page.body, 'name', 'description')).not.toMatch(/<|^$/);
  });

  it('marks private routes noindex and unknown ones as not found', async () => {
    const cart = await get('/cart');
    expect(cart.body).toContain('<title>Trattoria Tavola | Warenkorb prüfen</title>');
    expect(cart.body).toContain('<meta name="robots" content="noindex" />');
    const unknown = await get('/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Trattoria Tavola | Seite nicht gefunden</title>');
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('blog page heads', () => {
  it('describe a post with its title, summary, image and BlogPosting data', async () => {
    const page = await get('/blogs/truffle-season');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Trattoria Tavola | Truffle season &#60;is&#62; here</title>');
    expect(metaContent(page.body, 'name', 'description')).toBe(
      'White truffles from Alba on fresh tagliolini, only in November.',
    );
    expect(metaContent(page.body, 'property', 'og:type')).toBe('article');
    expect(metaContent(page.body, 'property', 'og:image')).toBe(
      'https://tavola.example/uploads/restaurants/demo/images/truffle.jpg',
    );
    expect(canonicalOf(page.body)).toBe('https://tavola.example/blogs/truffle-season');
    const [posting] = jsonLdOf(page.body);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Truffle season <is> here',
      datePublished: '2020-11-02T10:00:00.000Z',
      author: { name: 'Chiara' },
    });
  });

  it('answer 404 for a post that is missing, unpublished or not yet due', async () => {
    for (const slug of ['nope', 'draft', 'future-post']) {
      const page = await get(`/blogs/${slug}`);
      expect(page.statusCode, slug).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('title the blog list', async () => {
    const page = await get('/blogs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Trattoria Tavola | Blog</title>');
    expect(canonicalOf(page.body)).toBe('https://tavola.example/blogs');
  });
});

describe('a restaurant with a hostile name', () => {
  it('escapes it everywhere in the head and keeps the JSON-LD intact', async () => {
    const page = await get('/r/luna/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<b>');
    const title = /<title>([^<]*)<\/title>/.exec(page.body)![1]!;
    expect(decode(title)).toBe(`${HOSTILE_NAME} | قائمة الطعام`);
    expect(decode(metaContent(page.body, 'property', 'og:title')!)).toBe(`${HOSTILE_NAME} | قائمة الطعام`);
    expect(decode(metaContent(page.body, 'property', 'og:site_name')!)).toBe(HOSTILE_NAME);
    expect(canonicalOf(page.body)).toBe('https://tavola.example/r/luna/');
    const [restaurant] = jsonLdOf(page.body);
    expect(restaurant!.name).toBe(HOSTILE_NAME);
    expect(restaurant!.servesCuisine).toEqual(['Italian', 'Pizza']);
    // The document has exactly the head elements it should: the name opened none.
    expect(page.body.match(/<title>/g)).toHaveLength(1);
  });
});

describe('absolute URLs', () => {
  it('use the restaurant host name only when it sits under PUBLIC_URL', async () => {
    expect(canonicalOf((await get('/', { host: 'luna.tavola.example' })).body)).toBe('https://luna.tavola.example/');
    // Any other host: PUBLIC_URL, never the Host header.
    expect(canonicalOf((await get('/', { host: 'luna.attacker.test' })).body)).toBe('https://tavola.example/r/luna/');
    expect(canonicalOf((await get('/', { host: 'unknown.attacker.test' })).body)).toBe('https://tavola.example/');
  });
});

describe('sitemap and robots', () => {
  it('lists the menu, legal pages and visible blog posts of the restaurant', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1]!));
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://tavola.example/',
        'https://tavola.example/?overlay=imprint',
        'https://tavola.example/?overlay=privacy',
        'https://tavola.example/?overlay=allergies',
        'https://tavola.example/?overlay=openingTime',
        'https://tavola.example/blogs',
        'https://tavola.example/blogs/truffle-season',
      ]),
    );
    expect(locs.join(' ')).not.toMatch(/draft|future-post/);
    // Each information page by its own address.
    expect(locs.filter((loc) => /\?overlay=information:\d+$/.test(loc)).length).toBeGreaterThan(0);
    expect(sitemap.body).toContain('<lastmod>2020-11-02</lastmod>');
    expect(sitemap.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('has one per restaurant, by path or by host name', async () => {
    const bySlug = await get('/r/luna/sitemap.xml');
    expect(bySlug.body).toContain('<loc>https://tavola.example/r/luna/</loc>');
    expect(bySlug.body).not.toContain('https://tavola.example/blogs');
    const byHost = await get('/sitemap.xml', { host: 'luna.tavola.example' });
    expect(byHost.body).toContain('<loc>https://luna.tavola.example/</loc>');
    expect((await get('/r/nobody/sitemap.xml')).statusCode).toBe(404);
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemaps', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /cart');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://tavola.example/sitemap.xml');
    expect(robots.body).toContain('Sitemap: https://tavola.example/r/luna/sitemap.xml');
    const own = await get('/robots.txt', { host: 'luna.tavola.example' });
    expect(own.body).toContain('Sitemap: https://luna.tavola.example/sitemap.xml');
    expect(own.body).not.toContain('tavola.example/r/');
  });
});

describe('installable app and offline page', () => {
  it('has a manifest per restaurant with its name, colour and icons', async () => {
    const manifest = (await get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Trattoria Tavola',
      theme_color: '#2e7d32',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.icons.length).toBeGreaterThan(0);
    expect(manifest.icons[0].src).toMatch(/^\//);
  });

  it('serves a script-free offline page in the restaurant language, or the one asked for', async () => {
    const page = await get('/offline.html?slug=demo');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(OFFLINE_PAGE_POLICY);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Sie sind offline');
    expect(page.body).not.toContain('<script');
    const arabic = await get('/offline.html?slug=luna');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).not.toContain('<script>alert(1)');
    expect((await get('/offline.html?slug=luna&lang=fr')).body).toContain('Vous êtes hors ligne');
  });
});

describe('service worker', () => {
  it('runs under a policy that lets it import its workbox module and fetch from its origin', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(WORKER_POLICY);
    expect(WORKER_POLICY).toContain("script-src 'self'");
    expect(WORKER_POLICY).toContain("connect-src 'self'");
  });
});

describe('API reference', () => {
  it('is a readable page at /api/docs under its own policy', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    expect(page.headers['content-security-policy']).toBe(API_DOCS_POLICY);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(page.body)![1]!;
    const bundle = await get(script.startsWith('/') ? script : `/api/docs/${script.replace(/^\.\//, '')}`);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });

  it('serves the OpenAPI document at /api/docs/json, valid and listing the API', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/restaurant/informationPages']).toBeDefined();
    const result = await new Validator().validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
  });

  it('leaves the storefront page policy as strict as before', async () => {
    const page = await get('/');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    expect(String((await get('/api/docs/json')).headers['content-security-policy'])).toContain("default-src 'none'");
  });
});
