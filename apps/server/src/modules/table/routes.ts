import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientContext } from '@tavola/domain/schemas/basket';
import { restaurantTableSchema } from '@tavola/domain/schemas/restaurant-info';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { selectTables } from './tables-repo.ts';

/** GET api/restaurant/tables (spec accounts-manager §7): the tables a guest can be seated at or reserve. */
export async function tableRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restaurant/tables',
    { schema: { tags: ['table'], querystring: z.object(clientContext).strict(), response: { 200: envelopeOf(z.array(restaurantTableSchema)) } } },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      return success(request, await selectTables(app.deps.db, request.auth.restaurantId));
    },
  );
}
