import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientContext } from '@tavola/domain/schemas/basket';
import {
  managerBusyRequestSchema,
  managerOrderingStateSchema,
  managerPauseRequestSchema,
  managerSummaryQuerySchema,
  managerSummarySchema,
} from '@tavola/domain/schemas/manager';
import { envelopeOf, success } from '../../http/envelope.ts';
import { daySummary } from './list-board-orders.ts';
import { onlyBoardLeads, onlyManagers, requireManager } from './manager-auth.ts';
import { pauseOrdering, resumeOrdering, setBusy } from './ordering-levers.ts';

/** api/managers/ordering/* and api/managers/summary: the rush levers and the till. */
export async function managerOrderingRoutes(app: FastifyInstance) {
  onlyManagers(app);
  // The kitchen neither pulls the rush levers nor sees the till, nor seats guests (decision 086).
  onlyBoardLeads(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOnly = z.object(clientContext).strict();

  routes.post(
    '/api/managers/ordering/pause',
    { schema: { tags: ['manager'], body: managerPauseRequestSchema, response: { 200: envelopeOf(managerOrderingStateSchema) } } },
    async (request) => success(request, await pauseOrdering(app.deps, requireManager(request).restaurantId, request.body)),
  );

  routes.post(
    '/api/managers/ordering/resume',
    { schema: { tags: ['manager'], body: contextOnly, response: { 200: envelopeOf(managerOrderingStateSchema) } } },
    async (request) => success(request, await resumeOrdering(app.deps, requireManager(request).restaurantId)),
  );

  routes.post(
    '/api/managers/ordering/busy',
    { schema: { tags: ['manager'], body: managerBusyRequestSchema, response: { 200: envelopeOf(managerOrderingStateSchema) } } },
    async (request) => success(request, await setBusy(app.deps, requireManager(request).restaurantId, request.body)),
  );

  routes.get(
    '/api/managers/summary',
    { schema: { tags: ['manager'], querystring: managerSummaryQuerySchema, response: { 200: envelopeOf(managerSummarySchema) } } },
    async (request) => {
      const manager = requireManager(request);
      return success(request, await daySummary(db, manager.restaurantId, request.query, app.deps.clock()));
    },
  );
}
