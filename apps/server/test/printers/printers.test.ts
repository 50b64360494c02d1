import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { products } from '../../src/db/schema/menu.ts';
import { printJobs } from '../../src/db/schema/printer.ts';
import { restaurants } from '../../src/db/schema/restaurant.ts';
import { PrintQueue } from '../../src/modules/printers/print-queue.ts';
import { claimDueJobs, insertPrintJobs } from '../../src/modules/printers/print-jobs-repo.ts';
import { expectMessage } from '../basket/support/expect-message.ts';
import { checkoutBasket } from '../order/support/order-steps.ts';
import { createManagerTestApp, guestOrder, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { CUT, FakePrinter, RASTER } from './fake-printer.ts';

let m: ManagerTestApp;
let owner: string;
let kitchen: string;
const printer = new FakePrinter();

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  kitchen = await signedInManager(m.t, m.kit.restaurantId, 'kitchen@demo.test', undefined, 'kitchen');
  await printer.start();
});
afterAll(async () => {
  await printer.stop();
  await m.close();
});

const queue = () => m.t.app.deps.printQueue;
const readSection = async () => (await m.t.call({ method: 'GET', url: '/api/owner/printers', token: owner })).body.data;
const savePrinters = (printers: object[], revision: number) =>
  m.t.call({ method: 'PUT', url: '/api/owner/printers?lang=en', token: owner, payload: { revision, printers } });
const accept = (orderId: string) =>
  m.t.call({ method: 'POST', url: '/api/managers/order/change-status', token: kitchen, payload: { orderId, status: 'processing' } });
const later = (seconds: number) => m.clock.set(new Date(m.clock.now().getTime() + seconds * 1000));

async function orderWithComment(comment: string) {
  const orderId = await guestOrder(m.kit, { lines: [['tiramisu', 2]] });
  const [row] = await m.t.database.db.select().from(orders).where(eq(orders.publicId, orderId));
  await m.t.database.db.update(orderLines).set({ extraInfo: { comment } }).where(eq(orderLines.orderId, row!.id));
  const [line] = await m.t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
  return { orderId, number: row!.number!, lineName: line!.name };
}

