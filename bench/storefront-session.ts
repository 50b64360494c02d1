import { publicTokenOf, tavolaClient } from '@tavola/api-client/client';

/** What a browser learns on its first visit: the page config and a public token. */
export interface StorefrontSession {
  restaurantId: number;
  token: string;
  headers: Record<string, string>;
}

export async function openStorefrontSession(baseUrl: string): Promise<StorefrontSession> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = html.match(/<script id="storefront-config" type="application\/json">([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error('the storefront page carries no page config (is the web app built?)');
  const config = JSON.parse(match[1]) as { restaurantId: number; clientId: string; clientSecret: string };
  const token = await publicTokenOf(tavolaClient({ baseUrl }), config);
  return { restaurantId: config.restaurantId, token, headers: { authorization: `Bearer ${token}` } };
}

export async function getJson<T = any>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
