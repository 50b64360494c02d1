import { publicTokenOf, restaurantIdOf, staffTokenOf, tavolaClient, type TavolaApi } from '@tavola/api-client/client';
import type { RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { deliveryScheduleOf } from '../../../web/src/api/restaurant-schedule.ts';
import { DEMO_CLIENT } from '../support/test-app.ts';

/**
 * The demo storefront over real HTTP, as a browser (or a proxy in front of it) calls it: the typed
 * client generated from the OpenAPI document (@tavola/api-client), with the public token, and `as`
 * for a customer's or staff's token.
 */
export async function storefrontClient(url: string) {
  const as = (token: string) => tavolaClient({ baseUrl: url, token, lang: 'en' });
  const publicToken = await publicTokenOf(tavolaClient({ baseUrl: url }), {
    clientId: DEMO_CLIENT.id,
    clientSecret: DEMO_CLIENT.secret,
  });
  // The storefront names its restaurant in every call (the token's rid).
  const restaurantId = restaurantIdOf(publicToken);
  const api = as(publicToken);
  return {
    publicToken,
    restaurantId,
    api,
    as,
    /** Orders a prepared basket, paid on site (what every burst here sends). */
    createOrder: (basketId: string) =>
      api.POST('/api/order/create-order', { body: { restaurantId, basketId, paymentType: 'cash' } }),
  };
}

export type StorefrontClient = Awaited<ReturnType<typeof storefrontClient>>;

/** Baskets ready for create-order: a dish, a pickup time the restaurant offers, the guest. */
export async function checkoutBaskets({ api, restaurantId }: StorefrontClient, count: number): Promise<string[]> {
  const { data: info } = await api.GET('/api/restaurant/restaurant-by-id', { params: { query: { restaurantId: String(restaurantId) } } });
  const now = new Date();
  // Hours ahead, so the time is still valid when a test retries the basket minutes later.
  const schedule = deliveryScheduleOf(info!.data as RestaurantInfo, 'pickup')!;
  const slot = nextValidTime(new Date(now.getTime() + 3 * 60 * 60 * 1000), now, schedule);
  if (!slot) throw new Error('the demo restaurant offers no pickup time');
  const productId = await productIdOf(api, restaurantId, 'Tiramisù');
  const prepare = async (i: number) => {
    const created = await api.POST('/api/basket/create', { body: { restaurantId, deliveryType: 'pickup' } });
    const basketId = created.data!.data.id;
    for (const step of [
      await api.POST('/api/basket/add', { body: { restaurantId, basketId, productId, quantity: 1 } }),
      await api.POST('/api/basket/add-delivery-time', {
        body: { restaurantId, basketId, delivery_time: `${slot.date} ${slot.time}` },
      }),
      await api.POST('/api/basket/add-address', {
        body: { restaurantId, basketId, userInfo: { name: `Guest ${i}`, email: `guest${i}@example.com`, mobile: '030123' } },
      }),
    ]) {
      if (!step.data) throw new Error(`basket step failed: ${step.response.status} ${JSON.stringify(step.error)}`);
    }
    return basketId;
  };
  return Promise.all(Array.from({ length: count }, (_, i) => prepare(i)));
}

/** The first dish the menu search finds by name. */
export async function productIdOf(api: TavolaApi, restaurantId: number, name: string): Promise<number> {
  const { data } = await api.GET('/api/restaurant/product/search', { params: { query: { restaurantId: String(restaurantId), query: name } } });
  const product = data?.data[0];
  if (!product) throw new Error(`the menu has no ${name}`);
  return product.id;
}

/** The demo manager's token (the process was started with DEMO_MANAGER_PASSWORD). */
export function managerToken(client: StorefrontClient, email: string, password: string): Promise<string> {
  return staffTokenOf(client.api, email, password);
}
