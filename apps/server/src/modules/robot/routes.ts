import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { idParam } from '../menu/query-params.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { callRobot } from './call-robot.ts';
import { rateLimited } from '../../http/rate-limits.ts';

/** GET api/restaurant/robot-request (restaurantId, tableId) → robot_task_set; 503 when there is no robot. */
export async function robotRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restaurant/robot-request',
    {
      config: rateLimited('robot_request'),
      schema: {
        tags: ['robot'],
        // loose: keeps `lang` for the language hook after validation.
        querystring: z.object({ restaurantId: idParam.optional(), tableId: idParam }).loose(),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      await callRobot(app.deps.db, restaurant, request.query.tableId);
      const answer = success(request, null, 'robot_task_set');
      return { ...answer, msg: answer.message.body };
    },
  );
}
