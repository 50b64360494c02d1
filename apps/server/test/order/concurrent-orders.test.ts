import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { products } from '../../src/db/schema/menu.ts';
import { orders, slotBookings, slotLimits } from '../../src/db/schema/order.ts';
import { vouchers } from '../../src/db/schema/restaurant.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, setStock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

const guest = { name: 'Guest', email: 'guest@example.com', mobile: '030123456' };

/** A basket with `quantity` of a product, a pickup time and the guest's details: ready to order. */
async function readyBasket(productId: number, time: string, quantity = 1): Promise<string> {
  const basketId = await kit.createBasket({ deliveryType: 'pickup' });
  const added = await kit.post('/api/basket/add', { basketId, productId, quantity });
  expect(added.statusCode).toBe(200);
  expect((await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: time })).statusCode).toBe(200);
  expect((await kit.post('/api/basket/add-address', { basketId, userInfo: guest })).statusCode).toBe(200);
  return basketId;
}

async function voucherTo(basketId: string, voucherCode: string) {
  const answer = await t.call({
    method: 'POST',
    url: '/api/basket/add-voucher-to-basket',
    query: { basketId, voucherCode },
  });
  expect(answer.statusCode).toBe(200);
}

async function stockOf(productId: number) {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

describe('concurrent create-order', () => {
  it('sells a product with stock 10 exactly 10 times to 40 guests ordering at once', async () => {
    const productId = kit.product('tiramisu');
    await setStock(t, kit.restaurantId, [productId], 10);
    const time = await kit.validTime('pickup');
    const basketIds = await Promise.all(Array.from({ length: 40 }, () => readyBasket(productId, time)));

    const answers = await Promise.all(
      basketIds.map((basketId) => kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })),
    );

    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(30);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.body.message.code).toBe('product_out_of_stock');
      expect(answer.body.inStock).toBe(0);
    }
    expect(await stockOf(productId)).toBe(0);
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(baskets, eq(baskets.id, orders.basketId))
      .where(and(eq(orders.restaurantId, kit.restaurantId), inArray(baskets.publicId, basketIds)));
    expect(rows).toHaveLength(10);
    expect(new Set(created.map((a) => a.body.data.orderNumber)).size).toBe(10);
  });

  it('turns one basket into one order when create-order arrives 20 times at once', async () => {
    const productId = kit.product('panna-cotta');
    await setStock(t, kit.restaurantId, [productId], 50);
    const basketId = await readyBasket(productId, await kit.validTime('pickup'), 2);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })),
    );

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    const orderIds = new Set(answers.map((a) => a.body.data.orderId));
    expect(orderIds.size).toBe(1);
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(baskets, eq(baskets.id, orders.basketId))
      .where(eq(baskets.publicId, basketId));
    expect(rows).toHaveLength(1);
    expect(await stockOf(productId)).toBe(48);
  });

  it('lets a voucher with one use left serve exactly one of 10 orders placed at once', async () => {
    await t.database.db
      .insert(vouchers)
      .values({ restaurantId: kit.restaurantId, code: 'LASTONE', kind: 'fixed', amountCents: 100, usageLimit: 1 });
    const productId = kit.product('espresso');
    const time = await kit.validTime('pickup');
    const basketIds = await Promise.all(Array.from({ length: 10 }, () => readyBasket(productId, time)));
    for (const basketId of basketIds) await voucherTo(basketId, 'LASTONE');

    const answers = await Promise.all(
      basketIds.map((basketId) => kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })),
    );

    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body.message.code)).toEqual(
      Array(9).fill('voucher_usage_limit_reached'),
    );
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'LASTONE'));
    expect(voucher?.timesUsed).toBe(1);
  });

  it('leaves nothing written when a later dish of the basket runs out: 20 baskets of two dishes, 5 of the second', async () => {
    const plenty = kit.product('tiramisu');
    const scarce = kit.product('panna-cotta');
    await setStock(t, kit.restaurantId, [plenty], 20);
    await setStock(t, kit.restaurantId, [scarce], 5);
    const time = await kit.validTime('pickup');
    const basketIds = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const basketId = await readyBasket(plenty, time);
        expect((await kit.post('/api/basket/add', { basketId, productId: scarce, quantity: 1 })).statusCode).toBe(200);
        return basketId;
      }),
    );

    const answers = await Promise.all(
      basketIds.map((basketId) => kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })),
    );

    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message.code).toBe('product_out_of_stock');
    }
    // The refused orders took none of the first dish, and their baskets stay open to change.
    expect(await stockOf(plenty)).toBe(15);
    expect(await stockOf(scarce)).toBe(0);
    const ordered = await t.database.db
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(inArray(baskets.publicId, basketIds), isNotNull(baskets.orderedAt)));
    expect(ordered).toHaveLength(5);
  });

  it('orders a basket as it is after a change that races with create-order, or refuses the change', async () => {
    const productId = kit.product('espresso');
    await setStock(t, kit.restaurantId, [productId], null);
    const time = await kit.validTime('pickup');
    const basketIds = await Promise.all(Array.from({ length: 10 }, () => readyBasket(productId, time)));

    const outcomes = await Promise.all(
      basketIds.map(async (basketId) => {
        const [order, added] = await Promise.all([
          kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }),
          kit.post('/api/basket/add', { basketId, productId, quantity: 1 }),
        ]);
        return { order, added };
      }),
    );

    for (const { order, added } of outcomes) {
      expect(order.statusCode).toBe(201);
      const units = (order.body.data.products as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
      // A change answered 200 is in the order; one that came too late is refused, not lost.
      expect(units).toBe(added.statusCode === 200 ? 2 : 1);
      if (added.statusCode !== 200) expect(added.statusCode).toBe(404);
    }
  });

  it('books a slot that takes 3 orders exactly 3 times when 10 guests order for it at once', async () => {
    await t.database.db
      .insert(slotLimits)
      .values({ restaurantId: kit.restaurantId, deliveryTypeId: 2, maxOrders: 3, maxItems: null });
    await kit.settingsChanged();
    const time = '2027-03-01 18:45';
    const basketIds = await Promise.all(Array.from({ length: 10 }, () => readyBasket(kit.product('cappuccino'), time)));

    const answers = await Promise.all(
      basketIds.map((basketId) => kit.post('/api/order/create-order', { basketId, paymentType: 'cash' })),
    );

    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message.code).toBe('order_limit_reached');
      expect(refused.body.validTime).toBe('2027-03-01 19:00');
    }
    const [slot] = await t.database.db
      .select()
      .from(slotBookings)
      .where(eq(slotBookings.slotAt, new Date('2027-03-01T17:45:00Z')));
    expect(slot).toMatchObject({ orders: 3, items: 3 });
  });
});
