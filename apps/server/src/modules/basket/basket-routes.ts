import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basketQuerySchema,
  basketSchema,
  createBasketRequestSchema,
  setTableRequestSchema,
  updateBasketExtraInfoRequestSchema,
} from '@tavola/domain/schemas/basket';
import { envelopeOf, success } from '../../http/envelope.ts';
import { callerOf, readBasket, type BasketDeps } from './basket-access.ts';
import { createBasket } from './create-basket.ts';
import { seatAtTable } from './set-table.ts';
import { updateBasketExtraInfo } from './update-basket-extra-info.ts';
import { rateLimited } from '../../http/rate-limits.ts';

const basketAnswer = { 200: envelopeOf(basketSchema) };

/** Creating and reading a basket, and the basket-wide settings (table, table capacity). */
export function registerBasketRoutes(app: FastifyInstance, deps: BasketDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The storefront may post no body at all: that is an empty request, not a malformed one.
  for (const path of ['/api/basket/create', '/api/order/create-basket']) {
    routes.post(
      path,
      {
        config: rateLimited('create_basket'),
        schema: {
          tags: ['basket'],
          body: z.preprocess((value) => value ?? {}, createBasketRequestSchema),
          response: basketAnswer,
        },
      },
      async (request) =>
        success(request, await createBasket(deps, callerOf(request), request.body, deps.clock()), 'basket_created'),
    );
  }

  routes.get(
    '/api/basket',
    { schema: { tags: ['basket'], querystring: basketQuerySchema, response: basketAnswer } },
    async (request) => success(request, await readBasket(deps, callerOf(request), request.query.basketId)),
  );

  routes.post(
    '/api/basket/set-table',
    { schema: { tags: ['basket'], body: setTableRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, await seatAtTable(deps, callerOf(request), request.body, deps.clock()), 'table_set'),
  );

  routes.post(
    '/api/basket/update-basket-extraInfo',
    { schema: { tags: ['basket'], body: updateBasketExtraInfoRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, (await updateBasketExtraInfo(deps, callerOf(request), request.body)).basket, 'basket_updated'),
  );
}
