import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReviewRequestSchema,
  reviewSchema,
  testimonialListQuerySchema,
  testimonialPageSchema,
  testimonialSchema,
  testimonialShowQuerySchema,
} from '@tavola/domain/schemas/review';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { createReview } from './create-review.ts';
import { listTestimonials, showTestimonial } from './testimonials.ts';
import { rateLimited } from '../../http/rate-limits.ts';

/** Reviews of orders (spec /review, 'review success') and the published ones guests read (api/testimonials). */
export async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/testimonials/create',
    {
      config: rateLimited('review'),
      schema: { tags: ['review'], body: createReviewRequestSchema, response: { 201: envelopeOf(reviewSchema) } },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthorized('token_required');
      const review = await createReview(app.deps.db, request.auth.restaurantId, request.body);
      reply.status(201);
      return success(request, review, 'review_created');
    },
  );

  routes.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['review'],
        querystring: testimonialListQuerySchema,
        response: { 200: envelopeOf(testimonialPageSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      return success(request, await listTestimonials(app.deps.db, request.auth.restaurantId, request.query.page));
    },
  );

  routes.get(
    '/api/testimonials/show',
    {
      schema: {
        tags: ['review'],
        querystring: testimonialShowQuerySchema,
        response: { 200: envelopeOf(testimonialSchema) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      return success(
        request,
        await showTestimonial(app.deps.db, request.auth.restaurantId, request.query.testimonialId),
      );
    },
  );
}
