import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientContext } from '@tavola/domain/schemas/basket';
import { formStartSchema } from '@tavola/domain/schemas/bot-check';
import { envelopeOf, success } from '../http/envelope.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { findRestaurantById } from '../modules/restaurant/repo.ts';
import { startForm } from './check-human.ts';

/** GET api/forms/start: called when a protected form opens (contact, sign-up, newsletter, reservation). */
export async function formStartRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/start',
    {
      schema: {
        tags: ['bot-check'],
        querystring: z.object(clientContext).strict(),
        response: { 200: envelopeOf(formStartSchema) },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthorized('token_required');
      const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
      if (!restaurant) throw notFound('restaurant_does_not_exists');
      reply.header('cache-control', 'no-store');
      return success(request, startForm(app.deps, restaurant));
    },
  );
}
