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
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { restaurantId: config.restaurantId, token, headers: { authorization: `Bearer ${token}` } };
}

export async function getJson<T = any>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
