import { readFile } from 'node:fs/promises';
import { issueToken } from '../../../src/modules/auth/tokens.ts';
import { importRestaurant } from '../../../src/modules/restaurant/import/import-restaurant.ts';
import { demoDataFile } from '../../support/constants.ts';
import type { TestApp } from '../../support/test-app.ts';

/** A second restaurant (a copy of the demo under another slug and client) and a public token of it. */
export async function importSecondRestaurant(t: TestApp): Promise<{ restaurantId: number; token: string }> {
  const data = JSON.parse(await readFile(demoDataFile, 'utf8')) as Record<string, any>;
  data.restaurant.slug = 'second';
  data.restaurant.name = 'Second Trattoria';
  data.restaurant.publicClient = { clientId: 'second-storefront', clientSecret: 'second-storefront-public-client' };
  const outcome = await importRestaurant(t.database.db, data);
  if (!outcome.ok) throw new Error(`second restaurant import failed: ${JSON.stringify(outcome.errors)}`);
  const token = (await issueToken(t.config.jwtSecret, { kind: 'public', restaurantId: outcome.restaurantId })).access_token;
  return { restaurantId: outcome.restaurantId, token };
}
