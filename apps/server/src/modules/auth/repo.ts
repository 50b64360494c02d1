import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';

export async function findPublicClient(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ restaurantId: restaurants.id, secret: restaurants.publicClientSecret })
    .from(restaurants)
    .where(eq(restaurants.publicClientId, clientId))
    .limit(1);
  return row ?? null;
}

export async function findRestaurantLang(db: DbOrTx, restaurantId: number): Promise<string | null> {
  const [row] = await db
    .select({ lang: restaurants.lang })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row?.lang ?? null;
}
