import { z } from 'zod';
import { clientContext } from './basket.ts';
import { orderIdField } from './order.ts';

/**
 * The guest's review of an order (spec /review and 'review success'; POST api/testimonials/create).
 * The same schema checks the /review form in the browser and the body on the server.
 */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MAX_LENGTH = 1000;
export const REVIEW_NAME_MAX_LENGTH = 100;

export const createReviewRequestSchema = z
  .object({
    ...clientContext,
    orderId: orderIdField,
    rating: z.coerce
      .number('field_required')
      .int('field_invalid')
      .min(REVIEW_RATING_MIN, 'field_invalid')
      .max(REVIEW_RATING_MAX, 'field_invalid'),
    body: z.string().trim().max(REVIEW_BODY_MAX_LENGTH, 'field_too_long').default(''),
    name: z.string().trim().max(REVIEW_NAME_MAX_LENGTH, 'field_too_long').nullable().optional(),
  })
  .strict();
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

export const reviewSchema = z.object({
  id: z.int(),
  orderId: z.string(),
  rating: z.int(),
  body: z.string(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
