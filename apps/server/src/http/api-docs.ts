import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The docs page's own policy: Swagger UI's scripts and styles from /api/docs/static (no inline
 * scripts; its components set style attributes), calls to this API for "Try it out". The
 * storefront's page policy and the JSON policy are untouched: this one applies to /api/docs only.
 */
export const API_DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference (README): a readable page at /api/docs (Swagger UI, served from its package,
 * nothing from a CDN) and the OpenAPI document at /api/docs/json (and /api/docs/yaml). Public: the
 * auth hook lets every docs route through without a token.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: API_DOCS_POLICY,
      uiConfig: { deepLinking: true, docExpansion: 'list', validatorUrl: null, tryItOutEnabled: false },
      theme: { title: 'Tavola storefront API' },
    });
  });
}
