import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FINAL_ORDER_STATUSES } from '@tavola/domain/schemas/order-status';
import { orderPushRemoveSchema, orderPushRequestSchema, pushKeySchema } from '@tavola/domain/schemas/order-push';
import { envelopeOf, success } from '../../http/envelope.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import { findOrder } from '../order/order-repo.ts';
import { removeSubscription, saveSubscription } from './order-push-repo.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

/**
 * Updates on the phone (issue 26 item 22, decision 099). The same access as the order's live status
 * (order-status/routes.ts): a token, and the order's unguessable id.
 */
export async function orderPushRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/order/push/key',
    { schema: { tags: ['order'], response: { 200: envelopeOf(pushKeySchema) } } },
    async (request) => success(request, { publicKey: config.push.vapid.publicKey }),
  );

  routes.post(
    '/api/order/push',
    {
      schema: {
        tags: ['order'],
        description: "Signs this browser up for the order's status updates (accepted, ready, rejected) as Web Push.",
        body: orderPushRequestSchema,
        response: { 200: envelopeOf(z.object({ subscribed: z.literal(true) })) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const { orderId, subscription } = request.body;
      const order = await findOrder(db, request.auth.restaurantId, orderId);
      if (!order) throw notFound('order_does_not_exists');
      if (FINAL_ORDER_STATUSES.includes(order.status)) throw conflict('order_finished');
      if (!isAllowedPushEndpoint(subscription.endpoint, config.push.extraServiceOrigins)) {
        throw badRequest('push_service_not_allowed');
      }
      if (!(await saveSubscription(db, order.id, subscription, request.lang)))
        throw conflict('push_subscription_limit');
      return success(request, { subscribed: true as const });
    },
  );

  routes.delete(
    '/api/order/push',
    {
      schema: {
        tags: ['order'],
        body: orderPushRemoveSchema,
        response: { 200: envelopeOf(z.object({ subscribed: z.literal(false) })) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized('token_required');
      const order = await findOrder(db, request.auth.restaurantId, request.body.orderId);
      if (!order) throw notFound('order_does_not_exists');
      await removeSubscription(db, order.id, request.body.endpoint);
      return success(request, { subscribed: false as const });
    },
  );
}
