import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  breakPatternIdRequestSchema,
  breakPatternSchema,
  createBreakPatternRequestSchema,
  updateBreakPatternRequestSchema,
} from '@tavola/domain/breaks/break-patterns';
import { clientContext } from '@tavola/domain/schemas/basket';
import { managerProductSchema, managerTableSchema, setProductStockRequestSchema } from '@tavola/domain/schemas/manager';
import { envelopeOf, success } from '../../http/envelope.ts';
import { selectBreakPatterns } from './break-patterns-repo.ts';
import { changeBreakPattern, createBreakPattern, removePattern, stopPattern } from './break-patterns.ts';
import { onlyManagers, requireBoardLead, requireManager } from './manager-auth.ts';
import { listStockProducts, setProductStock } from './product-stock.ts';
import { restaurantClock } from './list-board-orders.ts';
import { selectTablesWithCodes } from '../table/tables-repo.ts';
import { tableQrSvg, tableUrl } from '../table/table-qr.ts';

/**
 * api/managers/products and api/managers/break-patterns: what the kitchen serves, live. The kitchen
 * marks dishes sold out and reads the break patterns; planning them and the table codes are the
 * managers' (decision 086).
 */
export async function managerMenuRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOnly = z.object(clientContext).strict();

  routes.get(
    '/api/managers/tables',
    { schema: { tags: ['manager'], querystring: contextOnly, response: { 200: envelopeOf(z.array(managerTableSchema)) } } },
    async (request) => {
      const { restaurantId } = await requireBoardLead(db, request);
      const restaurant = await restaurantClock(db, restaurantId);
      const tables = await selectTablesWithCodes(db, restaurantId);
      const withCodes = await Promise.all(
        tables.map(async (table) => {
          const url = tableUrl(app.deps.config.publicUrl, restaurant.slug, table.code);
          return { ...table, url, svg: await tableQrSvg(url) };
        }),
      );
      return success(request, withCodes);
    },
  );

  routes.get(
    '/api/managers/products',
    { schema: { tags: ['manager'], querystring: contextOnly, response: { 200: envelopeOf(z.array(managerProductSchema)) } } },
    async (request) => success(request, await listStockProducts(db, requireManager(request).restaurantId)),
  );

  routes.post(
    '/api/managers/products/stock',
    { schema: { tags: ['manager'], body: setProductStockRequestSchema, response: { 200: envelopeOf(managerProductSchema) } } },
    async (request) => {
      const { productId, stock } = request.body;
      return success(request, await setProductStock(db, requireManager(request).restaurantId, productId, stock));
    },
  );

  routes.get(
    '/api/managers/break-patterns',
    { schema: { tags: ['manager'], querystring: contextOnly, response: { 200: envelopeOf(z.array(breakPatternSchema)) } } },
    async (request) => success(request, await selectBreakPatterns(db, requireManager(request).restaurantId)),
  );

  routes.post(
    '/api/managers/break-patterns/create',
    { schema: { tags: ['manager'], body: createBreakPatternRequestSchema, response: { 201: envelopeOf(breakPatternSchema) } } },
    async (request, reply) => {
      reply.code(201);
      return success(request, await createBreakPattern(app.deps, (await requireBoardLead(db, request)).restaurantId, request.body), 'break_pattern_created');
    },
  );

  routes.post(
    '/api/managers/break-patterns/update',
    { schema: { tags: ['manager'], body: updateBreakPatternRequestSchema, response: { 200: envelopeOf(breakPatternSchema) } } },
    async (request) =>
      success(request, await changeBreakPattern(app.deps, (await requireBoardLead(db, request)).restaurantId, request.body), 'break_pattern_updated'),
  );

  routes.post(
    '/api/managers/break-patterns/stop',
    { schema: { tags: ['manager'], body: breakPatternIdRequestSchema, response: { 200: envelopeOf(breakPatternSchema) } } },
    async (request) => success(request, await stopPattern(app.deps, (await requireBoardLead(db, request)).restaurantId, request.body.id), 'break_pattern_stopped'),
  );

  routes.post(
    '/api/managers/break-patterns/delete',
    { schema: { tags: ['manager'], body: breakPatternIdRequestSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await removePattern(app.deps, (await requireBoardLead(db, request)).restaurantId, request.body.id);
      return success(request, null, 'break_pattern_deleted');
    },
  );
}
