import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { createManagerWithPassword } from './manager-accounts.ts';

export const DEMO_MANAGER_EMAIL = 'manager@demo.tavola.local';

/**
 * The demo restaurant's owner (who also runs the board), made when the demo is seeded: the password is the configured one
 * (DEMO_MANAGER_PASSWORD, the browser tests set it) or a generated one that the caller prints once.
 */
export async function seedDemoManager(db: Db, configuredPassword: string | null): Promise<{ email: string; password: string } | null> {
  const [demo] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'demo'));
  if (!demo) return null;
  const password = configuredPassword ?? randomBytes(12).toString('base64url');
  await createManagerWithPassword({ db }, demo.id, DEMO_MANAGER_EMAIL, password, 'owner');
  return { email: DEMO_MANAGER_EMAIL, password };
}

/** The owner of an extra restaurant (EXTRA_RESTAURANT_FILES: the browser tests' fixtures). */
export const extraRestaurantOwnerEmail = (slug: string) => `manager@${slug}.tavola.local`;

/**
 * Extra restaurants get an owner only when the demo's password is configured (the browser tests set it):
 * their boards show what staff see there (the table PIN of the day, the bills). Never with a generated
 * password: these are fixtures, not restaurants someone runs.
 */
export async function seedExtraRestaurantOwner(db: Db, slug: string, configuredPassword: string | null): Promise<void> {
  if (!configuredPassword) return;
  const [restaurant] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  if (restaurant) await createManagerWithPassword({ db }, restaurant.id, extraRestaurantOwnerEmail(slug), configuredPassword, 'owner');
}
