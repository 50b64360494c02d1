import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completedTestPaymentSchema,
  completeTestPaymentRequestSchema,
  paymentUpdateSchema,
  preparedPaymentSchema,
  preparePaymentQuerySchema,
  testPaymentParamsSchema,
  testPaymentQuerySchema,
  testPaymentSchema,
  updatePaymentQuerySchema,
} from '@tavola/domain/schemas/payment';
import { envelopeOf, success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import type { PaymentServiceDeps } from './payment-deps.ts';
import { messageForStatus } from './payment-messages.ts';
import { preparePayment } from './prepare-payment.ts';
import { completeTestPayment, viewTestPayment } from './test-payment-page.ts';
import { updatePayment } from './update-payment.ts';

/** The guest's payment calls: always with a bearer token, always inside the token's restaurant. */
export function registerGuestPaymentRoutes(app: FastifyInstance, deps: () => PaymentServiceDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/payment/prepare',
    { schema: { tags: ['payment'], querystring: preparePaymentQuerySchema, response: { 200: envelopeOf(preparedPaymentSchema) } } },
    async (request) => {
      const data = await preparePayment(deps(), {
        restaurantId: restaurantOf(request),
        basketId: request.query.basketId,
        lang: request.lang,
      });
      return success(request, data);
    },
  );

  routes.get(
    '/api/payment/update',
    { schema: { tags: ['payment'], querystring: updatePaymentQuerySchema, response: { 200: envelopeOf(paymentUpdateSchema) } } },
    async (request) => {
      // status and sessionResult are what the browser claims: deliberately not passed on.
      const { orderId, paymentId } = request.query;
      const data = await updatePayment(deps(), { restaurantId: restaurantOf(request), orderId, paymentId });
      return success(request, data, messageForStatus(data.status));
    },
  );

  routes.get(
    '/api/payment/test/:testPaymentId',
    {
      schema: {
        tags: ['payment'],
        params: testPaymentParamsSchema,
        querystring: testPaymentQuerySchema,
        response: { 200: envelopeOf(testPaymentSchema) },
      },
    },
    async (request) => {
      const data = await viewTestPayment(deps(), {
        restaurantId: restaurantOf(request),
        testPaymentId: request.params.testPaymentId,
      });
      return success(request, data);
    },
  );

  routes.post(
    '/api/payment/test/:testPaymentId/complete',
    {
      schema: {
        tags: ['payment'],
        params: testPaymentParamsSchema,
        body: completeTestPaymentRequestSchema,
        response: { 200: envelopeOf(completedTestPaymentSchema) },
      },
    },
    async (request) => {
      const data = await completeTestPayment(deps(), {
        restaurantId: restaurantOf(request),
        testPaymentId: request.params.testPaymentId,
        outcome: request.body.outcome,
      });
      return success(request, data, messageForStatus(data.status));
    },
  );
}

/** The auth hook guarantees a token here, and that a named restaurantId matches it. */
function restaurantOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized('token_required');
  return request.auth.restaurantId;
}
