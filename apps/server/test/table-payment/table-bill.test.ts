import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBillSchema } from '@tavola/domain/schemas/table-payment';
import type { TestApp } from '../support/test-app.ts';
import { expectFieldError, expectMessage, LANGS } from '../basket/support/expect-message.ts';
import { createOrderingTestApp, type OrderingKit, type TestClock } from '../basket/support/ordering-test-kit.ts';
import { importSecondRestaurant } from '../basket/support/second-restaurant.ts';
import { guestAtTable, orderAtTable, providerPaymentIdOf, tableIdOf } from './support.ts';

let t: TestApp;
let kit: OrderingKit;
let clock: TestClock;
beforeAll(async () => {
  ({ t, kit, clock } = await createOrderingTestApp());
});
afterAll(() => t.close());

async function openBill(basketId: string) {
  const answer = await kit.post('/api/table-payments/create', { basketId });
  expect(answer.statusCode).toBe(200);
  return tableBillSchema.parse(answer.body.data);
}

/** What a guest sends for a pick: the unit's line and number. */
const ref = (item: { orderLineId: number; unit: number } | undefined) => ({
  orderLineId: item!.orderLineId,
  unit: item!.unit,
});

async function completeTestPayment(shareId: string, outcome: 'paid' | 'failed' | 'canceled') {
  const id = await providerPaymentIdOf(t, shareId);
  const answer = await t.call({ method: 'POST', url: `/api/payment/test/${id}/complete`, payload: { outcome } });
  expect(answer.statusCode).toBe(200);
}

describe('POST api/table-payments/create and GET api/table-payments', () => {
  it("gives every guest at the table the same bill with the table's pay-at-the-end orders, unit by unit", async () => {
    const table = await tableIdOf(t, kit.restaurantId, 'table-2');
    await orderAtTable(kit, table, [['tiramisu', 2]]);
    await orderAtTable(kit, table, [['tiramisu', 1]]);
    const first = await openBill(await guestAtTable(kit, table));
    const second = await openBill(await guestAtTable(kit, table));
    expect(second.tablePaymentId).toBe(first.tablePaymentId);
    expect(first).toMatchObject({ tableName: 'Tisch 2', status: 'open', paid: 0, pending: 0, splitStarted: false });
    expect(first.items).toHaveLength(3);
    expect(first.items.every((item) => item.state === 'open')).toBe(true);
    expect(first.left).toBe(first.total);
    expect(first.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0)).toBe(
      Math.round(first.total * 100),
    );

    const read = await kit.get('/api/table-payments', { tablePaymentId: first.tablePaymentId });
    expect(read.statusCode).toBe(200);
    expect(read.body.data.items).toHaveLength(3);
  });

  it.each(LANGS)(
    'refuses a basket without a table, unknown bills and bills of another restaurant (%s)',
    async (lang) => {
      const noTable = await kit.createBasket({ deliveryType: 'here' });
      expectMessage(
        await kit.post('/api/table-payments/create', { basketId: noTable }, { lang }),
        404,
        'table_does_not_exists',
        lang,
      );
      expectMessage(
        await kit.get('/api/table-payments', { tablePaymentId: 'nope' }, { lang }),
        404,
        'table_bill_does_not_exists',
        lang,
      );

      const table = await tableIdOf(t, kit.restaurantId, 'table-3');
      const bill = await openBill(await guestAtTable(kit, table));
      const second = await importSecondRestaurant(t);
      const foreign = await t.call({
        method: 'GET',
        url: '/api/table-payments',
        query: { tablePaymentId: bill.tablePaymentId },
        token: second.token,
        headers: { 'accept-language': lang },
      });
      expectMessage(foreign, 404, 'table_bill_does_not_exists', lang);
      const foreignPay = await t.call({
        method: 'POST',
        url: '/api/table-payments/pay',
        payload: { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', split: 2 },
        token: second.token,
        headers: { 'accept-language': lang },
      });
      expectMessage(foreignPay, 404, 'table_bill_does_not_exists', lang);
    },
  );
});

