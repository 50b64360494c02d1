import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.ts';

/**
 * The one typed client of Tavola's API, generated from the OpenAPI document the server serves
 * (openapi-fetch over the types of `npm run api:types`). Every path, body, query and answer is checked
 * by the compiler against the document, so the suites that call through it prove the document right:
 * the server suite (through app.inject or real HTTP), the e2e helpers and the bench.
 */
export type TavolaApi = Client<paths>;

export interface TavolaClientOptions {
  /** The server's origin, e.g. http://localhost:4000 (paths start with /api). */
  baseUrl: string;
  /** Where the requests go: globalThis.fetch unless given (the server suite sends them to app.inject). */
  fetch?: (request: Request) => Promise<Response>;
  /** The bearer token of every call: the storefront's public token, a customer's or staff's. */
  token?: string | null;
  /** The language the coded messages are written in. */
  lang?: string;
  headers?: Record<string, string>;
}

export function tavolaClient({ baseUrl, fetch, token, lang, headers = {} }: TavolaClientOptions): TavolaApi {
  return createClient<paths>({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
  });
}

/** A storefront's public client, as its page config names it. */
export interface PublicClient {
  clientId: string;
  clientSecret: string;
}

/** The storefront's first call: a public token for its client (OAuth 2 client credentials). */
export async function publicTokenOf(api: TavolaApi, client: PublicClient): Promise<string> {
  const { data, response } = await api.POST('/api/oauth/token', {
    body: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
  });
  if (!data) throw new Error(`the token request answered ${response.status}`);
  return data.access_token;
}

/** Staff sign in to the board and back office with the public token; the answer is their own token. */
export async function staffTokenOf(api: TavolaApi, email: string, password: string): Promise<string> {
  const { data, error, response } = await api.POST('/api/managers/login', { body: { email, password } });
  if (!data) throw new Error(`staff sign-in answered ${response.status}: ${JSON.stringify(error)}`);
  return data.data.access_token;
}

/** The restaurant a token belongs to (its `rid` claim): the storefront names it in every call. */
export function restaurantIdOf(token: string): number {
  const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { rid: number };
  return claims.rid;
}
