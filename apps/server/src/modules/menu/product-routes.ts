import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packageStepSchema, productSchema } from '@tavola/domain/schemas/menu';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { sendWithEtag } from './etag-reply.ts';
import {
  categoryProductsAnswer,
  packageStepsAnswer,
  pinnedProductsAnswer,
  productsByIdsAnswer,
  searchAnswer,
} from './menu-answers.ts';
import type { MenuService } from './menu-service.ts';
import { mostSellingIds } from './most-selling.ts';
import { basketParam, deliveryTimeParam, idParam } from './query-params.ts';
import { readMenuOrFail, tokenRestaurant } from './routes.ts';

const productList = envelopeOf(z.array(productSchema));
export const SEARCH_LIMIT = 50;

export async function productRoutes(app: FastifyInstance, { menu }: { menu: MenuService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/restaurant/products',
    {
      schema: {
        tags: ['menu'],
        summary: 'Products of a category on offer at the delivery time (happy-hour products only inside their windows)',
        querystring: z.object({
          categoryId: idParam,
          restaurantId: idParam.optional(),
          delivery_time: deliveryTimeParam,
          basketId: basketParam,
        }),
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const { categoryId, delivery_time, basketId } = request.query;
      const { snapshot, live } = await readMenuOrFail(menu, request, tokenRestaurant(request), {
        deliveryTime: delivery_time,
        basketId: basketId || undefined,
      });
      const products = categoryProductsAnswer(snapshot, live, categoryId);
      if (!products) throw notFound('category_does_not_exists');
      return sendWithEtag(request, reply, success(request, products));
    },
  );

  routes.get(
    '/api/restaurant/pinned-products',
    {
      schema: {
        tags: ['menu'],
        summary: 'Pinned products on offer at the delivery time',
        querystring: z.object({
          restaurant: idParam.optional(),
          basket: basketParam,
          delivery_time: deliveryTimeParam,
        }),
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const { restaurant, basket, delivery_time } = request.query;
      const { snapshot, live } = await readMenuOrFail(menu, request, tokenRestaurant(request, restaurant), {
        deliveryTime: delivery_time,
        basketId: basket || undefined,
      });
      return sendWithEtag(request, reply, success(request, pinnedProductsAnswer(snapshot, live)));
    },
  );

  routes.get(
    '/api/restaurant/product-packages',
    {
      schema: {
        tags: ['menu'],
        summary: 'The wizard steps of a package product (empty for other products)',
        querystring: z.object({
          productId: idParam,
          restaurantId: idParam.optional(),
          basketId: basketParam,
          delivery_time: deliveryTimeParam,
        }),
        response: { 200: envelopeOf(z.array(packageStepSchema)) },
      },
    },
    async (request, reply) => {
      const { productId, basketId, delivery_time } = request.query;
      const { snapshot, live } = await readMenuOrFail(menu, request, tokenRestaurant(request), {
        deliveryTime: delivery_time,
        basketId: basketId || undefined,
      });
      const steps = packageStepsAnswer(snapshot, live, productId);
      if (!steps) throw notFound('product_does_not_exists');
      return sendWithEtag(request, reply, success(request, steps));
    },
  );

  routes.get(
    '/api/restaurant/product/search',
    {
      schema: {
        tags: ['menu'],
        summary: 'Products whose name or description contains every word of the query',
        querystring: z.object({ query: z.string().trim().min(1).max(100), restaurantId: idParam.optional() }),
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const { snapshot, live } = await readMenuOrFail(menu, request, tokenRestaurant(request));
      return sendWithEtag(
        request,
        reply,
        success(request, searchAnswer(snapshot, live, request.query.query, SEARCH_LIMIT)),
      );
    },
  );

  routes.get(
    '/api/restaurant/most-selling',
    {
      schema: {
        tags: ['menu'],
        summary: 'Best-selling products by units ordered, topped up with pinned then menu-order products',
        querystring: z.object({
          restaurantId: idParam.optional(),
          limit: z.coerce.number().int().min(1).max(50).optional(),
        }),
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const restaurantId = tokenRestaurant(request);
      const { snapshot, live } = await readMenuOrFail(menu, request, restaurantId);
      const limit = request.query.limit ?? 10;
      const ids = await mostSellingIds(app.deps.db, restaurantId, snapshot, limit);
      return sendWithEtag(request, reply, success(request, productsByIdsAnswer(snapshot, live, ids).slice(0, limit)));
    },
  );
}
