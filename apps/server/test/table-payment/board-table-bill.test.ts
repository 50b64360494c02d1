import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBillSchema } from '@tavola/domain/schemas/table-payment';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { guestAtTable, orderAtTable, providerPaymentIdOf, tableIdOf } from './support.ts';

/** Issue 27 item 4: the board's card says what guests paid of an order on a table's bill. */
let m: ManagerTestApp;
let owner: string;
let kitchen: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  kitchen = await signedInManager(m.t, m.kit.restaurantId, 'kitchen@demo.test', undefined, 'kitchen');
});
afterAll(() => m.close());

const boardOrder = async (token: string, orderId: string) => {
  const answer = await m.t.call({ method: 'GET', url: '/api/managers/order', token, query: { from_date: '2027-03-01', to_date: '2027-03-01' } });
  expect(answer.statusCode).toBe(200);
  return (answer.body.data.data as { orderId: string; table_bill?: unknown }[]).find((order) => order.orderId === orderId);
};

async function payDishes(tablePaymentId: string, items: { orderLineId: number; unit: number }[]) {
  const share = await m.kit.post('/api/table-payments/pay', { tablePaymentId, paymentType: 'mollie', basketItems: items });
  expect(share.statusCode).toBe(200);
  const id = await providerPaymentIdOf(m.t, share.body.data.shareId as string);
  expect((await m.t.call({ method: 'POST', url: `/api/payment/test/${id}/complete`, payload: { outcome: 'paid' } })).statusCode).toBe(200);
}

describe('the board card of an order on a table bill', () => {
  it("shows what guests paid of the order's dishes and of the bill; the kitchen sees no money", async () => {
    const table = await tableIdOf(m.t, m.kit.restaurantId, 'table-5');
    const orderId = await orderAtTable(m.kit, table, [['tiramisu', 2]]);
    expect(await boardOrder(owner, orderId)).not.toHaveProperty('table_bill');

    const opened = await m.kit.post('/api/table-payments/create', { basketId: await guestAtTable(m.kit, table) });
    const bill = tableBillSchema.parse(opened.body.data);
    const [first] = bill.items;
    await payDishes(bill.tablePaymentId, [{ orderLineId: first!.orderLineId, unit: first!.unit }]);

    expect((await boardOrder(owner, orderId))?.table_bill).toEqual({
      status: 'open',
      order_paid: first!.price,
      order_total: bill.total,
      bill_paid: first!.price,
      bill_total: bill.total,
    });
    expect(await boardOrder(kitchen, orderId)).not.toHaveProperty('table_bill');

    const second = bill.items[1]!;
    await payDishes(bill.tablePaymentId, [{ orderLineId: second.orderLineId, unit: second.unit }]);
    expect((await boardOrder(owner, orderId))?.table_bill).toMatchObject({ status: 'paid', order_paid: bill.total, bill_paid: bill.total });
  });
});
