import { reviewerDisplayName } from '@tavola/domain/reviews/reviewer-display-name';
import type { CreateReviewRequest, Review } from '@tavola/domain/schemas/review';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { findReviewableOrder, insertReviewOnce } from './review-repo.ts';

/**
 * POST api/testimonials/create: the guest reviews their order — its id is the key, as on the status
 * page. Only where the restaurant has review mode on, once the restaurant marked the order delivered
 * (done), and once per order.
 */
export async function createReview(db: Db, restaurantId: number, request: CreateReviewRequest): Promise<Review> {
  const order = await findReviewableOrder(db, restaurantId, request.orderId);
  if (!order) throw notFound('order_does_not_exists');
  if (!order.modes.review) throw forbidden('not_authorized');
  // Decided (the spec leaves it open): a guest reviews what they received, so only a finished order.
  if (order.status !== 'delivered') throw conflict('review_not_yet_possible');
  const name = request.name?.trim() || order.userDetails?.name?.trim() || null;
  const row = await insertReviewOnce(db, {
    restaurantId,
    orderId: order.id,
    rating: request.rating,
    body: request.body,
    name,
    displayName: request.displayName || null,
  });
  if (!row) throw conflict('review_already_exists');
  return {
    id: row.id,
    orderId: order.publicId,
    rating: row.rating,
    body: row.body,
    // The answer goes to whoever holds the order id, so it carries the public signature only.
    name: reviewerDisplayName(row.name, row.displayName),
    created_at: row.createdAt.toISOString(),
  };
}
