import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
} from '@tavola/domain/schemas/account';
import { envelopeOf, success } from '../../http/envelope.ts';
import { checkResetToken } from './check-reset-token.ts';
import { requestContext } from './request-context.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { installRetryAfter } from './retry-after.ts';

/** Forgot and reset password: api/auth/forgot-password, api/auth/password/reset, …/reset-password. */
export async function accountPasswordRoutes(app: FastifyInstance) {
  installRetryAfter(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/forgot-password',
    { schema: { tags: ['account'], body: forgotPasswordRequestSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await requestPasswordReset(app.deps, requestContext(request), request.body.email);
      return success(request, null, 'reset_link_emailed');
    },
  );

  routes.get(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['account'],
        querystring: resetTokenQuerySchema,
        response: { 200: envelopeOf(z.object({ email: z.string() })) },
      },
    },
    async (request) => success(request, await checkResetToken(app.deps, requestContext(request), request.query.token)),
  );

  routes.post(
    '/api/auth/password/reset-password',
    { schema: { tags: ['account'], body: resetPasswordRequestSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await resetPassword(app.deps, requestContext(request), request.body);
      return success(request, null, 'password_changed');
    },
  );
}
