import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReviewRequestSchema, reviewSchema } from '@tavola/domain/schemas/review';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { createReview } from './create-review.ts';
import { rateLimited } from '../../http/rate-limits.ts';

/** Reviews of orders (spec /review, 'review success'). */
export async function reviewRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
}
