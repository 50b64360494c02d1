import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import type { UserInfo } from '@tavola/domain/schemas/basket';
import { orderConfirmationMail } from '../../src/modules/order-mail/order-confirmation-mail.ts';
import { orderConfirmationRenderer } from '../../src/modules/order-mail/send-order-confirmation.ts';
import { signUpAndLogIn } from '../account/helpers.ts';
import { orderingKit, TestClock, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket, GUEST } from '../order/support/order-steps.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: string;
  replyTo?: string;
}

let t: TestApp;
let kit: OrderingKit;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'tavola-order-mail-'));
  const clock = new TestClock();
  t = await createTestApp({ mail: { smtpUrl: null, from: 'Tavola Test <no-reply@tavola.test>', outboxDir } }, { clock: clock.now });
  kit = await orderingKit(t, clock);
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** Mails written so far for one order, once the background work has finished. */
async function mailsFor(orderId: string): Promise<OutboxMail[]> {
  await expect
    .poll(async () => {
      await t.app.deps.mailer.drain();
      return (await outbox()).filter((mail) => mail.text.includes(orderId)).length;
    })
    .toBeGreaterThan(0);
  return (await outbox()).filter((mail) => mail.text.includes(orderId));
}

async function outbox(): Promise<OutboxMail[]> {
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail));
}

async function order(lang: string, options: Parameters<typeof checkoutBasket>[1] = {}) {
  const basketId = await checkoutBasket(kit, options);
  const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return { basketId, order: created.body.data };
}

