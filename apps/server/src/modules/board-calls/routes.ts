import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientContext } from '@tavola/domain/schemas/basket';
import { boardCallDoneRequestSchema, boardCallSchema } from '@tavola/domain/schemas/board-calls';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { onlyManagers, requireManager } from '../manager/manager-auth.ts';
import { markCallDone, selectCalls } from './calls-repo.ts';

/** An evening's calls: a board opened the next morning starts with an empty list (open calls stay). */
const LIST_HOURS = 12;

/**
 * api/managers/calls: the tables' calls for the dish collector (issue 27). Every staff role sees and
 * closes them: whoever walks past the table. New calls and closed ones reach the boards through the
 * board stream (robot_requests triggers).
 */
export async function boardCallRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db, clock } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/managers/calls',
    { schema: { tags: ['manager'], querystring: z.object(clientContext).strict(), response: { 200: envelopeOf(z.array(boardCallSchema)) } } },
    async (request) => {
      const since = new Date(clock().getTime() - LIST_HOURS * 3_600_000);
      return success(request, await selectCalls(db, requireManager(request).restaurantId, since));
    },
  );

  routes.post(
    '/api/managers/calls/done',
    { schema: { tags: ['manager'], body: boardCallDoneRequestSchema, response: { 200: envelopeOf(boardCallSchema) } } },
    async (request) => {
      const { restaurantId, managerId } = requireManager(request);
      const call = await markCallDone(db, restaurantId, request.body.id, managerId, clock());
      if (!call) throw notFound('call_does_not_exists');
      return success(request, call, 'call_done');
    },
  );
}
