import { reviewerDisplayName } from '@tavola/domain/reviews/reviewer-display-name';
import {
  TESTIMONIAL_PAGE_SIZE,
  type ChangeReviewStatusRequest,
  type ManagerReviewPage,
  type ReviewStatus,
  type Testimonial,
  type TestimonialPage,
} from '@tavola/domain/schemas/review';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { pageOf } from '../blog/paged.ts';
import { findReview, selectReviews, updateReviewStatus, type ReviewRow } from './review-repo.ts';

/**
 * Reviews as guests read them (GET api/testimonials, api/testimonials/show): published ones only —
 * a review waits as 'pending' until a manager publishes it — without the order it belongs to, and
 * signed with the chosen display name or the shortened name, never the full one.
 */
function testimonialOf(row: ReviewRow): Testimonial {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    name: reviewerDisplayName(row.name, row.displayName),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listTestimonials(db: DbOrTx, restaurantId: number, page: number): Promise<TestimonialPage> {
  const offset = (page - 1) * TESTIMONIAL_PAGE_SIZE;
  const { rows, total } = await selectReviews(db, restaurantId, 'published', { offset, limit: TESTIMONIAL_PAGE_SIZE });
  return pageOf(rows.map(testimonialOf), total, page, TESTIMONIAL_PAGE_SIZE);
}

/** A pending, hidden or another restaurant's review is not found, like one that never existed. */
export async function showTestimonial(db: DbOrTx, restaurantId: number, reviewId: number): Promise<Testimonial> {
  const row = await findReview(db, restaurantId, reviewId);
  if (!row || row.status !== 'published') throw notFound('review_does_not_exists');
  return testimonialOf(row);
}

/** The manager's moderation queue: the restaurant's reviews with one status, newest first. */
export async function listReviewsForManager(
  db: DbOrTx,
  restaurantId: number,
  status: ReviewStatus,
  page: number,
): Promise<ManagerReviewPage> {
  const offset = (page - 1) * TESTIMONIAL_PAGE_SIZE;
  const { rows, total } = await selectReviews(db, restaurantId, status, { offset, limit: TESTIMONIAL_PAGE_SIZE });
  const data = rows.map((row) => ({
    ...testimonialOf(row),
    name: row.name,
    publicName: reviewerDisplayName(row.name, row.displayName),
    status: row.status,
    orderId: row.orderPublicId,
  }));
  return pageOf(data, total, page, TESTIMONIAL_PAGE_SIZE);
}

/** Publishes or hides a review of the manager's own restaurant; any other id is not found. */
export async function changeReviewStatus(db: DbOrTx, restaurantId: number, request: ChangeReviewStatusRequest) {
  const row = await updateReviewStatus(db, restaurantId, request.reviewId, request.status);
  if (!row) throw notFound('review_does_not_exists');
  return { id: row.id, status: row.status };
}
