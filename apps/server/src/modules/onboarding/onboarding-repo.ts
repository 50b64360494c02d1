import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';
import {
  deliveryZones,
  legalPages,
  openingHours,
  paymentMethods,
  restaurantDeliveryTypes,
  restaurants,
} from '../../db/schema/restaurant.ts';

export async function restaurantSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row !== undefined;
}

export async function insertSetupRestaurant(
  tx: Tx,
  values: Omit<typeof restaurants.$inferInsert, 'status'>,
): Promise<number> {
  const [row] = await tx
    .insert(restaurants)
    .values({ ...values, status: 'setup' })
    .returning({ id: restaurants.id });
  return row!.id;
}

/** Everything the setup checklist looks at, in one round of small indexed reads. */
export async function readSetupFacts(db: DbOrTx, restaurantId: number) {
  const count = sql<number>`count(*)::int`;
  const [[restaurant], types, [hours], [zones], [methods], [dishes], legal] = await Promise.all([
    db
      .select({
        status: restaurants.status,
        name: restaurants.name,
        theme: restaurants.theme,
        lang: restaurants.lang,
        currency: restaurants.currency,
        settings: restaurants.settings,
      })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId)),
    db
      .select({ id: restaurantDeliveryTypes.deliveryTypeId })
      .from(restaurantDeliveryTypes)
      .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId)),
    db.select({ count }).from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
    db.select({ count }).from(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId)),
    db.select({ count }).from(paymentMethods).where(eq(paymentMethods.restaurantId, restaurantId)),
    db
      .select({ count })
      .from(products)
      .where(and(eq(products.restaurantId, restaurantId), isNull(products.archivedAt))),
    db
      .select({ kind: legalPages.kind, body: legalPages.body })
      .from(legalPages)
      .where(eq(legalPages.restaurantId, restaurantId)),
  ]);
  if (!restaurant) return null;
  return {
    ...restaurant,
    deliveryTypeIds: types.map((type) => type.id),
    openingHours: hours?.count ?? 0,
    deliveryZones: zones?.count ?? 0,
    paymentMethods: methods?.count ?? 0,
    dishes: dishes?.count ?? 0,
    legalKinds: legal.filter((page) => page.body.trim() !== '').map((page) => page.kind),
  };
}

export type SetupFacts = NonNullable<Awaited<ReturnType<typeof readSetupFacts>>>;

export async function setRestaurantLive(tx: Tx, restaurantId: number): Promise<void> {
  await tx
    .update(restaurants)
    .set({ status: 'live', updatedAt: sql`now()` })
    .where(eq(restaurants.id, restaurantId));
}

/** Whether the restaurant takes guests' baskets, orders and reservations (only once live). */
export async function restaurantIsLive(db: DbOrTx, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: restaurants.status })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.status !== 'setup';
}
