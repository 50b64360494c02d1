import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attributeGroupSchema, categorySchema, productHappyHoursSchema } from '@tavola/domain/schemas/menu';
import { envelopeOf, success } from '../../http/envelope.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import { sendWithEtag } from './etag-reply.ts';
import { categoriesAnswer, categoryAttributeGroupsAnswer, happyHourTimesAnswer } from './menu-answers.ts';
import type { MenuService } from './menu-service.ts';
import { basketParam, deliveryTimeParam, flagParam, idParam } from './query-params.ts';
import { readMenuOrFail, tokenRestaurant } from './routes.ts';

export async function categoryRoutes(app: FastifyInstance, { menu }: { menu: MenuService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/restaurant/category',
    {
      schema: {
        tags: ['menu'],
        summary: 'Categories with something on offer (extra=1: the extra categories)',
        querystring: z.object({
          restaurantId: idParam.optional(),
          basketId: basketParam,
          extra: flagParam.optional(),
          delivery_time: deliveryTimeParam,
        }),
        response: { 200: envelopeOf(z.array(categorySchema)) },
      },
    },
    async (request, reply) => {
      const { extra, delivery_time } = request.query;
      const { snapshot, live } = await readMenuOrFail(menu, request, tokenRestaurant(request), { deliveryTime: delivery_time });
      return sendWithEtag(request, reply, success(request, categoriesAnswer(snapshot, live, extra ?? false)));
    },
  );

  routes.get(
    '/api/restaurant/category-attributes-items',
    {
      schema: {
        tags: ['menu'],
        summary: "Attribute groups (extras) of a category's products",
        querystring: z.object({ restaurantId: idParam.optional(), categoryId: idParam, basketId: basketParam }),
        response: { 200: envelopeOf(z.array(attributeGroupSchema)) },
      },
    },
    async (request, reply) => {
      const { snapshot } = await readMenuOrFail(menu, request, tokenRestaurant(request));
      const groups = categoryAttributeGroupsAnswer(snapshot, request.query.categoryId);
      if (!groups) throw notFound('category_does_not_exists');
      return sendWithEtag(request, reply, success(request, groups));
    },
  );

  routes.get(
    '/api/restaurant/products-happyHour-time',
    {
      schema: {
        tags: ['menu'],
        summary: 'Happy-hour windows of the products of a category, or of the pinned products',
        querystring: z.object({
          restaurantId: idParam.optional(),
          categoryId: idParam.optional(),
          pinned: flagParam.optional(),
        }),
        response: { 200: envelopeOf(z.array(productHappyHoursSchema)) },
      },
    },
    async (request, reply) => {
      const { categoryId, pinned } = request.query;
      if (categoryId === undefined && !pinned) throw FieldErrors.single('categoryId', 'field_required');
      if (categoryId !== undefined && pinned) throw FieldErrors.single('pinned', 'field_invalid');
      const { snapshot } = await readMenuOrFail(menu, request, tokenRestaurant(request));
      const ids = pinned ? snapshot.pinnedIds : snapshot.productIdsByCategory.get(categoryId!);
      if (!ids) throw notFound('category_does_not_exists');
      return sendWithEtag(request, reply, success(request, happyHourTimesAnswer(snapshot, ids)));
    },
  );
}
