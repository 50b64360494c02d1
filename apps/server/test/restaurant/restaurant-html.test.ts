import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { cleanRestaurantHtml } from '../../src/modules/restaurant/restaurant-html.ts';
import { signedInManager } from '../manager/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../e2e/fixtures');

/** What must not survive in restaurant HTML: scripts, handlers, script URLs, frames, inline SVG/MathML, styles. */
const DANGEROUS = /<script|<iframe|<svg|<math|<style|<details|\son\w+\s*=|javascript:|srcdoc|style=/i;

describe('restaurant HTML is cleaned on the way in', () => {
  let t: TestApp;
  let token: string;
  let restaurantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const data = JSON.parse(await readFile(path.join(fixtures, 'hostile-restaurant.json'), 'utf8'));
    const outcome = await importRestaurant(t.database.db, data, {
      sourceDir: fixtures,
      uploadsDir: path.join(mkdtempSync(path.join(tmpdir(), 'tavola-hostile-')), 'uploads'),
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    restaurantId = outcome.restaurantId;
    token = (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId })).access_token;
  });
  afterAll(() => t.close());

  // The restaurant's name is plain text (shown as text, so kept as written): only its HTML fields are read.
  const get = async (url: string) => {
    const answer = await t.call({ method: 'GET', url, query: { restaurantId: String(restaurantId) }, token });
    expect(answer.statusCode, url).toBe(200);
    const { name: _plainText, ...rest } = answer.body.data as Record<string, unknown>;
    return JSON.stringify(url.endsWith('restaurant-by-id') ? rest : answer.body.data);
  };

  it('keeps the allowed markup and drops every script, handler and script URL from every imported field', async () => {
    const legal = await get('/api/restaurant/imprint');
    const info = await get('/api/restaurant/restaurant-by-id');
    // Titles are plain text like names; the bodies are the HTML.
    const pages = JSON.stringify(
      (JSON.parse(await get('/api/restaurant/informationPages')) as { body: string }[]).map((page) => page.body),
    );
    const categories = await get('/api/restaurant/category');
    const categoryId = JSON.parse(categories)[0].id as number;
    const products = await get(`/api/restaurant/products?categoryId=${categoryId}`);
    for (const [name, text] of Object.entries({ legal, info, pages, categories, products })) {
      expect(text, name).not.toMatch(DANGEROUS);
    }
    expect(legal).toContain('<strong>About</strong>');
    // The script link keeps its text and loses its target.
    expect(legal).toMatch(/<a(?! href)[^>]*>a link<\/a>/);
    expect(info).toContain('<strong>Announcement</strong>');
    expect(pages).toContain('<strong>Catering</strong>');
    expect(products).toMatch(/<strong>Dish \w+<\/strong>/);
  });

  it('cleans the manager\u2019s pause message, which guests see in the closed popup', async () => {
    const managerToken = await signedInManager(t, restaurantId, 'hostile-kitchen@example.com', token);
    const paused = await t.call({
      method: 'POST',
      url: '/api/managers/ordering/pause',
      token: managerToken,
      payload: {
        minutes: 30,
        message: '<b>Back soon</b><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
      },
    });
    expect(paused.statusCode, JSON.stringify(paused.body)).toBe(200);
    const info = await get('/api/restaurant/restaurant-by-id');
    expect(info).toContain('<b>Back soon</b>');
    expect(info).not.toMatch(DANGEROUS);
  });

  it('leaves plain text exactly as written (it is shown as text, never as markup)', () => {
    expect(cleanRestaurantHtml('Fish & chips < 5 € > nothing')).toBe('Fish & chips < 5 € > nothing');
    expect(cleanRestaurantHtml(null)).toBeNull();
    expect(cleanRestaurantHtml('<a href="https://example.com" onclick="x()">menu</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">menu</a>',
    );
  });
});
