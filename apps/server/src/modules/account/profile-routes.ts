import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  clientContextQuerySchema,
  customerProfileSchema,
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
} from '@tavola/domain/schemas/account';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyCustomers, requireCustomer } from './customer-auth.ts';
import { deleteAccount } from './delete-account.ts';
import { exportCustomerData } from './export-customer-data.ts';
import { getProfile } from './get-profile.ts';
import { requestContext } from './request-context.ts';
import { installRetryAfter } from './retry-after.ts';
import { updateProfile } from './update-profile.ts';
import { profileView } from './views.ts';

/** After a password change the answer carries the replacement token at the top level (as login does). */
const updateAnswer = envelopeOf(customerProfileSchema).extend(accessTokenSchema.partial().shape);

/** The logged-in customer's profile and data rights: api/auth/user, …/update, …/export, …/delete. */
export async function accountProfileRoutes(app: FastifyInstance) {
  installRetryAfter(app);
  onlyCustomers(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['account'],
        querystring: clientContextQuerySchema,
        response: { 200: envelopeOf(customerProfileSchema) },
      },
    },
    async (request) => success(request, profileView(await getProfile(app.deps, requireCustomer(request)))),
  );

  routes.post(
    '/api/auth/user/update',
    { schema: { tags: ['account'], body: updateProfileRequestSchema, response: { 200: updateAnswer } } },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const { user, token } = await updateProfile(app.deps, requestContext(request), customer, request.body);
      if (token) reply.header('cache-control', 'no-store');
      return { ...success(request, profileView(user), token ? 'password_changed' : 'user_updated'), ...token };
    },
  );

  routes.get(
    '/api/auth/user/export',
    {
      schema: {
        tags: ['account'],
        querystring: clientContextQuerySchema,
        response: { 200: envelopeOf(z.record(z.string(), z.unknown())) },
      },
    },
    async (request, reply) => {
      const customer = requireCustomer(request);
      const data = await exportCustomerData(app.deps, customer);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="customer-data-${customer.userId}.json"`);
      return success(request, data);
    },
  );

  routes.post(
    '/api/auth/user/delete',
    { schema: { tags: ['account'], body: deleteAccountRequestSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await deleteAccount(app.deps, requestContext(request), requireCustomer(request), request.body.password);
      return success(request, null, 'user_deleted');
    },
  );
}
