import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCredentials } from '../../src/db/schema/provider-credentials.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import {
  credentialKeyFrom,
  sealedKeyId,
  type CredentialKeys,
} from '../../src/payments/credentials/credential-cipher.ts';
import { readOwnCredentials, storeOwnCredentials } from '../../src/payments/credentials/restaurant-credentials.ts';
import { resealAllCredentials, ResealError } from '../../src/payments/credentials/reseal-credentials.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const newKey = () => credentialKeyFrom(randomBytes(32).toString('base64'));
const oldKey = newKey();
const currentKey = newKey();
const rotated: CredentialKeys = { current: currentKey, previous: [oldKey] };

let t: TestApp;
let first: number;
let second: number;
const now = new Date('2030-01-01T12:00:00Z');
const saferpay = {
  customerId: '123',
  terminalId: '456',
  username: 'api_1',
  password: 'secret-pass-9876',
  environment: 'test' as const,
};

beforeAll(async () => {
  t = await createTestApp();
  second = (await importSecondRestaurant(t)).restaurantId;
  first = (await t.database.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'demo')))[0]!
    .id;
  const before: CredentialKeys = { current: oldKey, previous: [] };
  await storeOwnCredentials(t.database.db, before, {
    restaurantId: first,
    provider: 'mollie',
    credentials: { apiKey: 'live_abcdefgh1234' },
    by: 'owner@a.test',
    now,
  });
  await storeOwnCredentials(t.database.db, before, {
    restaurantId: second,
    provider: 'saferpay',
    credentials: saferpay,
    by: 'owner@b.test',
    now,
  });
  // One row already under the new key (an owner saved it after the rotation).
  await storeOwnCredentials(t.database.db, rotated, {
    restaurantId: second,
    provider: 'mollie',
    credentials: { apiKey: 'test_zyxw5678' },
    by: 'owner@b.test',
    now,
  });
});
afterAll(() => t.close());

const rows = () =>
  t.database.db
    .select()
    .from(providerCredentials)
    .orderBy(providerCredentials.restaurantId, providerCredentials.provider);

describe('npm run credentials -- reseal (decision 088)', () => {
  it('refuses as a whole when one row opens with no key given, changing nothing', async () => {
    const before = await rows();
    const withoutOld: CredentialKeys = { current: currentKey, previous: [] };
    const failed = await resealAllCredentials(t.database.db, withoutOld).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ResealError);
    expect(failed).toMatchObject({ reason: 'unknown_key' });
    expect(await rows()).toEqual(before);
  });

  it('seals every row with the current key, so the previous key is no longer needed', async () => {
    const before = await rows();
    expect(await resealAllCredentials(t.database.db, rotated)).toEqual({ resealed: 3, fromPreviousKeys: 2 });
    const after = await rows();
    expect(after.map((row) => sealedKeyId(row.sealed))).toEqual([currentKey.id, currentKey.id, currentKey.id]);
    // Only the envelope changed: masks, hints and who set them stay.
    expect(after.map(({ sealed: _sealed, ...rest }) => rest)).toEqual(
      before.map(({ sealed: _sealed, ...rest }) => rest),
    );
    const currentOnly: CredentialKeys = { current: currentKey, previous: [] };
    expect(await readOwnCredentials(t.database.db, currentOnly, first)).toEqual({
      mollie: { apiKey: 'live_abcdefgh1234' },
    });
    expect(await readOwnCredentials(t.database.db, currentOnly, second)).toEqual({
      mollie: { apiKey: 'test_zyxw5678' },
      saferpay,
    });
    const [row] = await t.database.db
      .select()
      .from(providerCredentials)
      .where(eq(providerCredentials.restaurantId, second));
    expect(row!.sealed).not.toContain('secret-pass');
  });
});
