import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { notFound } from '../../http/errors.ts';

/** The slug names the restaurant's folder in the upload store. */
export async function restaurantSlug(db: DbOrTx, restaurantId: number): Promise<string> {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  if (!row) throw notFound('restaurant_does_not_exists');
  return row.slug;
}
