import { admitPayFix } from '../table-payment/pay-fix.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billRequestQuerySchema,
  createdOrderSchema,
  createOrderRequestSchema,
  isValidQuerySchema,
  orderQuerySchema,
  orderSchema,
  orderValiditySchema,
} from '@tavola/domain/schemas/order';
import { envelopeOf, success } from '../../http/envelope.ts';
import { callerOf } from '../basket/basket-access.ts';
import { parseFields } from '../basket/parse-fields.ts';
import { createOrder } from './create-order.ts';
import { getOrder } from './get-order.ts';
import { isOrderValid } from './is-order-valid.ts';
import type { OrderDeps } from './order-deps.ts';
import { requestBill } from './request-bill.ts';

/** api/order/*: the pre-order check, order creation, reading an order and asking for the bill. */
export function registerOrderRoutes(app: FastifyInstance, deps: OrderDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Spec §7 sends is-valid's fields in the query string; a JSON body is accepted as well.
  routes.post(
    '/api/order/is-valid',
    {
      schema: {
        tags: ['order'],
        querystring: isValidQuerySchema.partial(),
        response: { 200: envelopeOf(orderValiditySchema) },
      },
    },
    async (request) => {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const query = parseFields(isValidQuerySchema, { ...body, ...request.query });
      return success(request, await isOrderValid(deps, callerOf(request), query, deps.clock()));
    },
  );

  routes.post(
    '/api/order/create-order',
    {
      schema: {
        tags: ['order'],
        body: createOrderRequestSchema,
        response: { 200: envelopeOf(createdOrderSchema), 201: envelopeOf(createdOrderSchema) },
      },
    },
    async (request, reply) => {
      const { paymentType, qrCode, pin, basketId } = request.body;
      const caller = callerOf(request);
      if (paymentType === 'payFix') {
        // The schema made sure QR code and PIN are there.
        const context = await deps.contexts.get(caller.restaurantId);
        await admitPayFix({ ...deps, secret: app.deps.config.jwtSecret }, context, caller, {
          basketId,
          qrCode: qrCode ?? '',
          pin: pin ?? '',
          ip: request.ip,
        });
      }
      const { order, created } = await createOrder(deps, caller, request.body, request.lang, deps.clock());
      // The order's statement wrote its confirmation to the mail outbox: send it when there is room.
      if (created) app.deps.mailer.wake();
      reply.status(created ? 201 : 200);
      return success(request, { ...order, paymentLink: order.paymentLink ?? '' }, 'order_created');
    },
  );

  routes.get(
    '/api/order',
    { schema: { tags: ['order'], querystring: orderQuerySchema, response: { 200: envelopeOf(orderSchema) } } },
    async (request) => success(request, await getOrder(deps.db, callerOf(request).restaurantId, request.query.orderId, deps.clock())),
  );

  routes.get(
    '/api/order/bill-request',
    { schema: { tags: ['order'], querystring: billRequestQuerySchema, response: { 200: envelopeOf(orderSchema) } } },
    async (request) =>
      success(
        request,
        await requestBill(deps.db, callerOf(request).restaurantId, request.query.order_id),
        'bill_requested',
      ),
  );
}