describe('kitchen printers', () => {
  it('refuses a bad host with a coded 422 and writes nothing', async () => {
    const { revision } = await readSection();
    const answer = await savePrinters([{ name: 'Küche', host: 'evil/../path', port: 9100 }], revision);
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('printer_host_invalid');
    expect((await readSection()).value.printers).toEqual([]);
  });

  it("offers the restaurant's own categories and refuses another restaurant's with a coded field error", async () => {
    const choices = await m.t.call({ method: 'GET', url: '/api/owner/printers/categories', token: owner });
    expect(choices.statusCode).toBe(200);
    const categories = choices.body.data as { id: number; name: string }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category) => typeof category.name === 'string' && category.name.length > 0)).toBe(true);
    expect((await m.t.call({ method: 'GET', url: '/api/owner/printers/categories', token: kitchen })).statusCode).toBe(403);

    const { revision } = await readSection();
    const foreign = Math.max(...categories.map((category) => category.id)) + 1000;
    for (const lang of ['en', 'de'] as const) {
      const answer = await m.t.call({
        method: 'PUT',
        url: `/api/owner/printers?lang=${lang}`,
        token: owner,
        payload: { revision, printers: [{ name: 'Bar', host: '127.0.0.1', categoryIds: [categories[0]!.id, foreign] }] },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.body.errors['printers.0.categoryIds']).toEqual([lang === 'en' ? 'Category does not exist.' : expect.any(String)]);
    }
    expect((await readSection()).value.printers).toEqual([]);
  });

  it('the owner adds a printer and its test page arrives, Arabic line as a raster image, with the cut', async () => {
    const { revision } = await readSection();
    const saved = await savePrinters([{ name: 'Küche', host: '127.0.0.1', port: printer.port }], revision);
    expectMessage(saved, 200, 'settings_saved', 'en');
    const printerId = saved.body.data.value.printers[0].id as number;
    expect(saved.body.data.value.printers[0]).toMatchObject({ name: 'Küche', port: printer.port, printOn: 'accept', deliveryTypes: [] });

    const test = await m.t.call({ method: 'POST', url: '/api/owner/printers/test?lang=en', token: owner, payload: { printerId } });
    expectMessage(test, 200, 'print_queued', 'en');
    await queue().drain();
    expect(printer.tickets).toHaveLength(1);
    expect(printer.has(0, 'Crème brûlée, façon maître')).toBe(true);
    expect(printer.has(0, 'Küche')).toBe(true);
    expect(printer.tickets[0]!.includes(RASTER)).toBe(true);
    expect(printer.tickets[0]!.includes(CUT)).toBe(true);

    const kitchenTries = await m.t.call({ method: 'POST', url: '/api/owner/printers/test', token: kitchen, payload: { printerId } });
    expect(kitchenTries.statusCode).toBe(403);
  });

  it('accepting an order prints its ticket: number, lines, comment and the cut', async () => {
    const before = printer.tickets.length;
    const order = await orderWithComment('ohne Kakao bitte');
    expect((await accept(order.orderId)).statusCode).toBe(200);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    const ticket = printer.text(before);
    expect(ticket).toContain(`#${order.number}`);
    expect(printer.has(before, `2 x ${order.lineName}`)).toBe(true);
    expect(ticket).toContain('ohne Kakao bitte');
    expect(printer.tickets[before]!.subarray(-20).includes(CUT)).toBe(true);
    // The kitchen never sees prices: no currency figure on the ticket.
    expect(ticket).not.toMatch(/\d+[.,]\d{2}/);
  });

  it('a printer that is off shows on the board; once on, the ticket arrives exactly once', async () => {
    const port = printer.port;
    await printer.stop();
    const before = printer.tickets.length;
    const order = await orderWithComment('extra Löffel');
    await accept(order.orderId);
    await queue().drain();
    const status = await m.t.call({ method: 'GET', url: '/api/managers/printers/status', token: kitchen });
    expect(status.statusCode).toBe(200);
    expect(status.body.data).toEqual([expect.objectContaining({ name: 'Küche', waiting: 1 })]);

    await printer.start();
    expect(printer.port).toBe(port);
    await queue().drain(); // not due yet: the backoff holds it
    expect(printer.tickets).toHaveLength(before);
    later(6);
    await queue().drain();
    later(120);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(printer.text(before)).toContain(`#${order.number}`);
    expect((await m.t.call({ method: 'GET', url: '/api/managers/printers/status', token: kitchen })).body.data).toEqual([]);
  });

  it('a printer out of paper gets nothing and keeps the ticket until paper is back', async () => {
    printer.paperOut = true;
    const before = printer.tickets.length;
    const order = await orderWithComment('scharf');
    await accept(order.orderId);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before);
    const status = (await m.t.call({ method: 'GET', url: '/api/managers/printers/status', token: kitchen })).body.data;
    expect(status[0].error).toMatch(/no paper/);
    printer.paperOut = false;
    later(120);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
  });

  it('a worker killed mid-job loses nothing: its claim lapses and another worker prints it', async () => {
    const before = printer.tickets.length;
    const order = await orderWithComment('Kerze');
    const db = m.t.database.db;
    // Written without waking the app's queue, then claimed by a worker that "dies" before printing.
    const [row] = await db.select().from(orders).where(eq(orders.publicId, order.orderId));
    const printerId = (await readSection()).value.printers[0].id as number;
    await insertPrintJobs(db, [{ restaurantId: m.kit.restaurantId, printerId, kind: 'order', orderId: row!.id }], m.clock.now());
    const claimed = await claimDueJobs(db, m.clock.now(), 60_000, 20);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    // The dead worker never marks it; the live queue finds it once the lease is over.
    await queue().drain();
    expect(printer.tickets).toHaveLength(before);
    later(61);
    const other = new PrintQueue({ db, clock: m.clock.now, log: { warn: () => undefined, error: () => undefined } });
    await other.drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(printer.text(before)).toContain('Kerze');
    const [job] = await db.select().from(printJobs).where(eq(printJobs.id, claimed[0]!.id));
    expect(job?.printedAt).not.toBeNull();
  });

  it('a printer limited to a category prints only its dishes, and nothing for an order without them', async () => {
    const { revision, value } = await readSection();
    const [tiramisu] = await m.t.database.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, m.kit.product('tiramisu')));
    const others = ((await m.t.call({ method: 'GET', url: '/api/owner/printers/categories', token: owner })).body.data as { id: number }[])
      .map((category) => category.id)
      .filter((id) => id !== tiramisu!.categoryId);
    // The pass prints another category only: a tiramisu order does not come out of it.
    await savePrinters([{ ...value.printers[0], categoryIds: [others[0]] }], revision);
    const before = printer.tickets.length;
    const skipped = await orderWithComment('nicht am Pass');
    expect((await accept(skipped.orderId)).statusCode).toBe(200);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before);

    const again = await readSection();
    await savePrinters([{ ...again.value.printers[0], categoryIds: [tiramisu!.categoryId, others[0]] }], again.revision);
    const printed = await orderWithComment('am Pass');
    expect((await accept(printed.orderId)).statusCode).toBe(200);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(printer.has(before, `2 x ${printed.lineName}`)).toBe(true);

    const last = await readSection();
    await savePrinters([{ ...last.value.printers[0], categoryIds: [] }], last.revision);
  });

  it('a printer that prints on arrival prints an order paid on site when it is placed, and not again on accept', async () => {
    const { revision, value } = await readSection();
    await savePrinters([{ ...value.printers[0], printOn: 'arrival' }], revision);
    const before = printer.tickets.length;
    const order = await orderWithComment('gleich los');
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(printer.text(before)).toContain(`#${order.number}`);
    expect(printer.text(before)).toContain('gleich los');
    expect((await accept(order.orderId)).statusCode).toBe(200);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);

    // Paid online: nothing while the guest is on the provider's page, the ticket once the money is in.
    const basketId = await checkoutBasket(m.kit, { lines: [['tiramisu', 1]] });
    const created = await m.kit.post('/api/order/create-order', { basketId, paymentType: 'mollie' });
    expect(created.statusCode).toBe(201);
    const online = await m.t.app.deps.orderPayments!.findByOrderId(m.kit.restaurantId, created.body.data.orderId as string);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(await m.t.app.deps.orderPayments!.markPaid(m.kit.restaurantId, online!.orderId, online!.providerPaymentId!)).toBe(true);
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 2);
    expect(printer.text(before + 1)).toContain(`#${created.body.data.orderNumber}`);

    const again = await readSection();
    await savePrinters([{ ...again.value.printers[0], printOn: 'accept' }], again.revision);
  });

  it('reprint without a matching printer is a clear 422, and an Arabic restaurant prints its words as images', async () => {
    const { revision, value } = await readSection();
    await savePrinters([{ ...value.printers[0], deliveryTypes: ['delivery'] }], revision);
    const order = await orderWithComment('x');
    const none = await m.t.call({ method: 'POST', url: '/api/managers/order/reprint?lang=en', token: kitchen, payload: { orderId: order.orderId } });
    expectMessage(none, 422, 'printers_none', 'en');

    const again = await readSection();
    await savePrinters([{ ...again.value.printers[0], deliveryTypes: [] }], again.revision);
    await m.t.database.db.update(restaurants).set({ lang: 'ar' }).where(eq(restaurants.id, m.kit.restaurantId));
    const before = printer.tickets.length;
    await m.t.call({ method: 'POST', url: '/api/managers/order/reprint', token: kitchen, payload: { orderId: order.orderId } });
    await queue().drain();
    expect(printer.tickets).toHaveLength(before + 1);
    expect(printer.tickets[before]!.includes(RASTER)).toBe(true);
    expect(printer.text(before)).toContain(`#${order.number}`);
  });
});
