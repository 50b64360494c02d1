import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantImportInput } from '@tavola/domain/schemas/restaurant-import';
import { restaurantDeliveryTypes } from '../../src/db/schema/restaurant.ts';
import { exportRestaurant } from '../../src/modules/menu-editor/export-restaurant.ts';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { findRestaurantBySlug } from '../../src/modules/restaurant/repo.ts';
import { demoDataFile } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The import file's optional time step of a delivery type (decision 097). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

function stepped(pickupStep: number | undefined): RestaurantImportInput {
  const file = JSON.parse(readFileSync(demoDataFile, 'utf8')) as RestaurantImportInput;
  file.restaurant.slug = 'stepped';
  file.restaurant.name = 'Tavola stepped';
  file.restaurant.publicClient = { clientId: 'stepped-storefront', clientSecret: 'stepped-public-client-secret' };
  file.deliveryTypes = file.deliveryTypes.map((type) =>
    type.type === 'pickup' && pickupStep !== undefined ? { ...type, slotStepMinutes: pickupStep as 30 } : type,
  );
  return file;
}

async function stepsOf(restaurantId: number): Promise<Record<string, number>> {
  const rows = await db()
    .select({ name: restaurantDeliveryTypes.name, step: restaurantDeliveryTypes.slotStepMinutes })
    .from(restaurantDeliveryTypes)
    .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId));
  return Object.fromEntries(rows.map((row) => [row.name, row.step]));
}

describe('slotStepMinutes in the import file', () => {
  it('refuses a step that is none of the choices, naming the field, and writes nothing', async () => {
    const outcome = await importRestaurant(db(), stepped(7));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const pickupIndex = stepped(7).deliveryTypes.findIndex((type) => type.type === 'pickup');
    expect(outcome.errors.map((error) => error.path)).toEqual([`deliveryTypes.${pickupIndex}.slotStepMinutes`]);
    expect(await findRestaurantBySlug(db(), 'stepped')).toBeNull();
  });

  it('stores the step of the type that names one, 15 for the others, and the export writes it back', async () => {
    const outcome = await importRestaurant(db(), stepped(30));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await stepsOf(outcome.restaurantId)).toEqual({ delivery: 15, pickup: 30, here: 15 });
    const exported = await exportRestaurant(db(), outcome.restaurantId);
    expect(exported.deliveryTypes?.find((type) => type.type === 'pickup')?.slotStepMinutes).toBe(30);
  });

  it('goes back to 15 when the file names no step again', async () => {
    const outcome = await importRestaurant(db(), stepped(undefined));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await stepsOf(outcome.restaurantId)).toEqual({ delivery: 15, pickup: 15, here: 15 });
  });
});
