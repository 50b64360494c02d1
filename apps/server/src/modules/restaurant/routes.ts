import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_TYPE_IDS, slugSchema } from '@tavola/domain/schemas/restaurant-import';
import { restaurantInfoSchema, restaurantSummarySchema } from '@tavola/domain/schemas/restaurant-info';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../menu/query-params.ts';
import { findRestaurants } from './list-restaurants.ts';
import { findRestaurantById, findRestaurantBySlug, type RestaurantRow } from './repo.ts';
import { loadRestaurantInfo } from './restaurant-info.ts';

const slugParam = z.object({ slug: slugSchema });
/** Delivery types by code (1, 2, 3) or by name (delivery, pickup, here). */
const deliveryTypeParam = z
  .enum(['1', '2', '3', 'delivery', 'pickup', 'here'])
  .transform(
    (value) =>
      (/^\d$/.test(value) ? Number(value) : DELIVERY_TYPE_IDS[value as keyof typeof DELIVERY_TYPE_IDS]) as 1 | 2 | 3,
  );

function found(restaurant: RestaurantRow | null): RestaurantRow {
  if (!restaurant) throw notFound('restaurant_does_not_exists');
  return restaurant;
}

/**
 * The restaurant directory (spec §7): look-ups by id and slug and the list by area. Restaurant info
 * is public, so these answer with any restaurant's token (`anyRestaurant`).
 */
export async function restaurantRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const info = envelopeOf(restaurantInfoSchema);

  routes.get(
    '/api/restaurant/restaurant-by-id',
    {
      config: { anyRestaurant: true },
      schema: { tags: ['restaurant'], querystring: z.object({ restaurantId: idParam }), response: { 200: info } },
    },
    async (request) => {
      const restaurant = found(await findRestaurantById(app.deps.db, request.query.restaurantId));
      return success(request, await loadRestaurantInfo(app.deps.db, restaurant, app.deps.clock()));
    },
  );

  routes.get(
    '/api/restaurant/restaurant-by-slug',
    {
      config: { anyRestaurant: true },
      schema: { tags: ['restaurant'], querystring: slugParam, response: { 200: info } },
    },
    async (request) => {
      const restaurant = found(await findRestaurantBySlug(app.deps.db, request.query.slug));
      return success(request, await loadRestaurantInfo(app.deps.db, restaurant, app.deps.clock()));
    },
  );

  routes.get(
    '/api/restaurant/id',
    {
      config: { anyRestaurant: true },
      schema: {
        tags: ['restaurant'],
        querystring: slugParam,
        response: { 200: envelopeOf(z.object({ id: z.int() })) },
      },
    },
    async (request) => {
      const restaurant = found(await findRestaurantBySlug(app.deps.db, request.query.slug));
      return success(request, { id: restaurant.id });
    },
  );

  routes.get(
    '/api/restaurant',
    {
      config: { anyRestaurant: true },
      schema: {
        tags: ['restaurant'],
        querystring: z.object({
          postalCode: z
            .string()
            .trim()
            .regex(/^\d{1,10}$/, 'postal_code_numeric')
            .optional(),
          deliveryType: deliveryTypeParam.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          status: z.enum(['open', 'closed', 'all']).default('all'),
        }),
        response: { 200: envelopeOf(z.array(restaurantSummarySchema)) },
      },
    },
    async (request) => {
      const { postalCode, deliveryType, limit, status } = request.query;
      const list = await findRestaurants(
        app.deps.db,
        { postalCode, deliveryTypeId: deliveryType, limit, status },
        app.deps.clock(),
      );
      if (postalCode !== undefined && list.length === 0) throw notFound('no_restaurant_in_this_area');
      return success(request, list);
    },
  );
}