describe('order confirmation mail', () => {
  it("goes to the guest in the guest's language with the lines, totals and the status link", async () => {
    const { order: placed } = await order('de', { lines: [['tiramisu', 2], ['espresso', 1]] });
    const [mail, ...more] = await mailsFor(placed.orderId);
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe(GUEST.email);
    // "Just reply" reaches the restaurant, not the no-reply sender.
    expect(mail!.replyTo).toBe('ciao@trattoria-tavola.example');
    expect(mail!.lang).toBe('de');
    expect(mail!.subject).toBe(`Ihre Bestellung ${placed.orderNumber} bei Trattoria Tavola`);
    // One form of address per language: German says "Sie", as the storefront does.
    expect(mail!.text).not.toMatch(/\b(du|dein|deine|deiner|dich|dir)\b/i);
    expect(mail!.text).toContain(`Hallo ${GUEST.name},`);
    expect(mail!.text).toMatch(/2 × Tiramisù della casa\s+15,00\s€/);
    expect(mail!.text).toMatch(/1 × Espresso\s+2,50\s€/);
    expect(mail!.text).toMatch(/Gesamt\s+17,50\s€/);
    expect(mail!.text).toContain('Abholung: ');
    expect(mail!.text).toContain('Zahlung: Barzahlung');
    expect(mail!.text).toContain(`${t.config.publicUrl}/paymentstatus?orderId=${placed.orderId}`);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/paymentstatus?orderId=${placed.orderId}"`);
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
  });

  it("lists a package's component deposits, which its total includes", async () => {
    const basketId = await kit.createBasket({ deliveryType: 'pickup' });
    await kit.post('/api/basket/add-delivery-time', { basketId, delivery_time: await kit.validTime('pickup') });
    const added = await kit.post('/api/basket/add-product-package-items', {
      basketId,
      productId: kit.product('menu-pizza-per-due'),
      productItems: [
        { productId: kit.product('pizza-marinara'), productPackage: await kit.packageStep('per-due-pizze') },
        { productId: kit.product('pizza-diavola'), productPackage: await kit.packageStep('per-due-pizze') },
        { productId: kit.product('tiramisu'), productPackage: await kit.packageStep('per-due-dolce') },
        { productId: kit.product('birra-moretti'), productPackage: await kit.packageStep('per-due-bevande') },
      ],
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    await kit.post('/api/basket/add-address', { basketId, userInfo: GUEST });
    const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang: 'en' });
    const [mail] = await mailsFor(created.body.data.orderId);
    expect(mail!.text).toMatch(/1 × Pizza Night for Two\s+€36\.98/);
    expect(mail!.text).toContain('Deposit: Pfand beer bottle (€0.08)');
  });

  it('speaks English, French and Arabic (right to left) too', async () => {
    const en = await mailsFor((await order('en')).order.orderId);
    expect(en[0]!.subject).toMatch(/^Your order \d+ at Trattoria Tavola$/);
    expect(en[0]!.text).toContain('Pickup: ');
    const fr = await mailsFor((await order('fr')).order.orderId);
    expect(fr[0]!.subject).toMatch(/^Votre commande \d+ chez Trattoria Tavola$/);
    expect(fr[0]!.text).toContain('Paiement: Espèces');
    const ar = await mailsFor((await order('ar')).order.orderId);
    expect(ar[0]!.subject).toContain('طلبك رقم');
    expect(ar[0]!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('names the delivery address and fee of a delivery', async () => {
    const { order: placed } = await order('en', { type: 'delivery', lines: [['tiramisu', 3]] });
    const [mail] = await mailsFor(placed.orderId);
    expect(mail!.text).toContain('Delivery address: Torstraße 1, 10119 Berlin');
    expect(mail!.text).toMatch(/Delivery fee\s+€1\.50/);
  });

  it('is sent once per order: a retried create-order answers the first order and mails nothing', async () => {
    const { basketId, order: placed } = await order('en');
    const retry = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang: 'en' });
    expect([retry.statusCode, retry.body.data.orderId]).toEqual([200, placed.orderId]);
    await t.app.deps.mailer.drain();
    expect(await mailsFor(placed.orderId)).toHaveLength(1);
  });

  it("falls back to the customer's account e-mail and skips orders nobody can be mailed for", async () => {
    const customer = await signUpAndLogIn(t);
    const basketId = await checkoutBasket(kit);
    // The basket becomes the customer's when they order with their token.
    const created = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { token: customer.token, lang: 'en' });
    expect(created.statusCode).toBe(201);
    const render = orderConfirmationRenderer('http://x/');
    async function outboxRowOf(orderId: string, userDetails: UserInfo | null) {
      const [row] = await t.database.db
        .update(orders)
        .set({ userDetails })
        .where(eq(orders.publicId, orderId))
        .returning({ id: orders.id });
      const [outboxRow] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.ref, row!.id));
      return outboxRow!;
    }
    const mail = await render(t.database.db, await outboxRowOf(created.body.data.orderId, { name: 'Ada' } as UserInfo));
    expect(mail!.to).toBe(customer.email);
    expect(mail!.text).toContain('Hello Ada,');

    const { order: guestOrder } = await order('en');
    expect(await render(t.database.db, await outboxRowOf(guestOrder.orderId, null))).toBeNull();
  });

  it('shows the VAT included per rate: food at 7 %, drinks at 19 %', async () => {
    const { order: placed } = await order('de', { lines: [['tiramisu', 2], ['espresso', 1]] });
    const [mail] = await mailsFor(placed.orderId);
    // 15,00 € at 7 %: 0,98 € VAT (0,9813 rounded), net 14,02 €; 2,50 € at 19 %: 0,40 € (0,3992), net 2,10 €
    expect(mail!.text).toMatch(/enth\. MwSt\. 7\s%\svon\s15,00\s€\s+0,98\s€\n\s+netto 14,02\s€/);
    expect(mail!.text).toMatch(/enth\. MwSt\. 19\s%\svon\s2,50\s€\s+0,40\s€\n\s+netto 2,10\s€/);
    expect(mail!.html).toContain('enth. MwSt. 19');
  });

  it('taxes the delivery fee at the main rate', async () => {
    const { order: placed } = await order('en', { type: 'delivery', lines: [['tiramisu', 3], ['chinotto', 1]] });
    const [mail] = await mailsFor(placed.orderId);
    // tiramisù 22,50 € + delivery fee 1,50 € at 7 %; the chinotto 3,90 € with its can deposit 0,25 € at 19 %
    expect(mail!.text).toMatch(/incl\. VAT 7% of €24\.00\s+€1\.57\n\s+net €22\.43/);
    expect(mail!.text).toMatch(/incl\. VAT 19% of €4\.15\s+€0\.66\n\s+net €3\.49/);
  });

  it("names the dishes in the guest's language, and the order keeps the restaurant's name and each line's VAT rate", async () => {
    const { order: placed } = await order('en', { lines: [['panzanella', 1], ['espresso', 2]] });
    const [mail] = await mailsFor(placed.orderId);
    expect(mail!.text).toMatch(/1 × Tuscan bread salad\s+€9\.90/);
    expect(placed.products.map((line: { name: string }) => line.name)).toEqual(['Tuscan bread salad', 'Espresso']);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.orderId));
    expect(row!.shippingVatRateBp).toBe(700);
    const lines = await t.database.db
      .select({ name: orderLines.name, guestName: orderLines.guestName, vatRateBp: orderLines.vatRateBp })
      .from(orderLines)
      .where(and(eq(orderLines.restaurantId, row!.restaurantId), eq(orderLines.orderId, row!.id)))
      .orderBy(orderLines.position);
    expect(lines).toEqual([
      { name: 'Panzanella toscana', guestName: 'Tuscan bread salad', vatRateBp: 700 },
      { name: 'Espresso', guestName: null, vatRateBp: 1900 },
    ]);
  });

  it('says a tip carries no VAT, and shows no VAT lines where the restaurant declared no VAT', async () => {
    const { order: placed } = await order('en');
    const vat = { rates: [{ rateBasisPoints: 700, grossCents: 1500, netCents: 1402, vatCents: 98 }], outsideVatCents: 200, totalCents: 1700 };
    const input = { to: 'guest@example.com', name: null, lang: 'en' as const, restaurantName: 'Trattoria Tavola', order: placed, statusUrl: 'http://x/' };
    expect(orderConfirmationMail({ ...input, vat }).text).toContain('The tip carries no VAT.');
    const without = orderConfirmationMail({ ...input, vat: null }).text;
    expect(without).not.toContain('VAT');
  });

  it("writes the confirmation with the order, and sends it once under the outbox row's Message-ID", async () => {
    const placed = (await order('en')).order;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, placed.orderId));
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.ref, row!.id));
    expect(rows).toEqual([expect.objectContaining({ kind: 'order_confirmation', lang: 'en', mail: null })]);
    const mails = await mailsFor(placed.orderId);
    await t.app.deps.mailer.drain();
    expect(mails.map((mail) => (mail as OutboxMail & { messageId: string }).messageId)).toEqual([rows[0]!.messageId]);
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, rows[0]!.id));
    expect([sent!.attempts, sent!.sentAt]).toEqual([1, expect.any(Date)]);
  });
});
