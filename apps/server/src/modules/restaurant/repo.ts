import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

export async function findRestaurantById(db: DbOrTx, id: number): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row ?? null;
}

export async function findRestaurantBySlug(db: DbOrTx, slug: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row ?? null;
}
