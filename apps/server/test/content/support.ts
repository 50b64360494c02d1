import { readFile } from 'node:fs/promises';
import { issueToken } from '../../src/modules/auth/tokens.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { demoDataFile } from '../support/constants.ts';
import type { TestApp } from '../support/test-app.ts';

/** The demo file as data, to change before importing it as another restaurant. */
export async function demoFile(): Promise<Record<string, any>> {
  return JSON.parse(await readFile(demoDataFile, 'utf8')) as Record<string, any>;
}

/** Imports a copy of the demo under another slug and client, changed by `change`; with a public token of it. */
export async function importVariant(
  t: TestApp,
  slug: string,
  change: (file: Record<string, any>) => void = () => {},
): Promise<{ restaurantId: number; token: string }> {
  const data = await demoFile();
  data.restaurant.slug = slug;
  data.restaurant.name = `Trattoria ${slug}`;
  data.restaurant.publicClient = { clientId: `${slug}-storefront`, clientSecret: `${slug}-storefront-public-client` };
  change(data);
  const outcome = await importRestaurant(t.database.db, data);
  if (!outcome.ok) throw new Error(`import of ${slug} failed: ${JSON.stringify(outcome.errors)}`);
  const token = (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId: outcome.restaurantId }))
    .access_token;
  return { restaurantId: outcome.restaurantId, token };
}

/** A GET with query parameters and an optional language. */
export function get(
  t: TestApp,
  url: string,
  query: Record<string, string | number> = {},
  options: { token?: string; lang?: string } = {},
) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.call({
    method: 'GET',
    url: `${url}${search.size ? `?${search}` : ''}`,
    ...(options.token ? { token: options.token } : {}),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}
