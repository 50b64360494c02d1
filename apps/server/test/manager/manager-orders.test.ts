import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { orderStatusChanges } from '../../src/db/schema/manager.ts';
import { orders } from '../../src/db/schema/order.ts';
import { testPayments } from '../../src/db/schema/payment.ts';
import { robotRequests } from '../../src/db/schema/robot.ts';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { checkoutBasket, GUEST } from '../order/support/order-steps.ts';
import { openSse } from '../order-status/sse-reader.ts';
import { createManagerTestApp, guestOrder, readOutbox, signedInManager, type ManagerTestApp } from './support.ts';

let m: ManagerTestApp;
let token: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  token = await signedInManager(m.t, m.kit.restaurantId, 'chef@demo.test');
});
afterAll(() => m.close());

const change = (payload: Record<string, unknown>, lang = 'en') =>
  m.t.call({ method: 'POST', url: `/api/managers/order/change-status?lang=${lang}`, token, payload });
const list = (query: string) => m.t.call({ method: 'GET', url: `/api/managers/order?${query}`, token });

async function orderRow(publicId: string) {
  const [row] = await m.t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
  return row!;
}

describe('GET api/managers/order', () => {
  it("lists the day's orders with lines, guest details and payment, by creation or by due time", async () => {
    const soon = await guestOrder(m.kit, { lines: [['tiramisu', 2]], time: '2027-03-01 13:00' });
    const tomorrow = await guestOrder(m.kit, { lines: [['cannoli', 1]], time: '2027-03-02 13:00' });
    const today = await list('from_date=2027-03-01&to_date=2027-03-01&filter_type=create');
    expect(today.statusCode).toBe(200);
    const ids = today.body.data.data.map((o: { orderId: string }) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining([soon, tomorrow]));
    const card = today.body.data.data.find((o: { orderId: string }) => o.orderId === soon);
    expect(card).toMatchObject({
      status: 'received',
      paymentType: 'cash',
      deliveryType: 'pickup',
      deliveryTime: '2027-03-01 13:00:00',
      products: [expect.objectContaining({ name: 'Tiramisù della casa', quantity: 2 })],
      refunded: false,
    });
    expect(JSON.parse(card.user_details)).toMatchObject({ name: GUEST.name, email: GUEST.email });

    const dueTomorrow = await list('from_date=2027-03-02&filter_type=delivery');
    expect(dueTomorrow.body.data.data.map((o: { orderId: string }) => o.orderId)).toEqual([tomorrow]);
    // The default is today in the restaurant's zone (the test clock: 1 March 2027).
    expect((await list('')).body.data.total).toBe(today.body.data.total);
  });

  it("names the dishes in the restaurant's language on the board, whatever language the guest ordered in", async () => {
    const basketId = await checkoutBasket(m.kit, { lines: [['panzanella', 1]], time: '2027-03-01 13:00' });
    const created = await m.kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang: 'en' });
    expect(created.body.data.products[0].name).toBe('Tuscan bread salad');
    const board = await m.t.call({ method: 'GET', url: `/api/managers/order/show?orderId=${created.body.data.orderId}`, token });
    expect(board.body.data.products[0].name).toBe('Panzanella toscana');
  });

  it('pages the list', async () => {
    const page = await list('from_date=2027-03-01&per_page=1&page=2');
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(page.body.data.data).toHaveLength(1);
    expect(page.body.data.last_page).toBe(page.body.data.total);
  });

  it('flags orders paid online as awaiting payment until the payment went through (the quiet lane)', async () => {
    const basketId = await checkoutBasket(m.kit);
    const created = await m.kit.post('/api/order/create-order', { basketId, paymentType: 'mollie' });
    const orderId = created.body.data.orderId as string;
    const onBoard = async () =>
      (await list('from_date=2027-03-01&per_page=500')).body.data.data.find((o: { orderId: string }) => o.orderId === orderId) as
        { awaiting_payment: boolean } | undefined;
    expect((await onBoard())?.awaiting_payment).toBe(true);
    const row = await orderRow(orderId);
    await m.t.call({ method: 'POST', url: `/api/payment/test/${row.paymentId}/complete`, payload: { outcome: 'paid' } });
    expect((await onBoard())?.awaiting_payment).toBe(false);
  });
});

