import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, success } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';
import { handleMollieWebhook, handleSaferpayNotification } from './payment-webhooks.ts';
import { ID_MAX } from '@tavola/domain/limits';

const restaurantIdParam = z.coerce.number().int().positive().max(ID_MAX).optional().catch(undefined);
const webhookAnswer = envelopeOf(z.object({ status: z.string() }));

/**
 * Provider webhooks: public (providers carry no bearer token) and never trusted. Each names at most
 * a payment; the status is always fetched from the provider. Unknown fields are ignored, since
 * providers may add some.
 */
export function registerWebhookRoutes(app: FastifyInstance, deps: () => PaymentServiceDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/payment/webhook/mollie',
    {
      config: { public: true },
      schema: {
        tags: ['payment'],
        querystring: z.object({ restaurantId: restaurantIdParam }).loose(),
        // Mollie posts application/x-www-form-urlencoded `id=tr_…`.
        body: z.object({ id: z.string().max(100).optional() }).loose().optional(),
        response: { 200: webhookAnswer },
      },
    },
    async (request) => {
      const restaurantId = request.query.restaurantId;
      const paymentId = request.body?.id?.trim();
      if (!restaurantId || !paymentId) throw badRequest('payment_missing_mollie_info');
      const { status } = await handleMollieWebhook(deps(), { restaurantId, paymentId });
      return success(request, { status });
    },
  );

  // Saferpay calls its notify URLs with GET; POST is accepted as well.
  for (const method of ['GET', 'POST'] as const) {
    routes.route({
      method,
      url: '/api/payment/webhook/saferpay',
      config: { public: true },
      schema: {
        tags: ['payment'],
        querystring: z.object({ restaurantId: restaurantIdParam, orderId: z.string().max(64).optional() }).loose(),
        response: { 200: webhookAnswer },
      },
      handler: async (request) => {
        const { restaurantId, orderId } = request.query;
        if (!restaurantId || !orderId) throw badRequest('payment_missing_saferpay_info');
        const { status } = await handleSaferpayNotification(deps(), { restaurantId, orderId });
        return success(request, { status });
      },
    });
  }
}
