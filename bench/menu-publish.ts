import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_MANAGER } from './board.ts';
import { demoToken, percentile } from './order-flow.ts';

export interface PublishFigures {
  dishes: number;
  importToDraft: number;
  publish: { p50: number; max: number; samples: number };
  preview: number;
}

/**
 * The owner's editor on a big menu: the demo's categories with `dishes` dishes, uploaded into the
 * draft, then published `samples` times (each after changing one dish's price, so every publish
 * writes the whole menu as a real one does), and the first preview read of a changed draft.
 */
export async function runPublishBench(baseUrl: string, options: { dishes?: number; samples?: number } = {}): Promise<PublishFigures> {
  const dishes = options.dishes ?? 300;
  const samples = options.samples ?? 7;
  const publicToken = await demoToken(baseUrl);
  const call = jsonCaller(baseUrl);
  const owner = (await call('POST', '/api/managers/login', publicToken, BENCH_MANAGER)).access_token as string;

  const demo = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../data/demo/restaurant.json'), 'utf8'));
  const templates = demo.products.filter((p: { packageSteps?: unknown }) => !p.packageSteps);
  const products = Array.from({ length: dishes }, (_, i) => {
    const template = templates[i % templates.length];
    return { ...template, key: `bench-dish-${i}`, name: `${template.name} ${i}`, price: 5 + (i % 20) };
  });
  const file = { ...demo, products, attributeGroups: demo.attributeGroups.map((g: object) => ({ ...g, products: [] })) };

  let started = performance.now();
  await call('POST', '/api/owner/menu/import', owner, { file });
  const importToDraft = performance.now() - started;

  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const draft = await call('GET', '/api/owner/menu/draft', owner);
    const dish = draft.products[i % draft.products.length];
    await call('PUT', `/api/owner/menu/draft/products/${dish.key}`, owner, { revision: dish.revision, value: { ...dish.value, price: dish.value.price + 1 } });
    started = performance.now();
    await call('POST', '/api/owner/menu/publish', owner, {});
    times.push(performance.now() - started);
  }

  const draft = await call('GET', '/api/owner/menu/draft', owner);
  const dish = draft.products[0];
  await call('PUT', `/api/owner/menu/draft/products/${dish.key}`, owner, { revision: dish.revision, value: { ...dish.value, price: dish.value.price + 1 } });
  const { token } = await call('POST', '/api/owner/menu/preview-link', owner, {});
  started = performance.now();
  const response = await fetch(new URL('/api/restaurant/category', baseUrl), { headers: { authorization: `Bearer ${publicToken}`, 'x-menu-preview': token } });
  await response.text();
  const preview = performance.now() - started;

  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    dishes,
    importToDraft: round(importToDraft),
    publish: { p50: round(percentile(times, 50)), max: round(Math.max(...times)), samples },
    preview: round(preview),
  };
}

/** A JSON call of the bench with a bearer token; a refused call stops the bench with what the server said. */
export function jsonCaller(baseUrl: string) {
  return async (method: string, url: string, token: string, body?: unknown) => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: any };
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
}
