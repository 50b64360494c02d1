import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { idParam } from '../menu/query-params.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { callRobot } from './call-robot.ts';
import { rateLimited } from '../../http/rate-limits.ts';
import { basketIdField } from '@tavola/domain/schemas/basket';
import { callerOf } from '../basket/basket-access.ts';

/** GET api/restaurant/robot-request (restaurantId, tableId) → robot_task_set; 503 when there is no robot. */
export async function robotRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restaurant/robot-request',
    {
      config: rateLimited('robot_request'),
      schema: {
        tags: ['robot'],
        // loose: keeps `lang` for the language hook after validation.
        // basketId: the guest's basket, seated at the table with its code (the table's right to call).
        querystring: z.object({ restaurantId: idParam.optional(), tableId: idParam, basketId: basketIdField.optional() }).loose(),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      await callRobot(app.deps.db, restaurant, request.query.tableId, { basketId: request.query.basketId ?? null, customerId: callerOf(request).customerId });
      const answer = success(request, null, 'robot_task_set');
      return { ...answer, msg: answer.message.body };
    },
  );
}
