import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableBillSocketMessageSchema, type TableBillSocketMessage } from '@tavola/domain/schemas/table-payment';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { guestAtTable, orderAtTable, tableIdOf } from './support.ts';

/** What the tests use of a `ws` socket. */
interface WebSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  terminate(): void;
}

/** injectWS with `onInit`: listeners attached before the socket opens (the plugin's types lack the third argument). */
function openSocket(url: string, onInit: (socket: WebSocket) => void): Promise<WebSocket> {
  const inject = t.app.injectWS as unknown as (
    path: string,
    upgrade: object,
    options: { onInit: (socket: WebSocket) => void },
  ) => Promise<WebSocket>;
  return inject.call(t.app, url, {}, { onInit });
}

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

/** A guest's phone holding the table's live socket, with what it heard. */
async function connect(
  tablePaymentId: string,
): Promise<{ socket: WebSocket; heard: TableBillSocketMessage[]; socketId: () => string }> {
  const heard: TableBillSocketMessage[] = [];
  // Listening before the socket opens: the server says hello at once.
  const socket = await openSocket(
    `/api/table-payments/live?tablePaymentId=${encodeURIComponent(tablePaymentId)}`,
    (opening) =>
      opening.on('message', (data) => heard.push(tableBillSocketMessageSchema.parse(JSON.parse(String(data))))),
  );
  await expect.poll(() => heard.some((message) => message.type === 'hello')).toBe(true);
  const hello = heard.find((message) => message.type === 'hello');
  return { socket, heard, socketId: () => (hello?.type === 'hello' ? hello.socketId : '') };
}

async function billAt(tableKey: string) {
  const table = await tableIdOf(t, kit.restaurantId, tableKey);
  await orderAtTable(kit, table, [['tiramisu', 2]]);
  const answer = await kit.post('/api/table-payments/create', { basketId: await guestAtTable(kit, table) });
  return answer.body.data as { tablePaymentId: string; items: { orderLineId: number; unit: number }[] };
}

describe('the table bill live socket', () => {
  it("passes a guest's picks to the others at the table, not back to the guest, and tells everyone when the bill changes", async () => {
    const bill = await billAt('table-2');
    const anna = await connect(bill.tablePaymentId);
    const ben = await connect(bill.tablePaymentId);
    const pick = { orderLineId: bill.items[0]!.orderLineId, unit: bill.items[0]!.unit };

    const sent = await t.call({
      method: 'POST',
      url: '/api/table-payments/events',
      payload: {
        restaurantId: kit.restaurantId,
        tablePaymentId: bill.tablePaymentId,
        action: 'select',
        basketItems: [pick],
      },
      headers: { 'x-socket-id': anna.socketId() },
    });
    expect(sent.statusCode).toBe(200);
    await expect
      .poll(() => ben.heard.filter((message) => message.type === 'picks'))
      .toEqual([{ type: 'picks', action: 'select', socketId: anna.socketId(), basketItems: [pick] }]);

    const paid = await kit.post('/api/table-payments/pay', {
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'mollie',
      basketItems: [pick],
    });
    expect(paid.statusCode).toBe(200);
    for (const guest of [anna, ben]) {
      await expect.poll(() => guest.heard.some((message) => message.type === 'bill_changed')).toBe(true);
    }
    expect(anna.heard.some((message) => message.type === 'picks')).toBe(false);
    anna.socket.terminate();
    ben.socket.terminate();
  });

  it('closes a socket opened on an unknown bill', async () => {
    const code = await new Promise<number>((resolve) => {
      void openSocket('/api/table-payments/live?tablePaymentId=not-a-bill', (opening) =>
        opening.on('close', (closeCode) => resolve(closeCode)),
      );
    });
    expect(code).toBe(4404);
  });

  it('refuses picks for an unknown bill and a malformed socket id', async () => {
    const unknown = await kit.post(
      '/api/table-payments/events',
      { tablePaymentId: 'nope', action: 'select', basketItems: [] },
      { lang: 'en' },
    );
    expect(unknown.statusCode).toBe(404);
    const bill = await billAt('table-3');
    const bad = await t.call({
      method: 'POST',
      url: '/api/table-payments/events',
      payload: {
        restaurantId: kit.restaurantId,
        tablePaymentId: bill.tablePaymentId,
        action: 'select',
        basketItems: [],
      },
      headers: { 'x-socket-id': '<script>' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('two guests pick the same dish at the same moment', () => {
  it('lets exactly one of them pay it; the others are told someone is paying it', async () => {
    const bill = await billAt('table-4');
    const pick = { orderLineId: bill.items[0]!.orderLineId, unit: bill.items[0]!.unit };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        kit.post('/api/table-payments/pay', {
          tablePaymentId: bill.tablePaymentId,
          paymentType: 'mollie',
          basketItems: [pick],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(11);
    for (const answer of refused)
      expect({ status: answer.statusCode, code: answer.body.message.code }).toEqual({
        status: 409,
        code: 'table_bill_item_taken',
      });
    const state = (await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data;
    expect(state.items.filter((item: { state: string }) => item.state === 'pending')).toHaveLength(1);
  });

  it('four guests splitting in four at the same moment pay four equal parts, never more than the bill', async () => {
    const bill = await billAt('table-5');
    const total = (await kit.get('/api/table-payments', { tablePaymentId: bill.tablePaymentId })).body.data
      .total as number;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        kit.post('/api/table-payments/pay', { tablePaymentId: bill.tablePaymentId, paymentType: 'mollie', split: 4 }),
      ),
    );
    const amounts = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => Math.round(answer.body.data.amount * 100));
    // Four guests said "we are four": four equal parts, the rest are told it is being paid.
    expect(amounts).toHaveLength(4);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(Math.round(total * 100));
    for (const answer of answers.filter((answer) => answer.statusCode !== 200))
      expect(answer.body.message.code).toBe('table_bill_being_paid');
  });
});
