import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  clientContextQuerySchema,
  logInRequestSchema,
  signUpRequestSchema,
} from '@tavola/domain/schemas/account';
import { checkHumanFor } from '../../bot-check/check-human.ts';
import { envelopeOf, success } from '../../http/envelope.ts';
import { requireCustomer } from './customer-auth.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { requestContext } from './request-context.ts';
import { installRetryAfter } from './retry-after.ts';
import { signUp } from './sign-up.ts';

/** Login answers the token at the top level like api/oauth/token, and inside data like every envelope. */
const logInAnswer = envelopeOf(accessTokenSchema).extend(accessTokenSchema.shape);

/**
 * The spec sends sign-up fields as query parameters; a body with the same fields is accepted too
 * (and wins), so a client can keep passwords out of URLs and access logs.
 */
async function bodyFieldsIntoQuery(request: FastifyRequest) {
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    request.query = { ...(request.query as object), ...(request.body as object) };
  }
}

/** Sign-up, login and logout: api/auth/signup, api/auth/login, api/auth/logout. */
export async function accountSessionRoutes(app: FastifyInstance) {
  installRetryAfter(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/signup',
    {
      preValidation: bodyFieldsIntoQuery,
      schema: { tags: ['account'], querystring: signUpRequestSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await checkHumanFor(app, request, request.query);
      await signUp(app.deps, requestContext(request), request.query);
      return success(request, null, 'user_created');
    },
  );

  routes.post(
    '/api/auth/login',
    { schema: { tags: ['account'], body: logInRequestSchema, response: { 200: logInAnswer } } },
    async (request, reply) => {
      const { token } = await logIn(app.deps, requestContext(request), request.body);
      reply.header('cache-control', 'no-store');
      return { ...success(request, token, 'logged_in'), ...token };
    },
  );

  routes.get(
    '/api/auth/logout',
    {
      preValidation: async (request) => void requireCustomer(request),
      schema: { tags: ['account'], querystring: clientContextQuerySchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await logOut(app.deps, requireCustomer(request));
      return success(request, null, 'logged_out');
    },
  );
}
