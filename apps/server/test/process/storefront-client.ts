import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { deliveryScheduleOf } from '../../../web/src/api/restaurant-schedule.ts';
import { DEMO_CLIENT } from '../support/test-app.ts';

export interface Answer {
  status: number;
  body: any;
}

/** The demo storefront's calls over real HTTP, as a browser (or a proxy in front of it) sends them. */
export async function storefrontClient(url: string) {
  const tokenAnswer = await fetch(`${url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: DEMO_CLIENT.id,
      client_secret: DEMO_CLIENT.secret,
    }),
  });
  const publicToken = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  // The storefront names its restaurant in every call (the token's rid).
  const restaurantId = (JSON.parse(Buffer.from(publicToken.split('.')[1]!, 'base64url').toString()) as { rid: number })
    .rid;
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, unknown> = {},
    token = publicToken,
  ): Promise<Answer> => {
    const data = { restaurantId, ...fields };
    const query =
      method === 'GET'
        ? `?${new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
    const response = await fetch(`${url}/api/${path}${query}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
      ...(method === 'POST' ? { body: JSON.stringify(data) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  return {
    publicToken,
    get: (path: string, query?: Record<string, unknown>, token?: string) => call('GET', path, query, token),
    post: (path: string, body?: Record<string, unknown>, token?: string) => call('POST', path, body, token),
  };
}

export type StorefrontClient = Awaited<ReturnType<typeof storefrontClient>>;

/** Baskets ready for create-order: a dish, a pickup time the restaurant offers, the guest. */
export async function checkoutBaskets(client: StorefrontClient, count: number): Promise<string[]> {
  const info = (await client.get('restaurant/restaurant-by-id')).body.data as RestaurantInfo;
  const now = new Date();
  // Hours ahead, so the time is still valid when a test retries the basket minutes later.
  const slot = nextValidTime(new Date(now.getTime() + 3 * 60 * 60 * 1000), now, deliveryScheduleOf(info, 'pickup')!);
  if (!slot) throw new Error('the demo restaurant offers no pickup time');
  const [product] = (await client.get('restaurant/product/search', { query: 'Tiramisù' })).body.data as {
    id: number;
  }[];
  const prepare = async (i: number) => {
    const basketId = (await client.post('basket/create', { deliveryType: 'pickup' })).body.data.id as string;
    for (const step of [
      await client.post('basket/add', { basketId, productId: product!.id, quantity: 1 }),
      await client.post('basket/add-delivery-time', { basketId, delivery_time: `${slot.date} ${slot.time}` }),
      await client.post('basket/add-address', {
        basketId,
        userInfo: { name: `Guest ${i}`, email: `guest${i}@example.com`, mobile: '030123' },
      }),
    ]) {
      if (step.status !== 200) throw new Error(`basket step failed: ${step.status} ${JSON.stringify(step.body)}`);
    }
    return basketId;
  };
  const baskets = await Promise.all(Array.from({ length: count }, (_, i) => prepare(i)));
  return baskets;
}

/** The demo manager's token (the process was started with DEMO_MANAGER_PASSWORD). */
export async function managerToken(client: StorefrontClient, email: string, password: string): Promise<string> {
  const login = await client.post('managers/login', { email, password });
  if (login.status !== 200) throw new Error(`manager login failed: ${JSON.stringify(login.body)}`);
  return login.body.data.access_token as string;
}
