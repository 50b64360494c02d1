import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { getData, productIdByKey, SUNDAY_AFTERNOON } from './menu-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => SUNDAY_AFTERNOON });
});
afterAll(() => t.close());

let orderNumber = 0;
/** An order with lines, written straight into the tables (only the counting is under test). */
async function orderOf(status: 'received' | 'rejected', lines: { product: string; quantity: number }[]) {
  const db = t.database.db;
  const [basket] = await db
    .insert(baskets)
    .values({ publicId: randomBytes(18).toString('base64url'), restaurantId: 1 })
    .returning({ id: baskets.id });
  orderNumber += 1;
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomBytes(18).toString('base64url'),
      restaurantId: 1,
      number: orderNumber,
      basketId: basket!.id,
      status,
      deliveryTypeId: 2,
      paymentType: 'cash',
      isOnlinePayment: false,
      subtotalCents: 0,
      depotCents: 0,
      discountCents: 0,
      shippingCents: 0,
      tipCents: 0,
      totalCents: 0,
      currency: 'EUR',
    })
    .returning({ id: orders.id });
  for (const [position, line] of lines.entries()) {
    await db.insert(orderLines).values({
      restaurantId: 1,
      orderId: order!.id,
      productId: await productIdByKey(db, line.product),
      name: line.product,
      quantity: line.quantity,
      unitCents: 0,
      depotUnitCents: 0,
      totalCents: 0,
      isPackage: false,
      attributeItems: [],
      packageItems: [],
      position,
    });
  }
}

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('GET api/restaurant/most-selling', () => {
  it('without orders, shows the pinned products first, then the menu', async () => {
    const list = await getData(t, '/api/restaurant/most-selling');
    expect(list).toHaveLength(10);
    expect(names(list).slice(0, 6)).toEqual([
      'Pizza Diavola',
      'Tagliatelle al ragù',
      'Tagliata di manzo',
      'Tiramisù della casa',
      'Pizza Night for Two',
      'Bruschetta al pomodoro',
    ]);
  });

  it('ranks by units ordered, leaves out rejected orders and extras, and honours limit', async () => {
    await orderOf('received', [
      { product: 'calzone', quantity: 3 },
      { product: 'panna-cotta', quantity: 2 },
    ]);
    await orderOf('received', [
      { product: 'calzone', quantity: 2 },
      { product: 'focaccia', quantity: 9 },
    ]);
    await orderOf('rejected', [{ product: 'lasagne', quantity: 50 }]);
    const list = await getData(t, '/api/restaurant/most-selling?limit=4');
    expect(names(list)).toEqual(['Calzone', 'Panna cotta', 'Pizza Diavola', 'Tagliatelle al ragù']);
  });

  it('refuses a bad limit with 422', async () => {
    for (const limit of ['0', '51', 'many']) {
      const response = await t.call({ method: 'GET', url: `/api/restaurant/most-selling?limit=${limit}` });
      expect(response.statusCode).toBe(422);
    }
  });
});
