import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addBasketLineRequestSchema,
  addPackageRequestSchema,
  basketLineQuerySchema,
  basketSchema,
  lineAttributeItemsRequestSchema,
  updateLineExtraInfoRequestSchema,
} from '@tavola/domain/schemas/basket';
import { envelopeOf, success } from '../../http/envelope.ts';
import { addBasketLine } from './add-basket-line.ts';
import { addPackageLine } from './add-package-line.ts';
import { callerOf, type BasketDeps } from './basket-access.ts';
import { changeLineAttributeItems } from './change-line-attribute-items.ts';
import { deleteBasketLine } from './delete-basket-line.ts';
import { removeBasketUnit } from './remove-basket-unit.ts';
import { updateLineExtraInfo } from './update-line-extra-info.ts';

const basketAnswer = { 200: envelopeOf(basketSchema) };

/** The lines of a basket: add, package, remove a unit, delete, extras and comments. */
export function registerBasketLineRoutes(app: FastifyInstance, deps: BasketDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/basket/add',
    { schema: { tags: ['basket'], body: addBasketLineRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, (await addBasketLine(deps, callerOf(request), request.body, deps.clock())).basket, 'product_added'),
  );

  routes.post(
    '/api/basket/add-product-package-items',
    { schema: { tags: ['basket'], body: addPackageRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, (await addPackageLine(deps, callerOf(request), request.body, deps.clock())).basket, 'product_added'),
  );

  routes.get(
    '/api/basket/remove',
    { schema: { tags: ['basket'], querystring: basketLineQuerySchema, response: basketAnswer } },
    async (request) => success(request, (await removeBasketUnit(deps, callerOf(request), request.query)).basket, 'product_removed'),
  );

  routes.get(
    '/api/basket/delete-basket-product',
    { schema: { tags: ['basket'], querystring: basketLineQuerySchema, response: basketAnswer } },
    async (request) => success(request, (await deleteBasketLine(deps, callerOf(request), request.query)).basket, 'product_removed'),
  );

  for (const direction of ['add', 'remove'] as const) {
    routes.post(
      `/api/basket/${direction}-attribute-items`,
      { schema: { tags: ['basket'], body: lineAttributeItemsRequestSchema, response: basketAnswer } },
      async (request) =>
        success(
          request,
          (await changeLineAttributeItems(deps, callerOf(request), request.body, direction)).basket,
          'basket_updated',
        ),
    );
  }

  routes.post(
    '/api/basket/update-extraInfo',
    { schema: { tags: ['basket'], body: updateLineExtraInfoRequestSchema, response: basketAnswer } },
    async (request) =>
      success(request, (await updateLineExtraInfo(deps, callerOf(request), request.body)).basket, 'basket_updated'),
  );
}
