import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TYPE_IDS } from '@tavola/domain/limits';
import { orderSchema } from '@tavola/domain/schemas/order';
import { restaurantDeliveryTypes, restaurants } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, type OrderingKit, type TestClock } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function leadOf(type: 'pickup' | 'delivery') {
  const [row] = await t.database.db
    .select({ leadMinutes: restaurantDeliveryTypes.leadMinutes })
    .from(restaurantDeliveryTypes)
    .where(and(eq(restaurantDeliveryTypes.restaurantId, kit.restaurantId), eq(restaurantDeliveryTypes.deliveryTypeId, DELIVERY_TYPE_IDS[type])));
  return row!.leadMinutes;
}

describe("GET api/order: what the guest's estimate needs", () => {
  it("carries the lead time of the order's delivery type and the busy minutes while the lever is on", async () => {
    const basketId = await checkoutBasket(kit, { type: 'pickup' });
    const placed = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.body.data.orderId as string;

    const calm = orderSchema.parse((await kit.get('/api/order', { orderId })).body.data);
    expect(calm).toMatchObject({ lead_minutes: await leadOf('pickup'), busy_minutes: 0 });

    const busyUntil = new Date(clock.now().getTime() + 30 * 60_000);
    await t.database.db.update(restaurants).set({ busyExtraMinutes: 20, busyUntil }).where(eq(restaurants.id, kit.restaurantId));
    expect((await kit.get('/api/order', { orderId })).body.data).toMatchObject({ busy_minutes: 20 });

    // The lever ends by itself: no extra minutes after its end.
    clock.set(new Date(busyUntil.getTime() + 60_000));
    expect((await kit.get('/api/order', { orderId })).body.data).toMatchObject({ busy_minutes: 0 });
  });
});
