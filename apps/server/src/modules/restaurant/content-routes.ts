import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToAmount } from '@tavola/domain/pricing/money';
import {
  informationPageAnswerSchema,
  legalInfoSchema,
  postalCodeAnswerSchema,
} from '@tavola/domain/schemas/restaurant-info';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { idParam } from '../menu/query-params.ts';
import { legalInfoOf } from './legal-info.ts';
import { deliveryZonesOf, informationPagesOf } from './repo.ts';

const restaurantQuery = z.object({ restaurantId: idParam.optional() });

/** Legal texts, information pages and the delivery area of the token's restaurant. */
export async function restaurantContentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOf = (auth: { restaurantId: number } | null) => {
    if (!auth) throw unauthorized('token_required');
    return auth.restaurantId;
  };

  routes.get(
    '/api/restaurant/imprint',
    { schema: { tags: ['restaurant'], querystring: restaurantQuery, response: { 200: envelopeOf(legalInfoSchema) } } },
    async (request) => success(request, await legalInfoOf(app.deps.db, restaurantOf(request.auth))),
  );

  routes.get(
    '/api/restaurant/informationPages',
    {
      schema: {
        tags: ['restaurant'],
        querystring: restaurantQuery,
        response: { 200: envelopeOf(z.array(informationPageAnswerSchema)) },
      },
    },
    async (request) => success(request, await informationPagesOf(app.deps.db, restaurantOf(request.auth))),
  );

  routes.get(
    '/api/restaurant/postalCodes',
    {
      schema: {
        tags: ['restaurant'],
        querystring: restaurantQuery,
        response: { 200: envelopeOf(z.array(postalCodeAnswerSchema)) },
      },
    },
    async (request) => {
      const zones = await deliveryZonesOf(app.deps.db, restaurantOf(request.auth));
      return success(
        request,
        zones.map((zone) => ({
          postalCode: zone.postalCode,
          city: zone.city,
          fee: centsToAmount(zone.feeCents),
          minimum_order: centsToAmount(zone.minimumOrderCents),
          free_delivery_from: zone.freeDeliveryFromCents === null ? null : centsToAmount(zone.freeDeliveryFromCents),
        })),
      );
    },
  );
}
