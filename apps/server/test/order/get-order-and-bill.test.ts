import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@tavola/domain/schemas/order';
import { BILL_REQUEST_CHANNEL } from '../../src/modules/order/request-bill.ts';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import type { TestApp } from '../support/test-app.ts';
import { expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { checkoutBasket } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function placeOrder(type: 'pickup' | 'here' = 'pickup', paymentType = 'cash') {
  const basketId = await checkoutBasket(kit, { type });
  // Paying at the end is for guests seated with the table's code.
  if (paymentType === 'payAtEnd') await kit.post('/api/basket/set-table', { basketId, table: 'demo-t6' });
  const answer = await kit.post('/api/order/create-order', { basketId, paymentType });
  expect(answer.statusCode).toBe(201);
  return answer.body.data.orderId as string;
}

describe('GET api/order', () => {
  it('answers the order in the spec shape', async () => {
    const orderId = await placeOrder();
    const answer = await kit.get('/api/order', { orderId });
    expect(answer.statusCode).toBe(200);
    expect(orderSchema.parse(answer.body.data)).toMatchObject({ orderId, status: 'received', bill_requested: false });
  });

  it.each(LANGS)("answers order_does_not_exists for unknown ids and another restaurant's orders (%s)", async (lang) => {
    expectMessage(await kit.get('/api/order', { orderId: 'nope', lang }), 404, 'order_does_not_exists', lang);
    const orderId = await placeOrder();
    const second = await importSecondRestaurant(t);
    const foreign = await t.call({ method: 'GET', url: '/api/order', query: { orderId }, token: second.token, headers: { 'accept-language': lang } });
    expectMessage(foreign, 404, 'order_does_not_exists', lang);
  });
});

describe('GET api/order/bill-request', () => {
  it('records the request once and tells live views through NOTIFY', async () => {
    const orderId = await placeOrder('here', 'payAtEnd');
    const heard: string[] = [];
    const stop = await t.database.listen(BILL_REQUEST_CHANNEL, (payload) => heard.push(payload));
    const answer = await kit.get('/api/order/bill-request', { order_id: orderId, lang: 'en' });
    expectMessage(answer, 200, 'bill_requested', 'en');
    expect(answer.body.data.bill_requested).toBe(true);
    await kit.get('/api/order/bill-request', { order_id: orderId });
    await expect.poll(() => heard.length).toBe(1);
    expect(JSON.parse(heard[0]!)).toMatchObject({ restaurantId: kit.restaurantId, orderId });
    await stop();
  });

  it.each(LANGS)('is for eat-here orders only: a pickup order has no bill to bring (%s)', async (lang) => {
    const orderId = await placeOrder('pickup');
    expectMessage(await kit.get('/api/order/bill-request', { order_id: orderId, lang }), 400, 'bill_request_eat_here_only', lang);
    expect((await kit.get('/api/order', { orderId })).body.data.bill_requested).toBe(false);
  });

  it.each(LANGS)('refuses unknown and rejected orders (%s)', async (lang) => {
    expectMessage(await kit.get('/api/order/bill-request', { order_id: 'nope', lang }), 404, 'order_does_not_exists', lang);
    const orderId = await placeOrder('here', 'payAtEnd');
    await changeOrderStatus(t.database.db, kit.restaurantId, orderId, 'rejected', { reason: 'Closed' });
    expectMessage(await kit.get('/api/order/bill-request', { order_id: orderId, lang }), 400, 'order_status_invalid', lang);
  });
});
