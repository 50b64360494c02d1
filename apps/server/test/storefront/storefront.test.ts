import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPaletteCss } from '@tavola/domain/colour/brand-palette';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A stand-in web build: the real index.html shape (config placeholder, title, lang) and one asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="de"><head>',
      '<meta name="description" content="" /><meta name="theme-color" content="#2e7d32" />',
      '<link rel="manifest" href="/manifest.webmanifest" /><title>Tavola</title>',
      '<!--storefront-config--></head><body><div id="root"></div></body></html>',
    ].join(''),
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

function configOf(html: string): StorefrontConfig {
  const match = html.match(/<script id="storefront-config" type="application\/json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error(`no page config in: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!) as StorefrontConfig;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild() });
  const second: RestaurantImportInput = JSON.parse(readFileSync(demoDataFile, 'utf8'));
  second.restaurant.slug = 'luna';
  second.restaurant.name = 'Luna </script><script>alert(1)</script>';
  second.restaurant.lang = 'ar';
  second.restaurant.publicClient = { clientId: 'luna-storefront', clientSecret: 'luna-storefront-public-client' };
  second.restaurant.theme = { primaryColor: '#1d4ed8', logoShape: 'square' };
  // Offered to guests: English, and Arabic as the restaurant's own language although the file leaves it out.
  second.restaurant.settings = { ...second.restaurant.settings, languages: ['en'] };
  const outcome = await importRestaurant(t.database.db, second);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('storefront pages', () => {
  it('answers / with the demo restaurant page config, usable for a token', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const config = configOf(page.body);
    expect(config).toMatchObject({
      slug: 'demo',
      name: 'Trattoria Tavola',
      lang: 'de',
      currency: 'EUR',
      basePath: '',
      theme: { primaryColor: '#2e7d32', logoShape: 'round', logo: '/uploads/restaurants/demo/images/logo.svg' },
      modes: { shopProviding: true, catalogue: false },
    });
    expect(page.body).toContain('<title>Trattoria Tavola | Speisekarte</title>');
    expect(page.body).toContain('<html lang="de" dir="ltr"');

    const token = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret },
    });
    expect(token.statusCode).toBe(200);
  });

  it('answers every SPA route with the page, keeping the query', async () => {
    for (const url of ['/menu?category=2', '/cart', '/checkout', '/dashboard/orders', '/manager', '/r/demo/paymentstatus?orderId=x']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(configOf(page.body).slug).toBe('demo');
    }
  });

  it('answers an unknown path with 404, still with the page (it shows Not Found)', async () => {
    for (const url of ['/some/deep/link?category=2', '/r/demo/nothing-here', '/menu/extra']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(configOf(page.body).slug).toBe('demo');
    }
  });

  it('serves another restaurant under /r/{slug} with its base path, and escapes < in the JSON', async () => {
    const page = await get('/r/luna/menu');
    expect(page.statusCode).toBe(200);
    const config = configOf(page.body);
    expect(config).toMatchObject({ slug: 'luna', basePath: '/r/luna', lang: 'ar', theme: { primaryColor: '#1d4ed8', logo: null } });
    expect(config.name).toBe('Luna </script><script>alert(1)</script>');
    // The name never closes the config script nor enters the title as markup.
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.body).toContain('<title>Luna &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | قائمة الطعام</title>');
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
  });

  it("writes each restaurant's palette into its page, so the app never restyles the page on start", async () => {
    const [demo, luna] = [await get('/'), await get('/r/luna/menu')];
    expect(demo.body).toContain(`<style id="storefront-theme">${brandPaletteCss('#2e7d32')}</style>`);
    expect(luna.body).toContain(`<style id="storefront-theme">${brandPaletteCss('#1d4ed8')}</style>`);
    expect(luna.body).toContain('--color-primary:#1d4ed8;');
  });

  it('finds a restaurant by the first label of the host name, else falls back to the demo', async () => {
    expect(configOf((await get('/', { host: 'luna.example.com' })).body).slug).toBe('luna');
    expect(configOf((await get('/', { host: 'unknown.example.com' })).body).slug).toBe('demo');
    expect(configOf((await get('/', { host: '127.0.0.1:3000' })).body).slug).toBe('demo');
  });

  it('answers an unknown /r/{slug} with a 404 page', async () => {
    const page = await get('/r/nobody');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('storefront-config');
  });

  it('takes ?lang for the html element', async () => {
    const page = await get('/?lang=fr');
    expect(page.body).toContain('<html lang="fr" dir="ltr"');
  });

  it('offers guests the restaurant’s languages: all four for the demo, the owner’s choice and its own language for another', async () => {
    expect(configOf((await get('/')).body).languages).toEqual(['de', 'en', 'fr', 'ar']);
    expect(configOf((await get('/r/luna/')).body)).toMatchObject({ lang: 'ar', languages: ['en', 'ar'] });
  });

  it('answers a ?lang= the restaurant does not offer in its own language; the back office keeps all four', async () => {
    expect((await get('/r/luna/?lang=en')).body).toContain('<html lang="en" dir="ltr"');
    expect((await get('/r/luna/?lang=fr')).body).toContain('<html lang="ar" dir="rtl"');
    expect((await get('/r/luna/menu?lang=de')).body).toContain('<html lang="ar" dir="rtl"');
    expect((await get('/r/luna/manager?lang=fr')).body).toContain('<html lang="fr" dir="ltr"');
  });

  it('compresses the page when the browser accepts it', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
  });
});

describe('built files', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets the service worker be cached', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404 instead of the page', async () => {
    const missing = await get('/assets/index-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: 'error', message: { code: 'route_not_found' } });
  });

  it('never serves index.html raw or files outside the build', async () => {
    expect(configOf((await get('/index.html')).body).slug).toBe('demo');
    const escape = await get('/..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });

  it('serves the demo images under the URLs the importer gave them', async () => {
    const image = await get('/uploads/restaurants/demo/images/logo.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/uploads/restaurants/demo/images/nope.svg')).statusCode).toBe(404);
  });
});

describe('API paths', () => {
  it('keep their coded 404, in the asked language', async () => {
    const unknown = await get('/api/nothing-here', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: 'error', message: { code: 'route_not_found' } });
  });

  it('still need a token for known routes', async () => {
    const info = await get('/api/restaurant/restaurant-by-id?restaurantId=1');
    expect(info.statusCode).toBe(401);
  });
});

describe('manifest', () => {
  it('names the restaurant and its colour, starting at its base path', async () => {
    const manifest = await get('/manifest.webmanifest?slug=luna&base=%2Fr%2Fluna');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'Luna </script><script>alert(1)</script>', start_url: '/r/luna/', theme_color: '#1d4ed8' });
    expect((await get('/manifest.webmanifest')).json()).toMatchObject({ name: 'Trattoria Tavola', start_url: '/' });
  });

  it('is linked from the page', async () => {
    expect((await get('/r/luna')).body).toContain('href="/manifest.webmanifest?slug=luna&amp;base=%2Fr%2Fluna"');
  });
});
