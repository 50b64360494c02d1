import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished as onTestEnd } from 'vitest';
import { orders, slotBookings, slotLimits } from '../../src/db/schema/order.ts';
import { products } from '../../src/db/schema/menu.ts';
import { vouchers } from '../../src/db/schema/restaurant.ts';
import { testPayments } from '../../src/db/schema/payment.ts';
import { runHousekeeping } from '../../src/housekeeping/run-housekeeping.ts';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import { setStock, TEST_NOW } from '../basket/support/ordering-test-kit.ts';
import { createManagerTestApp, readOutbox, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { checkoutBasket, GUEST } from './support/order-steps.ts';

// Issue 25: an online order nobody pays must not keep the restaurant's stock, voucher uses and slot
// room for good. No provider keys: online payments go to the built-in test provider.
let app: ManagerTestApp;
let managerToken: string;
const SLOT = '2027-03-01 16:00';
const SLOT_AT = new Date('2027-03-01T15:00:00Z');

beforeAll(async () => {
  app = await createManagerTestApp();
  managerToken = await signedInManager(app.t, app.kit.restaurantId, 'kitchen@example.com');
  await app.t.database.db.insert(slotLimits).values({ restaurantId: app.kit.restaurantId, deliveryTypeId: 2, maxOrders: 10, maxItems: 50 });
  await app.kit.settingsChanged();
});
afterAll(() => app.close());

beforeEach(async () => {
  app.clock.set(TEST_NOW);
  const { t, kit } = app;
  await setStock(t, kit.restaurantId, [kit.product('burrata')], 4);
  await t.database.db.update(vouchers).set({ timesUsed: 0 }).where(eq(vouchers.code, 'ONCEONLY'));
  await t.database.db.delete(slotBookings);
});

const db = () => app.t.database.db;
const burrataStock = async () =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, app.kit.product('burrata'))))[0]?.stock;
const voucherUses = async () =>
  (await db().select().from(vouchers).where(and(eq(vouchers.restaurantId, app.kit.restaurantId), eq(vouchers.code, 'ONCEONLY'))))[0]?.timesUsed;
const slotOrders = async () => (await db().select().from(slotBookings).where(eq(slotBookings.slotAt, SLOT_AT)))[0]?.orders ?? 0;
const holds = async () => [await burrataStock(), await voucherUses(), await slotOrders()];

/** The attack's basket: all 4 Burrata, the one-use voucher, a slot with limits. */
async function burrataBasket(quantity = 4): Promise<string> {
  const basketId = await checkoutBasket(app.kit, { lines: [['burrata', quantity]], time: SLOT });
  await app.t.call({ method: 'POST', url: '/api/basket/add-voucher-to-basket', query: { basketId, voucherCode: 'ONCEONLY' } });
  return basketId;
}

async function onlineOrder(basketId: string) {
  const created = await app.kit.post('/api/order/create-order', { basketId, paymentType: 'mollie' });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const orderId = created.body.data.orderId as string;
  const testPaymentId = new URL(created.body.data.paymentLink as string).searchParams.get('testPaymentId')!;
  return { orderId, testPaymentId, basketId };
}

const completeTestPayment = (testPaymentId: string, outcome: 'paid' | 'failed' | 'canceled') =>
  app.t.call({ method: 'POST', url: `/api/payment/test/${testPaymentId}/complete`, payload: { outcome } });

const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.publicId, orderId)))[0]!;

const board = async () =>
  (await app.t.call({ method: 'GET', url: '/api/managers/order', query: { from_date: '2027-03-01' }, token: managerToken })).body.data
    .data as { orderId: string; awaiting_payment: boolean }[];

