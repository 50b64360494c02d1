import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeReviewStatusRequestSchema,
  managerReviewListQuerySchema,
  managerReviewPageSchema,
  REVIEW_STATUSES,
} from '@tavola/domain/schemas/review';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyBoardLeads, onlyManagers, requireManager } from '../manager/manager-auth.ts';
import { changeReviewStatus, listReviewsForManager } from './testimonials.ts';

/**
 * api/managers/reviews and api/managers/reviews/change-status: the manager publishes or hides the
 * reviews of their own restaurant (the restaurant comes from the manager's token, never a parameter).
 */
export async function managerReviewRoutes(app: FastifyInstance) {
  onlyManagers(app);
  // Bills and reviews are the front of house's, not the kitchen's (decision 086).
  onlyBoardLeads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/managers/reviews',
    {
      schema: {
        tags: ['manager'],
        querystring: managerReviewListQuerySchema,
        response: { 200: envelopeOf(managerReviewPageSchema) },
      },
    },
    async (request) => {
      const { restaurantId } = requireManager(request);
      return success(
        request,
        await listReviewsForManager(app.deps.db, restaurantId, request.query.status, request.query.page),
      );
    },
  );

  routes.post(
    '/api/managers/reviews/change-status',
    {
      schema: {
        tags: ['manager'],
        body: changeReviewStatusRequestSchema,
        response: { 200: envelopeOf(z.object({ id: z.int(), status: z.enum(REVIEW_STATUSES) })) },
      },
    },
    async (request) => {
      const { restaurantId } = requireManager(request);
      const review = await changeReviewStatus(app.deps.db, restaurantId, request.body);
      return success(request, review, review.status === 'published' ? 'review_published' : 'review_hidden');
    },
  );
}
