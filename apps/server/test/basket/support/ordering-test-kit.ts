import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import { nextValidTime } from '@tavola/domain/time/delivery-slots';
import { attributeItems, packageSteps, products } from '../../../src/db/schema/menu.ts';
import { restaurants } from '../../../src/db/schema/restaurant.ts';
import { buildOrderingContext, scheduleFor } from '../../../src/modules/basket/ordering-context.ts';
import { loadOrderingRows } from '../../../src/modules/basket/ordering-context-repo.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * The fixed "now" of the ordering tests: Monday 1 March 2027, 12:00 in Berlin, when the demo
 * restaurant is open for every delivery type. Tests move it where a rule needs another time.
 */
export const TEST_NOW = new Date('2027-03-01T11:00:00Z');

export class TestClock {
  constructor(private current = TEST_NOW) {}
  now = () => new Date(this.current);
  set(at: Date | string) {
    this.current = new Date(at);
  }
}

/** A test app on its own database copy whose clock the test controls, with the ordering kit. */
export async function createOrderingTestApp(): Promise<{ t: TestApp; kit: OrderingKit; clock: TestClock }> {
  const clock = new TestClock();
  const t = await createTestApp({}, { clock: clock.now });
  return { t, kit: await orderingKit(t, clock), clock };
}

/** Helpers shared by the basket and order tests: demo ids, a basket, a valid delivery time. */
export interface OrderingKit {
  restaurantId: number;
  /** Product ids of the demo restaurant by their import key. */
  product(key: string): number;
  /** Attribute item ids by their import key (unique in the demo file). */
  attributeItem(key: string): number;
  /** Package step ids of a package product, by step key. */
  packageStep(key: string): Promise<number>;
  createBasket(body?: Record<string, unknown>, token?: string): Promise<string>;
  /** The first valid delivery time of the type from `from` (default: now): 'YYYY-MM-DD HH:MM'. */
  validTime(type: DeliveryType, from?: Date): Promise<string>;
  /** Announces a settings change made directly in the database, so cached settings are dropped. */
  settingsChanged(): Promise<void>;
  /** POST/GET helpers naming the demo restaurant, as the storefront does. */
  post(url: string, payload: Record<string, unknown>, options?: CallOptions): ReturnType<TestApp['call']>;
  get(url: string, query: Record<string, string | number>, options?: CallOptions): ReturnType<TestApp['call']>;
}

export interface CallOptions {
  token?: string | null;
  lang?: string;
}

export async function orderingKit(t: TestApp, clock: TestClock): Promise<OrderingKit> {
  const db = t.database.db;
  const [demo] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, 'demo'));
  if (!demo) throw new Error('demo restaurant missing');
  const restaurantId = demo.id;
  const rows = await db
    .select({ id: products.id, key: products.key })
    .from(products)
    .where(eq(products.restaurantId, restaurantId));
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  const itemRows = await db
    .select({ id: attributeItems.id, key: attributeItems.key })
    .from(attributeItems)
    .where(eq(attributeItems.restaurantId, restaurantId));
  const itemIds = new Map(itemRows.map((row) => [row.key, row.id]));

  const headers = (options: CallOptions = {}) => (options.lang ? { 'accept-language': options.lang } : {});
  const kit: OrderingKit = {
    restaurantId,
    product(key) {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`no demo product ${key}`);
      return id;
    },
    attributeItem(key) {
      const id = itemIds.get(key);
      if (id === undefined) throw new Error(`no demo attribute item ${key}`);
      return id;
    },
    async packageStep(key) {
      const [row] = await db
        .select({ id: packageSteps.id })
        .from(packageSteps)
        .where(and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.key, key)));
      if (!row) throw new Error(`no demo package step ${key}`);
      return row.id;
    },
    async createBasket(body = {}, token) {
      const api = t.api(token === undefined ? await t.publicToken() : token);
      const { data, error, response } = await api.POST('/api/basket/create', { body: { restaurantId, ...body } });
      if (!data) throw new Error(`basket create failed: ${response.status} ${JSON.stringify(error)}`);
      return data.data.id;
    },
    async validTime(type, from = clock.now()) {
      const loaded = await loadOrderingRows(db, restaurantId);
      if (!loaded) throw new Error('no ordering settings');
      const slot = nextValidTime(from, clock.now(), scheduleFor(buildOrderingContext(loaded, clock.now()), type));
      if (!slot) throw new Error(`no valid ${type} time after ${from.toISOString()}`);
      return `${slot.date} ${slot.time}`;
    },
    async settingsChanged() {
      await t.app.deps.restaurantChanges.announce(t.database, restaurantId);
    },
    post(url, payload, options = {}) {
      return t.call({
        method: 'POST',
        url,
        payload: { restaurantId, ...payload },
        headers: headers(options),
        ...(options.token !== undefined ? { token: options.token } : {}),
      });
    },
    get(url, query, options = {}) {
      return t.call({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries({ restaurantId, ...query }).map(([k, v]) => [k, String(v)])),
        headers: headers(options),
        ...(options.token !== undefined ? { token: options.token } : {}),
      });
    },
  };
  return kit;
}

/** Sets stock of demo products directly (the test's own database copy). */
export async function setStock(t: TestApp, restaurantId: number, productIds: number[], stock: number | null) {
  await t.database.db
    .update(products)
    .set({ stock })
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, productIds)));
}
