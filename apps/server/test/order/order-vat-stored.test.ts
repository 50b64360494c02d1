import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdOrderSchema } from '@tavola/domain/schemas/order';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { orderVatRates } from '../../src/db/schema/order-vat.ts';
import { orderVatRows } from '../../src/modules/order/order-vat.ts';
import type { TestApp } from '../support/test-app.ts';
import { createOrderingTestApp, type OrderingKit } from '../basket/support/ordering-test-kit.ts';
import { checkoutBasket } from './support/order-steps.ts';

let t: TestApp;
let kit: OrderingKit;
beforeAll(async () => {
  ({ t, kit } = await createOrderingTestApp());
});
afterAll(() => t.close());

describe('the VAT split stored with an order (decision 085)', () => {
  it('is written by the statement that places the order, equal to the receipt’s split', async () => {
    const basketId = await checkoutBasket(kit, {
      lines: [
        ['burrata', 2],
        ['acqua-frizzante', 1],
      ],
      time: '2027-03-01 13:00',
    });
    const answer = await kit.post('/api/order/create-order', { basketId, paymentType: 'cash' }, { lang: 'en' });
    expect(answer.statusCode).toBe(201);
    const publicId = createdOrderSchema.parse(answer.body.data).orderId;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const stored = await t.database.db
      .select({ rateBp: orderVatRates.rateBp, grossCents: orderVatRates.grossCents, vatCents: orderVatRates.vatCents })
      .from(orderVatRates)
      .where(eq(orderVatRates.orderId, order!.id));
    const expected = orderVatRows(order!, lines);
    expect(expected.length).toBeGreaterThan(0);
    expect(stored.sort((a, b) => (a.rateBp ?? -1) - (b.rateBp ?? -1))).toEqual(expected);
    expect(stored.reduce((sum, row) => sum + row.grossCents, 0)).toBe(order!.totalCents - order!.tipCents);
  });
});