describe('POST api/managers/order/change-status', () => {
  it('accepts, then finishes an order; the guest sees it and gets a mail with the expected time', async () => {
    const orderId = await guestOrder(m.kit, { time: '2027-03-01 13:30' });
    const accepted = await change({ orderId, status: 'processing', readyInMinutes: 25 });
    expectMessage(accepted, 200, 'order_status_changed', 'en');
    expect(accepted.body.data).toMatchObject({ orderId, status: 'processing', expected_at: '2027-03-01T11:25:00.000Z' });
    expect((await m.kit.get('/api/order', { orderId })).body.data.status).toBe('processing');
    // In the language the guest ordered in (the restaurant's German here), addressing them with "Sie".
    const mail = (await readOutbox(m, GUEST.email)).find((candidate) => candidate.text.includes('angenommen'));
    expect(mail?.subject).toMatch(/bereitet Ihre Bestellung \d+ zu$/);
    expect(mail?.text).toContain('Voraussichtlich fertig: 01.03.27 12:25.');
    // Sent from no-reply, answered to the restaurant.
    expect(mail?.replyTo).toBe('ciao@trattoria-tavola.example');

    expect((await change({ orderId, status: 'delivered' })).body.data.status).toBe('delivered');
    const audit = await m.t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, (await orderRow(orderId)).id));
    expect(audit.map((row) => [row.fromStatus, row.toStatus, row.managerId !== null])).toEqual([
      ['received', 'processing', true],
      ['processing', 'delivered', true],
    ]);
  });

  it('refuses moves the kitchen never makes with a coded 422, and a second press of the same button changes nothing', async () => {
    const orderId = await guestOrder(m.kit);
    expectMessage(await change({ orderId, status: 'delivered' }, 'de'), 422, 'order_status_move_not_allowed', 'de');
    expect((await change({ orderId, status: 'processing' })).statusCode).toBe(200);
    expect((await change({ orderId, status: 'processing' })).statusCode).toBe(200);
    expectMessage(await change({ orderId, status: 'received' }), 422, 'order_status_move_not_allowed', 'en');
    await change({ orderId, status: 'delivered' });
    expectMessage(await change({ orderId, status: 'rejected', reason: 'too late' }), 422, 'order_status_move_not_allowed', 'en');
    const audit = await m.t.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, (await orderRow(orderId)).id));
    expect(audit).toHaveLength(2);
  });

  it('rejects only with a reason, which the guest sees and is mailed', async () => {
    const orderId = await guestOrder(m.kit);
    expectFieldError(await change({ orderId, status: 'rejected' }, 'en'), 'reason', 'order_reject_reason_required', 'en');
    const rejected = await change({ orderId, status: 'rejected', reason: 'The oven is broken tonight.' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', status_reason: 'The oven is broken tonight.' });
    expect((await m.kit.get('/api/order', { orderId })).body.data).toMatchObject({ status: 'rejected', status_reason: 'The oven is broken tonight.' });
    const mails = await readOutbox(m, GUEST.email);
    expect(mails.some((mail) => mail.text.includes('„The oven is broken tonight.“'))).toBe(true);
  });

  it('refunds a rejected order paid online once, even when two managers press reject at the same moment', async () => {
    const basketId = await checkoutBasket(m.kit);
    const orderId = (await m.kit.post('/api/order/create-order', { basketId, paymentType: 'mollie' })).body.data.orderId as string;
    const row = await orderRow(orderId);
    await m.t.call({ method: 'POST', url: `/api/payment/test/${row.paymentId}/complete`, payload: { outcome: 'paid' } });
    const answers = await Promise.all([
      change({ orderId, status: 'rejected', reason: 'Sold out' }),
      change({ orderId, status: 'rejected', reason: 'Sold out' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [payment] = await m.t.database.db.select().from(testPayments).where(eq(testPayments.id, row.paymentId!));
    expect(payment?.refundedCents).toBe(row.totalCents);
    const after = await orderRow(orderId);
    expect(after.refundId).toBe(`test_refund_${row.paymentId}`);
    const board = await m.t.call({ method: 'GET', url: `/api/managers/order/show?orderId=${orderId}`, token });
    expect(board.body.data.refunded).toBe(true);
    expect((await readOutbox(m, GUEST.email)).some((mail) => mail.text.includes('erhalten Sie zurück'))).toBe(true);
  });
});

describe('GET api/managers/summary', () => {
  it('adds up the day by payment type, rejected orders left out', async () => {
    const summary = await m.t.call({ method: 'GET', url: '/api/managers/summary?from_date=2027-03-01', token });
    expect(summary.statusCode).toBe(200);
    const day = (await list('from_date=2027-03-01&per_page=500')).body.data.data as { paymentType: string; status: string; total_price: number }[];
    const cash = day.filter((order) => order.paymentType === 'cash' && order.status !== 'rejected');
    expect(day.some((order) => order.paymentType === 'cash' && order.status === 'rejected')).toBe(true);
    const cashTotal = Math.round(cash.reduce((sum, order) => sum + order.total_price * 100, 0)) / 100;
    expect(summary.body.data.byPaymentType).toContainEqual({ paymentType: 'cash', orders: cash.length, total: cashTotal });
  });
});

describe('GET api/managers/order/stream', () => {
  let other: FastifyInstance;
  let otherUrl: string;
  beforeAll(async () => {
    other = await buildApp({ config: m.t.config, database: m.t.database, clock: m.clock.now });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => other.close());

  it('tells a board on another server process of new orders and status changes, and refuses guests', async () => {
    const refused = await fetch(new URL('/api/managers/order/stream', otherUrl), { headers: { authorization: `Bearer ${await m.t.publicToken()}` } });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();

    const stream = await openSse(new URL('/api/managers/order/stream', otherUrl).toString(), { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    expect((await stream.next()).retry).toBeGreaterThan(0);
    expect(await stream.nextEvent()).toMatchObject({ event: 'ready' });
    const orderId = await guestOrder(m.kit);
    expect(await stream.nextEvent()).toEqual({ event: 'order', data: { orderId, kind: 'created', status: 'received', paymentStatus: null, awaitingPayment: false } });
    await change({ orderId, status: 'processing' });
    expect(await stream.nextEvent()).toEqual({ event: 'order', data: { orderId, kind: 'status', status: 'processing', paymentStatus: null } });
    // A guest at a table calls the dish collector: the board hears it with the table's name.
    const [table] = (await m.t.call({ method: 'GET', url: '/api/restaurant/tables' })).body.data as { id: number; name: string }[];
    await m.t.database.db.insert(robotRequests).values({ restaurantId: m.kit.restaurantId, tableId: table!.id });
    expect(await stream.nextEvent()).toEqual({ event: 'order', data: { orderId: '', kind: 'robot', status: '', paymentStatus: null, tableName: table!.name } });
    stream.close();
  });
});