describe('POST api/table-payments/pay', () => {
  it('lets two guests pay different dishes; a dish paid or being paid cannot be picked again; the bill closes when all is paid', async () => {
    const table = await tableIdOf(t, kit.restaurantId, 'table-4');
    await orderAtTable(kit, table, [['tiramisu', 2]]);
    const bill = await openBill(await guestAtTable(kit, table));
    const [first, second] = bill.items.map(({ orderLineId, unit, price }) => ({ orderLineId, unit, price }));

    const anna = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      basketItems: [ref(first)],
    });
    expect(anna.statusCode).toBe(200);
    expect(anna.body.data).toMatchObject({ tablePaymentId: bill.tablePaymentId, amount: first!.price });
    expect(anna.body.data.paymentLink).toContain('/payment?testPaymentId=');
    // Back from the provider, the guest lands on this restaurant's bill page.
    const testPage = await t.call({
      method: 'GET',
      url: `/api/payment/test/${await providerPaymentIdOf(t, anna.body.data.shareId)}`,
    });
    expect(testPage.body.data.redirectUrl).toBe(
      `${t.config.publicUrl}/r/demo/table-bill?tablePaymentId=${bill.tablePaymentId}&shareId=${encodeURIComponent(anna.body.data.shareId)}`,
    );

    const ben = await kit.post(
      '/api/table-payments/pay',
      { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', basketItems: [ref(first)] },
      { lang: 'en' },
    );
    expectMessage(ben, 409, 'table_bill_item_taken', 'en', { name: 'Tiramisù della casa' });

    const benOwn = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      basketItems: [ref(second)],
    });
    expect(benOwn.statusCode).toBe(200);

    await completeTestPayment(anna.body.data.shareId, 'paid');
    const half = (await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data;
    expect(half).toMatchObject({ status: 'open', paid: first!.price, pending: second!.price, left: 0 });
    expect(half.items.map((item: { state: string }) => item.state)).toEqual(['paid', 'pending']);

    await completeTestPayment(benOwn.body.data.shareId, 'paid');
    const closed = (await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data;
    expect(closed).toMatchObject({ status: 'paid', left: 0, paid: bill.total });

    const late = await kit.post(
      '/api/table-payments/pay',
      { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', split: 2 },
      { lang: 'de' },
    );
    expectMessage(late, 409, 'table_bill_already_paid', 'de');
    // The next guests at the table start a new bill.
    await orderAtTable(kit, table, [['tiramisu', 1]]);
    const next = await openBill(await guestAtTable(kit, table));
    expect(next.tablePaymentId).not.toBe(bill.tablePaymentId);
    expect(next.items).toHaveLength(1);
  });

  it('gives the units back when the payment fails, and when the guest never comes back from the provider', async () => {
    const table = await tableIdOf(t, kit.restaurantId, 'table-5');
    await orderAtTable(kit, table, [['tiramisu', 1]]);
    const bill = await openBill(await guestAtTable(kit, table));
    const pick = { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', basketItems: [ref(bill.items[0])] };

    const failed = await kit.post('/api/table-payments/pay', pick);
    await completeTestPayment(failed.body.data.shareId, 'failed');
    expect(
      (await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data.items[0].state,
    ).toBe('open');

    const abandoned = await kit.post('/api/table-payments/pay', pick);
    expect(abandoned.statusCode).toBe(200);
    expect((await kit.post('/api/table-payments/pay', pick)).statusCode).toBe(409);
    clock.set(new Date(clock.now().getTime() + 31 * 60 * 1000));
    const again = await kit.post('/api/table-payments/pay', pick);
    expect(again.statusCode).toBe(200);
  });

  it('splits what is left equally; once a part is paid, dishes can no longer be picked', async () => {
    const table = await tableIdOf(t, kit.restaurantId, 'table-6');
    await orderAtTable(kit, table, [['tiramisu', 3]]);
    const bill = await openBill(await guestAtTable(kit, table));
    const totalCents = Math.round(bill.total * 100);

    const firstPart = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      split: 3,
    });
    expect(firstPart.statusCode).toBe(200);
    expect(Math.round(firstPart.body.data.amount * 100)).toBe(Math.ceil(totalCents / 3));
    await completeTestPayment(firstPart.body.data.shareId, 'paid');

    const pickAfterSplit = await kit.post(
      '/api/table-payments/pay',
      { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', basketItems: [ref(bill.items[0])] },
      { lang: 'fr' },
    );
    expectMessage(pickAfterSplit, 409, 'table_bill_split_started', 'fr');

    const secondPart = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      split: 2,
    });
    const lastPart = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      split: 2,
    });
    const parts = [firstPart, secondPart, lastPart].map((answer) => Math.round(answer.body.data.amount * 100));
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(totalCents);
    for (const part of [secondPart, lastPart]) await completeTestPayment(part.body.data.shareId, 'paid');
    expect((await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data.status).toBe(
      'paid',
    );
  });

  it.each(LANGS)('asks the guest to choose something (%s)', async (lang) => {
    const table = await tableIdOf(t, kit.restaurantId, 'table-7');
    await orderAtTable(kit, table, [['tiramisu', 1]]);
    const bill = await openBill(await guestAtTable(kit, table));
    const nothing = await kit.post(
      '/api/table-payments/pay',
      { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', basketItems: [] },
      { lang },
    );
    expectFieldError(nothing, 'basketItems', 'table_bill_choose_items', lang);
  });
});
