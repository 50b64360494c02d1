import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { findPublicClient } from './repo.ts';
import { issueToken } from './tokens.ts';
import { timingSafeEqualText } from './timing-safe.ts';

const tokenRequest = z.object({
  grant_type: z.string(),
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(200),
});

const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** OAuth 2 client-credentials grant for the storefront's public client (RFC 6749 §4.4). */
export async function oauthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/oauth/token',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: tokenRequest, response: { 200: tokenAnswer } },
    },
    async (request, reply) => {
      const { grant_type, client_id, client_secret } = request.body;
      if (grant_type !== 'client_credentials') {
        throw new AppError('unsupported_grant_type', 400, {}, { error: 'unsupported_grant_type' });
      }
      const client = await findPublicClient(app.deps.db, client_id);
      if (!client || !timingSafeEqualText(client.secret, client_secret)) {
        throw new AppError('invalid_client', 401, {}, { error: 'invalid_client' });
      }
      reply.header('cache-control', 'no-store');
      return issueToken(app.deps.config.jwtSecret, { kind: 'public', restaurantId: client.restaurantId });
    },
  );
}
