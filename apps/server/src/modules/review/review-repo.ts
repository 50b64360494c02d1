import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import { reviews } from '../../db/schema/review.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** The order to review, with the guest's name and whether the restaurant takes reviews at all. */
export async function findReviewableOrder(db: DbOrTx, restaurantId: number, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, publicId: orders.publicId, status: orders.status, userDetails: orders.userDetails, modes: restaurants.modes })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.publicId, orderId)))
    .limit(1);
  return row ?? null;
}

/** Stores the review unless the order already has one (the unique index decides, races included). */
export async function insertReviewOnce(db: DbOrTx, review: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing({ target: reviews.orderId }).returning();
  return row ?? null;
}

/** Whether the order has its review already (the order page offers the form only until then). */
export async function isOrderReviewed(db: DbOrTx, restaurantId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}
