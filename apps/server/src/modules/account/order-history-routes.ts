import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderHistoryQuerySchema, pageSchema } from '@tavola/domain/schemas/account';
import { orderSchema } from '@tavola/domain/schemas/order';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyCustomers, requireCustomer } from './customer-auth.ts';
import { listOrderHistory } from './list-order-history.ts';

/** The dashboard's 'Your Orders': api/order/history (spec accounts §7), for the logged-in customer only. */
export async function accountOrderHistoryRoutes(app: FastifyInstance) {
  onlyCustomers(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/order/history',
    {
      schema: {
        tags: ['account'],
        querystring: orderHistoryQuerySchema,
        response: { 200: envelopeOf(pageSchema(orderSchema)) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      return success(request, await listOrderHistory(app.deps, requireCustomer(request), page, per_page));
    },
  );
}
