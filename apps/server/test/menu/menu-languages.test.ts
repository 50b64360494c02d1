import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@tavola/domain/schemas/menu';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { categoryIdByName, SUNDAY_AFTERNOON } from './menu-helpers.ts';

let t: TestApp;
let salads: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => SUNDAY_AFTERNOON });
  salads = await categoryIdByName(t, 'Insalate');
});
afterAll(() => t.close());

async function read(url: string, lang?: string) {
  const response = await t.call({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response;
}

async function salad(lang: string | undefined, key: 'Panzanella' | 'Caprese' | 'Rucola'): Promise<Product> {
  const list: Product[] = (await read(`/api/restaurant/products?categoryId=${salads}`, lang)).body.data;
  const images = { Panzanella: 'panzanella', Caprese: 'caprese', Rucola: 'rucola' };
  const found = list.find((p) => p.image?.includes(images[key]));
  if (!found) throw new Error(`no ${key} in ${list.map((p) => p.image).join(', ')}`);
  return found;
}

describe("the menu in the guest's language", () => {
  it("names a dish in the guest's language, else the restaurant's (de), else its own name", async () => {
    expect((await salad('en', 'Panzanella')).name).toBe('Tuscan bread salad');
    expect((await salad('en-GB,en;q=0.9', 'Panzanella')).description).toBe(
      'Bread salad with tomatoes, cucumber, red onion and basil. Vegan.',
    );
    expect((await salad('fr', 'Panzanella')).name).toBe('Salade de pain toscane');
    expect((await salad('ar', 'Panzanella')).name).toBe('سلطة الخبز التوسكانية');
    // Arabic has no translation of the caprese: the restaurant's language (de) has one
    expect((await salad('ar', 'Caprese')).name).toBe('Tomate-Mozzarella-Salat');
    // no language asked: the restaurant's
    expect((await salad(undefined, 'Caprese')).name).toBe('Tomate-Mozzarella-Salat');
    // a language the storefront does not speak counts as none asked
    expect((await salad('it', 'Panzanella')).name).toBe('Toskanischer Brotsalat');
    // no translation at all: the dish's own name
    expect((await salad('en', 'Rucola')).name).toBe('Rucola e Parmigiano');
  });

  it('takes the lang parameter too, and names categories in the language', async () => {
    const en = (await read('/api/restaurant/category?lang=en')).body.data as { name: string }[];
    const de = (await read('/api/restaurant/category', 'de')).body.data as { name: string }[];
    expect(en.map((c) => c.name)).toContain('Salads');
    expect(en.map((c) => c.name)).toContain('Drinks');
    expect(de.map((c) => c.name)).toContain('Insalate');
  });

  it('answers with the dietary flags and additives', async () => {
    expect(await salad('en', 'Panzanella')).toMatchObject({ vegetarian: true, vegan: true, additives: [] });
    expect(await salad('en', 'Caprese')).toMatchObject({ vegetarian: true, vegan: false });
    const drinks = await categoryIdByName(t, 'Bevande');
    const list: Product[] = (await read(`/api/restaurant/products?categoryId=${drinks}`)).body.data;
    expect(list.find((p) => p.name.startsWith('Chinotto'))).toMatchObject({ additives: ['colouring', 'caffeine'], vegetarian: false });
  });

  it("finds a dish by its name in the guest's language and by its own name", async () => {
    const search = async (query: string, lang: string) =>
      ((await read(`/api/restaurant/product/search?query=${encodeURIComponent(query)}`, lang)).body.data as Product[]).map((p) => p.name);
    expect(await search('bread salad', 'en')).toEqual(['Tuscan bread salad']);
    expect(await search('panzanella', 'en')).toEqual(['Tuscan bread salad']);
    expect(await search('brotsalat', 'de')).toEqual(['Toskanischer Brotsalat']);
    expect(await search('salade de pain', 'fr')).toEqual(['Salade de pain toscane']);
    expect(await search('salade de pain', 'de')).toEqual([]);
  });

  it('never answers one language with the ETag of another, and varies on Accept-Language', async () => {
    const url = `/api/restaurant/products?categoryId=${salads}`;
    const en = await read(url, 'en');
    const fr = await read(url, 'fr');
    expect(en.headers.etag).not.toBe(fr.headers.etag);
    expect(String(en.headers.vary)).toContain('accept-language');
    const stale = await t.call({ method: 'GET', url, headers: { 'accept-language': 'fr', 'if-none-match': String(en.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    const fresh = await t.call({ method: 'GET', url, headers: { 'accept-language': 'en', 'if-none-match': String(en.headers.etag) } });
    expect(fresh.statusCode).toBe(304);
  });
});
