import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantTables } from '../../src/db/schema/restaurant.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import type { TestApp } from '../support/test-app.ts';
import { guestAtTable, orderAtTable, tableIdOf } from './support.ts';

// Issue 25, finding 2: a table's rights came with its small number. Now only with its code.
let t: TestApp;
let kit: OrderingKit;
let table: number;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
  table = await tableIdOf(t, kit.restaurantId, 'terrace-1');
});
afterAll(() => t.close());

const seatByNumber = async (basketId: string, qrcode = true) => {
  const set = await kit.post('/api/basket/set-table', { basketId, tableId: table, qrcode });
  expect(set.statusCode).toBe(200);
  return set;
};

describe('a table named by its number (an old printed link, a guess)', () => {
  it('still seats the guest (eat-here), but the answer never shows the table code', async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    const set = await seatByNumber(basketId);
    expect(set.body.data.table).toMatchObject({ id: table, qrCode: null });
    expect(set.body.data.deliveryType).toBe('here');
    const [row] = await t.database.db.select().from(restaurantTables).where(and(eq(restaurantTables.id, table)));
    expect(JSON.stringify(set.body)).not.toContain(row!.qrCode!);
    expect(JSON.stringify((await kit.get('/api/basket', { basketId })).body)).not.toContain(row!.qrCode!);
  });

  it.each(['en', 'de'] as const)('gives no bill, no paying at the end and adds nothing to the real guests’ bill (%s)', async (lang) => {
    const guests = await orderAtTable(kit, table, [['tiramisu', 1]]);
    const stranger = await checkoutBasket(kit, { type: 'here', lines: [['tiramisu', 2]] });
    await seatByNumber(stranger);
    expectMessage(await kit.post('/api/table-payments/create', { basketId: stranger }, { lang }), 404, 'table_does_not_exists', lang);
    expectMessage(await kit.post('/api/order/create-order', { basketId: stranger, paymentType: 'payAtEnd' }, { lang }), 400, 'payment_cannot_pay_at_end', lang);

    // An order placed at the table by number (paid otherwise) neither opens the bill nor joins it.
    const other = await checkoutBasket(kit, { type: 'here', lines: [['tiramisu', 2]] });
    await seatByNumber(other);
    const placed = await kit.post('/api/order/create-order', { basketId: other, paymentType: 'mollie' });
    expect(placed.statusCode).toBe(201);
    expectMessage(await kit.post('/api/table-payments/create', { orderId: placed.body.data.orderId }, { lang }), 404, 'table_bill_order_not_at_table', lang);

    const bill = await kit.post('/api/table-payments/create', { basketId: await guestAtTable(kit, table) });
    expect(bill.statusCode).toBe(200);
    const orders = new Set((bill.body.data.items as { orderNumber: number }[]).map((item) => item.orderNumber));
    const guestsOrder = await kit.get('/api/order', { orderId: guests });
    expect(orders.has(guestsOrder.body.data.orderNumber)).toBe(true);
    expect(orders.has(placed.body.data.orderNumber)).toBe(false);
  });
});

describe('the table code', () => {
  it('seats the basket with its rights and shows the code to whoever sent it', async () => {
    const basketId = await guestAtTable(kit, table);
    const basket = (await kit.get('/api/basket', { basketId })).body.data;
    expect(basket.table.qrCode).toMatch(/.+/);
    expect((await kit.post('/api/table-payments/create', { basketId })).statusCode).toBe(200);
  });
});

describe('splitting the bill', () => {
  it('needs at least two parts: split 1 would hold the whole bill', async () => {
    await orderAtTable(kit, table, [['tiramisu', 1]]);
    const bill = (await kit.post('/api/table-payments/create', { basketId: await guestAtTable(kit, table) })).body.data;
    const one = await kit.post('/api/table-payments/pay', { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', split: 1 });
    expect(one.statusCode).toBe(422);
    expect(one.body.codes.split).toEqual(['field_invalid']);
  });
});
