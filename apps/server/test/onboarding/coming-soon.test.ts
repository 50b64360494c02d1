import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { issuePreviewToken } from '../../src/modules/menu-editor/menu-preview.ts';
import { createRestaurant } from '../../src/modules/onboarding/create-restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A stand-in web build: the app's page is told apart from 'coming soon' by its page config. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><title>Tavola</title><!--storefront-config--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

let t: TestApp;
let restaurantId: number;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeWebBuild() });
  const { db, config, clock, mailer } = t.app.deps;
  ({ restaurantId } = await createRestaurant(
    { db, config, clock, mailer },
    { slug: 'bald', name: 'Bald & Gut', owner: 'owner@bald.test' },
  ));
  await db
    .update(restaurants)
    .set({ theme: { primaryColor: '#1565c0', logoShape: 'round', logo: '/uploads/bald/logo.webp' } })
    .where(eq(restaurants.id, restaurantId));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const settingsOf = async () =>
  (await t.app.deps.db.select({ settings: restaurants.settings }).from(restaurants).where(eq(restaurants.id, restaurantId)))[0]!
    .settings;
const isApp = (html: string) => html.includes('id="storefront-config"');

describe("a restaurant in setup: the storefront says 'coming soon'", () => {
  it('shows name, logo and colour in the restaurant language, out of search engines, without the app', async () => {
    const page = await get('/r/bald/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(isApp(page.body)).toBe(false);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<h1 style="margin:0;font-size:2rem">Bald &#38; Gut</h1>');
    expect(page.body).toContain('src="/uploads/bald/logo.webp"');
    expect(page.body).toContain('Bald geöffnet');
    expect(page.body).toContain('background:#1565c0');
    // Every page of the storefront, not just the home page.
    expect(isApp((await get('/r/bald/checkout')).body)).toBe(false);
  });

  it('speaks the four languages, Arabic right to left', async () => {
    const arabic = (await get('/r/bald/?lang=ar')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('قريبًا');
    expect((await get('/r/bald/?lang=fr')).body).toContain('Bientôt ouvert');
    const english = (await get('/r/bald/?lang=en')).body;
    expect(english).toContain('Coming soon');
    expect(english).toContain('href="/r/bald/?lang=de"');
  });

  it('lists only the languages the restaurant offers; another ?lang= gets its own language', async () => {
    await t.app.deps.db
      .update(restaurants)
      .set({ settings: { ...(await settingsOf()), languages: ['de', 'en'] } })
      .where(eq(restaurants.id, restaurantId));
    const page = (await get('/r/bald/?lang=fr')).body;
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('href="/r/bald/?lang=en"');
    expect(page).not.toContain('?lang=fr');
    expect(page).not.toContain('?lang=ar');
  });

  it('lets staff reach the back office and the owner preview the menu with the editor link', async () => {
    expect(isApp((await get('/r/bald/manager')).body)).toBe(true);
    expect(isApp((await get('/r/bald/manager/restaurant/brand')).body)).toBe(true);
    const { token } = await issuePreviewToken(t.config.jwtSecret, restaurantId, new Date());
    expect(isApp((await get(`/r/bald/?menuPreview=${token}`)).body)).toBe(true);
    expect(isApp((await get('/r/bald/?menuPreview=forged')).body)).toBe(false);
  });

  it('serves the app once the restaurant is live', async () => {
    await t.app.deps.db.update(restaurants).set({ status: 'live' }).where(eq(restaurants.id, restaurantId));
    const page = await get('/r/bald/');
    expect(isApp(page.body)).toBe(true);
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });
});
