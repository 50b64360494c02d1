import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { requestedLang, resolveLang } from '../../http/lang.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no bearer token (token endpoint, docs, provider webhooks). */
    public?: boolean;
    /** The route may be called with a token of another restaurant (restaurant directory look-ups). */
    anyRestaurant?: boolean;
  }
  interface FastifyRequest {
    auth: TokenClaims | null;
  }
}

export interface AuthHookOptions {
  secret: Uint8Array;
  /** A private token stays valid only while its server-side session exists (logout, password change). */
  isSessionActive: (claims: TokenClaims) => Promise<boolean>;
  restaurantLang: (restaurantId: number) => Promise<string | null>;
}

/**
 * Every /api request needs a valid bearer token; the token's restaurant must match the
 * restaurantId the request names, so one restaurant's token never reads another's data.
 */
export function installAuthHook(app: FastifyInstance, options: AuthHookOptions): void {
  app.decorateRequest('auth', null);
  const verified = new VerifiedTokenCache();

  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    const claims = await claimsOf(request, options, verified);
    if (!claims) throw unauthorized(request.headers.authorization ? 'unauthenticated' : 'token_required');
    request.auth = claims;
  });

  app.addHook('preHandler', async (request) => {
    const claims = request.auth;
    if (!claims) return;
    if (!request.routeOptions.config?.anyRestaurant) {
      const named = restaurantIdOf(request);
      if (named !== null && named !== claims.restaurantId) throw forbidden('not_authorized');
    }
    if (!requestedLang(request)) {
      request.lang = resolveLang(null, await options.restaurantLang(claims.restaurantId));
    }
  });
}

async function claimsOf(
  request: FastifyRequest,
  options: AuthHookOptions,
  verified: VerifiedTokenCache,
): Promise<TokenClaims | null> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  const token = match?.[1];
  if (!token) return null;
  const cached = verified.get(token);
  if (cached) return cached;
  const claims = await verifyToken(options.secret, token);
  if (!claims) return null;
  verified.remember(token, claims);
  if (claims.kind !== 'public' && !(await options.isSessionActive(claims))) return null;
  return claims;
}

function restaurantIdOf(request: FastifyRequest): number | null {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'restaurantId' in source) {
      const value = Number((source as { restaurantId: unknown }).restaurantId);
      if (Number.isInteger(value)) return value;
    }
  }
  return null;
}
