import { z } from 'zod';
import { pageSchema } from './account.ts';
import { clientContext } from './basket.ts';
import { idField, pageField } from './fields.ts';
import { orderIdField } from './order.ts';

/**
 * The guest's review of an order (spec /review and 'review success'; POST api/testimonials/create).
 * The same schema checks the /review form in the browser and the body on the server.
 */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MAX_LENGTH = 1000;
export const REVIEW_NAME_MAX_LENGTH = 100;
/** Room for a first name and an initial, a nickname or 'a family from Kreuzberg'. */
export const REVIEW_DISPLAY_NAME_MAX_LENGTH = 40;

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
    /** Who wrote it; absent, the name the guest ordered under. Shown shortened (reviewerDisplayName). */
    name: z.string().trim().max(REVIEW_NAME_MAX_LENGTH, 'field_too_long').nullable().optional(),
    /** The name the guest chose to sign with publicly; blank means none (the shortened name shows). */
    displayName: z
      .string('field_invalid')
      .trim()
      .max(REVIEW_DISPLAY_NAME_MAX_LENGTH, 'field_too_long')
      .nullable()
      .optional(),
  })
  .strict();
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** The answer to the guest who wrote the review: `name` is how it will be signed in public. */
export const reviewSchema = z.object({
  id: z.int(),
  orderId: z.string(),
  rating: z.int(),
  body: z.string(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

// ---------------------------------------------------------------- published reviews (testimonials)

export const TESTIMONIAL_PAGE_SIZE = 10;
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** GET api/testimonials[?page=…]: published reviews, newest first. */
export const testimonialListQuerySchema = z.object({ ...clientContext, page: pageField }).strict();

/** GET api/testimonials/show?testimonialId=…: one published review. */
export const testimonialShowQuerySchema = z.object({ ...clientContext, testimonialId: idField }).strict();

/**
 * What guests see of a review: no order id, no status (only published ones are shown), and `name` is
 * the signature (the chosen display name, else the shortened name) — never the full name.
 */
export const testimonialSchema = z.object({
  id: z.int(),
  rating: z.int(),
  body: z.string(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialPageSchema = pageSchema(testimonialSchema);
export type TestimonialPage = z.infer<typeof testimonialPageSchema>;

/** GET api/managers/reviews?status=…&page=…: the manager's reviews to moderate, newest first. */
export const managerReviewListQuerySchema = z
  .object({ ...clientContext, status: z.enum(REVIEW_STATUSES, 'field_invalid').default('pending'), page: pageField })
  .strict();

/** POST api/managers/reviews/change-status: publish or hide one review of the manager's restaurant. */
export const changeReviewStatusRequestSchema = z
  .object({
    ...clientContext,
    reviewId: idField,
    status: z.enum(['published', 'hidden'], 'field_invalid'),
  })
  .strict();
export type ChangeReviewStatusRequest = z.infer<typeof changeReviewStatusRequestSchema>;

/** The restaurant's own view keeps the full `name`, and shows beside it how guests see it signed. */
export const managerReviewSchema = testimonialSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  publicName: z.string().nullable(),
  /** The reviewed order (null for imported reviews). */
  orderId: z.string().nullable(),
});
export type ManagerReview = z.infer<typeof managerReviewSchema>;
export const managerReviewPageSchema = pageSchema(managerReviewSchema);
export type ManagerReviewPage = z.infer<typeof managerReviewPageSchema>;