describe('an online order that is never paid', () => {
  it('holds stock, voucher and slot while its payment is open; the board shows it as awaiting payment', async () => {
    const { orderId } = await onlineOrder(await burrataBasket());
    onTestEnd(() => changeOrderStatus(db(), app.kit.restaurantId, orderId, 'rejected').then(() => undefined));
    expect(await holds()).toEqual([0, 1, 1]);

    const other = await app.kit.createBasket({ deliveryType: 'pickup' });
    const refused = await app.kit.post('/api/basket/add', { basketId: other, productId: app.kit.product('burrata'), quantity: 1 });
    expect(refused.body.message.code).toBe('product_out_of_stock');

    const listed = (await board()).find((order) => order.orderId === orderId);
    expect(listed?.awaiting_payment).toBe(true);
  });

  it.each(['failed', 'canceled'] as const)('gives everything back once when the payment is %s', async (outcome) => {
    const { orderId, testPaymentId } = await onlineOrder(await burrataBasket());
    expect((await completeTestPayment(testPaymentId, outcome)).statusCode).toBe(200);
    expect(await holds()).toEqual([4, 0, 0]);
    // The provider reporting it again (a replayed webhook, the guest's return) changes nothing.
    await app.t.call({ method: 'GET', url: `/api/payment/update?orderId=${orderId}` });
    await completeTestPayment(testPaymentId, outcome);
    expect(await holds()).toEqual([4, 0, 0]);
    // A rejection afterwards gives nothing back a second time.
    await changeOrderStatus(db(), app.kit.restaurantId, orderId, 'rejected');
    expect(await holds()).toEqual([4, 0, 0]);
    expect((await board()).some((order) => order.orderId === orderId)).toBe(true);
  });

  it('lets someone else buy once the payment failed; the first guest trying again is refused, not oversold', async () => {
    const first = await onlineOrder(await burrataBasket());
    await completeTestPayment(first.testPaymentId, 'failed');
    expect((await board()).some((order) => order.orderId === first.orderId)).toBe(false);

    const second = await burrataBasket(2);
    const bought = await app.kit.post('/api/order/create-order', { basketId: second, paymentType: 'cash' });
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
    expect(await holds()).toEqual([2, 1, 1]);

    const retry = await app.t.call({ method: 'GET', url: '/api/payment/prepare', query: { basketId: first.basketId, restaurantId: String(app.kit.restaurantId) } });
    expect(retry.statusCode).toBe(409);
    expect(retry.body.message.code).toBe('product_out_of_stock');
    expect(await holds()).toEqual([2, 1, 1]);
  });

  it('a new attempt after a failed payment takes the holds again', async () => {
    const first = await onlineOrder(await burrataBasket());
    await completeTestPayment(first.testPaymentId, 'failed');
    const retry = await app.t.call({ method: 'GET', url: '/api/payment/prepare', query: { basketId: first.basketId, restaurantId: String(app.kit.restaurantId) } });
    expect(retry.statusCode, JSON.stringify(retry.body)).toBe(200);
    expect(await holds()).toEqual([0, 1, 1]);
    const id = new URL(retry.body.data.mollieLink as string).searchParams.get('testPaymentId')!;
    await completeTestPayment(id, 'paid');
    expect(await holds()).toEqual([0, 1, 1]);
    expect((await orderRow(first.orderId)).paymentStatus).toBe('paid');
  });

  it('expires after the checkout lifetime (housekeeping, on the injected clock) and leaves the board', async () => {
    const { orderId } = await onlineOrder(await burrataBasket());
    app.clock.set(new Date(TEST_NOW.getTime() + 14 * 60_000));
    expect((await runHousekeeping(app.t.database, app.clock.now())).expiredPayments).toBe(0);
    expect(await holds()).toEqual([0, 1, 1]);

    app.clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect((await runHousekeeping(app.t.database, app.clock.now())).expiredPayments).toBe(1);
    expect(await holds()).toEqual([4, 0, 0]);
    expect((await orderRow(orderId)).paymentStatus).toBe('expired');
    expect((await board()).some((order) => order.orderId === orderId)).toBe(false);
    expect((await runHousekeeping(app.t.database, app.clock.now())).expiredPayments).toBe(0);
    expect(await holds()).toEqual([4, 0, 0]);
  });

  it('a "paid" after expiry takes the stock again when it is still there', async () => {
    const { orderId, testPaymentId } = await onlineOrder(await burrataBasket());
    app.clock.set(new Date(TEST_NOW.getTime() + 20 * 60_000));
    await runHousekeeping(app.t.database, app.clock.now());
    expect(await holds()).toEqual([4, 0, 0]);

    const paid = await completeTestPayment(testPaymentId, 'paid');
    expect(paid.body.data.status).toBe('paid');
    expect(await holds()).toEqual([0, 1, 1]);
    const row = await orderRow(orderId);
    expect([row.status, row.paymentStatus, row.refundId]).toEqual(['received', 'paid', null]);
    expect((await board()).find((order) => order.orderId === orderId)?.awaiting_payment).toBe(false);
  });

  it('a "paid" after expiry when the dish sold out meanwhile: rejected, refunded once, the guest told', async () => {
    const { orderId, testPaymentId } = await onlineOrder(await burrataBasket());
    app.clock.set(new Date(TEST_NOW.getTime() + 20 * 60_000));
    await runHousekeeping(app.t.database, app.clock.now());
    const other = await checkoutBasket(app.kit, { lines: [['burrata', 1]], time: SLOT });
    expect((await app.kit.post('/api/order/create-order', { basketId: other, paymentType: 'cash' })).statusCode).toBe(201);
    expect(await holds()).toEqual([3, 0, 1]);

    expect((await completeTestPayment(testPaymentId, 'paid')).body.data.status).toBe('paid');
    const row = await orderRow(orderId);
    expect([row.status, row.paymentStatus]).toEqual(['rejected', 'paid']);
    expect(row.refundId).toBe(`test_refund_${testPaymentId}`);
    expect(row.statusReason).toMatch(/Burrata/);
    const [payment] = await db().select().from(testPayments).where(eq(testPayments.id, testPaymentId));
    expect(payment?.refundedCents).toBe(row.totalCents);
    // Nothing taken for the refused order: the other guest's Burrata only.
    expect(await holds()).toEqual([3, 0, 1]);
    const mails = await readOutbox(app, GUEST.email);
    expect(mails.some((mail) => mail.text.includes(row.statusReason!))).toBe(true);
  });

  it('a "paid" for an order the restaurant rejected while it waited is refunded, and gives nothing back twice', async () => {
    const { orderId, testPaymentId } = await onlineOrder(await burrataBasket());
    await changeOrderStatus(db(), app.kit.restaurantId, orderId, 'rejected', { reason: 'closing early' });
    expect(await holds()).toEqual([4, 0, 0]);
    await completeTestPayment(testPaymentId, 'paid');
    const row = await orderRow(orderId);
    expect([row.status, row.paymentStatus, row.refundId]).toEqual(['rejected', 'paid', `test_refund_${testPaymentId}`]);
    expect(await holds()).toEqual([4, 0, 0]);
  });
});
