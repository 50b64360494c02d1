import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenSchema } from '@tavola/domain/schemas/account';
import { managerLogInRequestSchema, managerSetPasswordRequestSchema } from '@tavola/domain/schemas/manager';
import { envelopeOf, success } from '../../http/envelope.ts';
import { requestContext } from '../account/request-context.ts';
import { installRetryAfter } from '../account/retry-after.ts';
import { logInManager, setPasswordWithLink } from './manager-accounts.ts';

/**
 * Manager sign-in: POST api/managers/login and POST api/managers/set-password (the CLI's one-time
 * link). Both are called with the storefront's public token of the restaurant, as customer login is.
 */
export async function managerSessionRoutes(app: FastifyInstance) {
  installRetryAfter(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/managers/login',
    { schema: { tags: ['manager'], body: managerLogInRequestSchema, response: { 200: envelopeOf(accessTokenSchema) } } },
    async (request, reply) => {
      const token = await logInManager(app.deps, requestContext(request), request.body);
      reply.header('cache-control', 'no-store');
      return success(request, token, 'logged_in');
    },
  );

  routes.post(
    '/api/managers/set-password',
    { schema: { tags: ['manager'], body: managerSetPasswordRequestSchema, response: { 200: envelopeOf(accessTokenSchema) } } },
    async (request, reply) => {
      const token = await setPasswordWithLink(app.deps, requestContext(request), request.body);
      reply.header('cache-control', 'no-store');
      return success(request, token, 'password_changed');
    },
  );
}
