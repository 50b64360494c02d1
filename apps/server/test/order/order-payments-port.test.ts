import { afterAll, beforeAll } from 'vitest';
import { insertBasket } from '../../src/modules/basket/basket-repo.ts';
import { newPublicId } from '../../src/modules/basket/public-id.ts';
import { createOrderPayments } from '../../src/modules/order/order-payments.ts';
import { insertOrder } from '../../src/modules/order/order-repo.ts';
import type { TestApp } from '../support/test-app.ts';
import { describeOrderPaymentsContract } from '../payments/support/order-payments-contract.ts';
import { createOrderingTestApp } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';

// The payments engineer's contract suite, run against the real order module on the database.
let t: TestApp;
let restaurantIds: [number, number];
beforeAll(async () => {
  const created = await createOrderingTestApp();
  t = created.t;
  restaurantIds = [created.kit.restaurantId, (await importSecondRestaurant(t)).restaurantId];
});
afterAll(() => t.close());

// Orders made here skip create-order (which numbers them in its one write); numbers of their own, unique.
let ordersMade = 0;

describeOrderPaymentsContract('order module on the database', async () => ({
  port: createOrderPayments(t.database.db, { clock: () => new Date('2027-03-01T11:00:00Z'), paidTooLate: async () => undefined }),
  restaurantIds,
  async createOrder({ restaurantId, paymentType, amountCents }) {
    const db = t.database.db;
    const basket = await insertBasket(db, { publicId: newPublicId(), restaurantId, deliveryTypeId: 2 });
    const { order } = await insertOrder(
      db,
      {
        publicId: newPublicId(),
        restaurantId,
        number: 9000 + ++ordersMade,
        basketId: basket.id,
        deliveryTypeId: 2,
        paymentType: paymentType as 'mollie',
        isOnlinePayment: true,
        subtotalCents: amountCents,
        depotCents: 0,
        discountCents: 0,
        shippingCents: 0,
        tipCents: 0,
        totalCents: amountCents,
        currency: 'EUR',
      },
      [],
    );
    return { orderId: order.publicId, basketId: basket.publicId };
  },
}));
