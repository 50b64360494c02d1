import { tavolaClient, type TavolaApi } from '@tavola/api-client/client';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * A fetch that hands each request to app.inject: the typed API client (@tavola/api-client) talks to a
 * test app without a port, through the same router, hooks and serialisers a real request meets.
 */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    }
    return new Response(BODILESS.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The typed API client over app.inject, as a given token (null: none) and language. */
export function apiThrough(app: FastifyInstance): (token: string | null, lang?: string) => TavolaApi {
  const fetch = injectFetch(app);
  return (token, lang) => tavolaClient({ baseUrl: 'http://tavola.test', fetch, token, ...(lang ? { lang } : {}) });
}
