import { and, count, desc, eq } from 'drizzle-orm';
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

/** A page of the restaurant's reviews with one status, newest first; with the total. */
export async function selectReviews(
  db: DbOrTx,
  restaurantId: number,
  status: ReviewRow['status'],
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: (ReviewRow & { orderPublicId: string | null })[]; total: number }> {
  const where = and(eq(reviews.restaurantId, restaurantId), eq(reviews.status, status));
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select({ review: reviews, orderPublicId: orders.publicId })
    .from(reviews)
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
  return { rows: rows.map((row) => ({ ...row.review, orderPublicId: row.orderPublicId })), total };
}

export async function findReview(db: DbOrTx, restaurantId: number, reviewId: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.id, reviewId)))
    .limit(1);
  return row ?? null;
}

/** Sets the status of one review of the restaurant; null when it has no such review. */
export async function updateReviewStatus(
  db: DbOrTx,
  restaurantId: number,
  reviewId: number,
  status: ReviewRow['status'],
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ status })
    .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.id, reviewId)))
    .returning();
  return row ?? null;
}
