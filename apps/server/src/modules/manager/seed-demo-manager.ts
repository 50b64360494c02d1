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
