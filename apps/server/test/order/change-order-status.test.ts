import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/menu.ts';
import { slotBookings, slotLimits } from '../../src/db/schema/order.ts';
import { vouchers } from '../../src/db/schema/restaurant.ts';
import { AppError } from '../../src/http/errors.ts';
import { changeOrderStatus, ORDER_STATUS_CHANNEL } from '../../src/modules/order/change-order-status.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function stock(key: string) {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, kit.product(key)));
  return row?.stock;
}

describe('changeOrderStatus', () => {
  it('moves the order and announces it on order_status', async () => {
    const basketId = await checkoutBasket(kit);
    const orderId = (await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).body.data.orderId as string;
    const heard: string[] = [];
    const stop = await t.database.listen(ORDER_STATUS_CHANNEL, (payload) => heard.push(payload));
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'processing');
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'processing');
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'delivered');
    await expect.poll(() => heard.length).toBe(2);
    expect(heard.map((payload) => JSON.parse(payload))).toEqual([
      expect.objectContaining({ restaurantId: kit.restaurantId, orderId, status: 'processing', previousStatus: 'received' }),
      expect.objectContaining({ orderId, status: 'delivered', previousStatus: 'processing' }),
    ]);
    expect((await kit.get('/api/order', { orderId })).body.data.status).toBe('delivered');
    await stop();
  });

  it('gives back stock, the voucher use and the slot when the restaurant rejects the order', async () => {
    await setStock(t, kit.restaurantId, [kit.product('cannoli')], 3);
    await t.database.db.insert(slotLimits).values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, maxOrders: 10, maxItems: 50 });
    await kit.settingsChanged();
    const basketId = await checkoutBasket(kit, { lines: [['cannoli', 2], ['tiramisu', 2]], time: '2027-03-01 16:00' });
    await t.call({ method: 'POST', url: '/api/basket/add-voucher-to-basket', query: { basketId, voucherCode: 'ONCEONLY' } });
    const orderId = (await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).body.data.orderId as string;
    const voucherUses = async () =>
      (await t.database.db.select().from(vouchers).where(and(eq(vouchers.restaurantId, kit.restaurantId), eq(vouchers.code, 'ONCEONLY'))))[0]?.timesUsed;
    const slot = async () => (await t.database.db.select().from(slotBookings).where(eq(slotBookings.slotAt, new Date('2027-03-01T15:00:00Z'))))[0];
    expect([await stock('cannoli'), await voucherUses(), (await slot())?.orders]).toEqual([1, 1, 1]);

    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'rejected');
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'rejected');
    expect([await stock('cannoli'), await voucherUses(), (await slot())?.orders, (await slot())?.items]).toEqual([3, 0, 0, 0]);
  });

  it('refuses an unknown status and an unknown order with coded errors', async () => {
    const basketId = await checkoutBasket(kit);
    const orderId = (await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })).body.data.orderId as string;
    await expect(changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'eaten')).rejects.toMatchObject({ code: 'order_status_invalid', status: 422 });
    await expect(changeOrderStatus(t.database.db, kit.restaurantId, 'nope', 'delivered')).rejects.toBeInstanceOf(AppError);
    await expect(changeOrderStatus(t.database.db, kit.restaurantId + 1000, orderId, 'delivered')).rejects.toMatchObject({ code: 'order_does_not_exists' });
  });
});
