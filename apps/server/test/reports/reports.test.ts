import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { vatSplit } from '@tavola/domain/pricing/vat-split';
import { expectFieldError, expectMessage } from '../basket/support/expect-message.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { eq, inArray } from 'drizzle-orm';
import { isoWeekOf } from '../../src/modules/reports/sales-breakdown.ts';
import { backfillOrderVat } from '../../src/modules/reports/backfill-order-vat.ts';
import { orderVatRows } from '../../src/modules/order/order-vat.ts';
import { orderLines, orders } from '../../src/db/schema/order.ts';
import { orderVatRates } from '../../src/db/schema/order-vat.ts';
import { amountsOf, insertOrder, type FixtureOrder } from './fixture-orders.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

/*
 * Fixture orders in March 2030 of the demo restaurant (Europe/Berlin, UTC+1 until 31 March 02:00),
 * far from any other order of the test database. Each figure the report gives is checked against
 * the sum of these orders, VAT against the sum of each order's own receipt split.
 */
const SALES: FixtureOrder[] = [
  {
    // 23:30 local on the 10th: a late order stays on its local day.
    createdAt: '2030-03-10T22:30:00Z',
    deliveryTypeId: 1,
    lines: [
      { name: 'Pizza Margherita', quantity: 2, unitCents: 950, vatRateBp: 700 },
      { name: 'Chianti', quantity: 1, unitCents: 1250, vatRateBp: 1900 },
      { name: 'Acqua', quantity: 1, unitCents: 200, depotUnitCents: 25, vatRateBp: 1900 },
    ],
    voucherCode: 'SPRING',
    discountCents: 333,
    shippingCents: 250,
    tipCents: 100,
  },
  {
    // 00:30 local on the 11th (23:30 UTC on the 10th).
    createdAt: '2030-03-10T23:30:00Z',
    paymentType: 'mollie',
    lines: [{ name: 'Pizza Margherita', quantity: 1, unitCents: 950, vatRateBp: 700 }],
  },
  {
    // Two rates with equal goods and an odd discount: the cent left over goes to the lower rate.
    createdAt: '2030-03-11T11:15:00Z',
    deliveryTypeId: 3,
    paymentType: 'payAtEnd',
    lines: [
      { name: 'Tiramisu', quantity: 1, unitCents: 1000, vatRateBp: 700 },
      { name: 'Spritz', quantity: 1, unitCents: 1000, vatRateBp: 1900 },
    ],
    voucherCode: 'SPRING',
    discountCents: 1,
    tipCents: 50,
  },
  {
    // Only drinks at 19 % and a delivery fee at 7 %: the fee is a rate of its own on the receipt.
    createdAt: '2030-03-11T14:00:00Z',
    lines: [{ name: 'Spritz', quantity: 1, unitCents: 1000, vatRateBp: 1900 }],
    voucherCode: 'SPRING',
    discountCents: 50,
    shippingCents: 300,
  },
  // Three tiny orders: VAT rounded per receipt (2 ct each) adds to 6 ct, not the 5 ct of their sum.
  ...[0, 1, 2].map<FixtureOrder>((i) => ({
    createdAt: `2030-03-12T1${i}:00:00Z`,
    lines: [{ name: 'Grissini; "mini"\nsnack', quantity: 1, unitCents: 10, vatRateBp: 1900 }],
    shippingVatRateBp: 700,
  })),
];

const NOT_SALES: FixtureOrder[] = [
  // Paid online, rejected and refunded.
  { createdAt: '2030-03-11T12:00:00Z', status: 'rejected', paymentType: 'mollie', refundId: 're_1', lines: [{ name: 'Lasagne', quantity: 1, unitCents: 1400, vatRateBp: 700 }] },
  // Rejected, the refund claimed but not done.
  { createdAt: '2030-03-11T12:05:00Z', status: 'rejected', paymentType: 'mollie', refundId: 'pending', lines: [{ name: 'Lasagne', quantity: 2, unitCents: 1400, vatRateBp: 700 }] },
  // Cash, rejected: nothing to refund.
  { createdAt: '2030-03-11T12:10:00Z', status: 'rejected', lines: [{ name: 'Lasagne', quantity: 1, unitCents: 1400, vatRateBp: 700 }] },
  // Online, never paid.
  { createdAt: '2030-03-11T12:20:00Z', status: 'received', paymentType: 'mollie', paymentStatus: 'expired', lines: [{ name: '=cmd', quantity: 1, unitCents: 900, vatRateBp: 700 }] },
];

const OUTSIDE: FixtureOrder[] = [
  // 23:59 local on the 9th and 00:00 local on the 13th: just outside 10–12 March.
  { createdAt: '2030-03-09T22:59:00Z', lines: [{ name: 'Pizza Margherita', quantity: 5, unitCents: 950, vatRateBp: 700 }] },
  { createdAt: '2030-03-12T23:00:00Z', lines: [{ name: 'Pizza Margherita', quantity: 7, unitCents: 950, vatRateBp: 700 }] },
  // Across the switch to summer time: 00:30 CEST on 1 April is 22:30 UTC on 31 March.
  { createdAt: '2030-03-31T22:30:00Z', lines: [{ name: 'Panna cotta', quantity: 1, unitCents: 700, vatRateBp: 700 }] },
  // A restaurant that declares no VAT (lines without a rate).
  { createdAt: '2030-04-02T10:00:00Z', shippingVatRateBp: null, tipCents: 20, lines: [{ name: 'Gelato', quantity: 1, unitCents: 480, vatRateBp: null }] },
];

const RANGE = 'from=2030-03-10&to=2030-03-12';

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@reports.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@reports.test');
  for (const order of [...SALES, ...NOT_SALES, ...OUTSIDE]) await insertOrder(m.t.database.db, m.kit.restaurantId, order);
});
afterAll(() => m.close());

const get = (url: string, token = owner, lang = 'en') => m.t.call({ method: 'GET', url, token, headers: { 'accept-language': lang } });
const report = async (range = RANGE) => {
  const answer = await get(`/api/owner/reports?${range}`);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};
const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

/** The VAT of the orders as each receipt shows it (decision 081), summed per rate. */
function expectedVat(list: readonly FixtureOrder[]) {
  const byRate = new Map<number, { grossCents: number; vatCents: number }>();
  for (const order of list) {
    const a = amountsOf(order);
    const split = vatSplit({
      lines: order.lines.map((l) => ({ rateBasisPoints: l.vatRateBp!, goodsCents: l.unitCents * l.quantity, depotCents: (l.depotUnitCents ?? 0) * l.quantity })),
      discountCents: a.discountCents,
      shippingCents: a.shippingCents,
      shippingRateBasisPoints: order.shippingVatRateBp ?? 700,
      tipCents: a.tipCents,
    });
    for (const rate of split.rates) {
      const known = byRate.get(rate.rateBasisPoints) ?? { grossCents: 0, vatCents: 0 };
      byRate.set(rate.rateBasisPoints, { grossCents: known.grossCents + rate.grossCents, vatCents: known.vatCents + rate.vatCents });
    }
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, v]) => ({ rateBasisPoints, grossCents: v.grossCents, netCents: v.grossCents - v.vatCents, vatCents: v.vatCents }));
}

describe('who may read the figures', () => {
  it('answers owners only: managers get 403 owner_only, guests manager_only, no token 401', async () => {
    expect((await get(`/api/owner/reports?${RANGE}`)).statusCode).toBe(200);
    expectMessage(await get(`/api/owner/reports?${RANGE}`, manager, 'de'), 403, 'owner_only', 'de');
    expectMessage(await get(`/api/owner/reports/orders.csv?${RANGE}`, manager, 'fr'), 403, 'owner_only', 'fr');
    expectMessage(await m.t.call({ method: 'GET', url: `/api/owner/reports?${RANGE}&lang=en` }), 403, 'manager_only', 'en');
    expect((await m.t.call({ method: 'GET', url: `/api/owner/reports?${RANGE}`, token: null })).statusCode).toBe(401);
  });

  it('refuses a range that ends before it starts, a date that does not exist and a too long range (coded 422)', async () => {
    expectFieldError(await get('/api/owner/reports?from=2030-03-12&to=2030-03-10'), 'to', 'field_invalid', 'en');
    expectFieldError(await get('/api/owner/reports?from=2030-02-30&to=2030-03-10'), 'from', 'field_invalid', 'en');
    expectFieldError(await get('/api/owner/reports?from=2029-01-01&to=2030-03-10'), 'to', 'field_invalid', 'en');
    expect((await get(`/api/owner/reports/receipts.csv?${RANGE}`)).statusCode).toBe(422);
  });
});

describe('figures equal the sum of the orders they cover', () => {
  it('sums the sales: paid or paid-on-site orders not rejected, placed on the range’s local days', async () => {
    const r = await report();
    const a = SALES.map(amountsOf);
    expect(r.summary).toEqual({
      orders: SALES.length,
      totalCents: sum(a, (x) => x.totalCents),
      salesCents: sum(a, (x) => x.totalCents - x.tipCents),
      goodsCents: sum(a, (x) => x.subtotalCents),
      discountCents: 384,
      depositCents: 25,
      deliveryFeeCents: 550,
      tipsCents: 150,
      ordersWithTip: 2,
      averageBasketCents: Math.round(sum(a, (x) => x.totalCents - x.tipCents) / SALES.length),
    });
    // The first order by hand: 3350 goods − 333 voucher + 25 deposit + 250 delivery + 100 tip.
    expect(a[0]!.totalCents).toBe(3392);
    expect(r.summary.totalCents).toBe(r.summary.goodsCents - r.summary.discountCents + r.summary.depositCents + r.summary.deliveryFeeCents + r.summary.tipsCents);
  });

  it('puts orders on their local day and hour, with days, weeks and hours each adding up to the total', async () => {
    const r = await report();
    expect(r.days.map((d: { date: string; orders: number }) => [d.date, d.orders])).toEqual([
      ['2030-03-10', 1],
      ['2030-03-11', 3],
      ['2030-03-12', 3],
    ]);
    expect(r.days[0].salesCents).toBe(3292);
    expect(r.weeks.map((w: { week: string; monday: string }) => [w.week, w.monday])).toEqual([
      ['2030-W10', '2030-03-04'],
      ['2030-W11', '2030-03-11'],
    ]);
    expect(r.hours).toHaveLength(24);
    expect(r.hours[23].orders).toBe(1);
    expect(r.hours[0].orders).toBe(1);
    for (const list of [r.days, r.weeks, r.hours, r.deliveryTypes, r.paymentMethods]) {
      expect(sum(list, (b: { salesCents: number }) => b.salesCents)).toBe(r.summary.salesCents);
      expect(sum(list, (b: { tipsCents: number }) => b.tipsCents)).toBe(r.summary.tipsCents);
      expect(sum(list, (b: { orders: number }) => b.orders)).toBe(r.summary.orders);
    }
  });

  it('moves the day boundary with summer time', async () => {
    const r = await report('from=2030-04-01&to=2030-04-01');
    expect(r.summary.orders).toBe(1);
    expect(r.hours[0].orders).toBe(1);
    expect((await report('from=2030-03-31&to=2030-03-31')).summary.orders).toBe(0);
  });

  it('splits by delivery type and payment method, ranks dishes and counts voucher use', async () => {
    const r = await report();
    expect(r.deliveryTypes.map((d: { deliveryType: string; orders: number }) => [d.deliveryType, d.orders])).toEqual([
      ['delivery', 1],
      ['pickup', 5],
      ['here', 1],
    ]);
    expect(r.paymentMethods).toContainEqual({ paymentType: 'mollie', orders: 1, salesCents: 950, tipsCents: 0 });
    expect(r.topDishes[0]).toEqual({ name: 'Pizza Margherita', quantity: 3, revenueCents: 2850 });
    expect(r.topDishes.find((d: { name: string }) => d.name === 'Lasagne')).toBeUndefined();
    expect(r.vouchers).toEqual([{ code: 'SPRING', uses: 3, discountCents: 384 }]);
  });

  it('lists rejections, refunds and unpaid orders apart from the sales', async () => {
    const r = await report();
    expect(r.rejections).toEqual({ orders: 3, totalCents: 5600, refunded: 1, refundedCents: 1400, refundPending: 1, refundPendingCents: 2800 });
    expect(r.unpaid).toEqual({ orders: 1, totalCents: 900 });
  });

  it('gives the VAT per rate as the sum of the receipts, rounded per receipt', async () => {
    const r = await report();
    expect(r.vat.rates).toEqual(expectedVat(SALES));
    expect(r.vat.rates.find((v: { rateBasisPoints: number }) => v.rateBasisPoints === 1900)).toBeDefined();
    // The three 10 ct orders alone: 2 ct VAT each.
    const tiny = await report('from=2030-03-12&to=2030-03-12');
    expect(tiny.vat.rates).toEqual([{ rateBasisPoints: 1900, grossCents: 30, netCents: 24, vatCents: 6 }]);
    expect(sum(r.vat.rates, (v: { grossCents: number }) => v.grossCents) + r.vat.undeclaredCents + r.vat.outsideVatCents).toBe(r.summary.totalCents);
  });

  it('keeps orders without declared VAT apart, tips outside', async () => {
    const r = await report('from=2030-04-02&to=2030-04-02');
    expect(r.vat).toEqual({ rates: [], undeclaredCents: 480, outsideVatCents: 20 });
  });

  it('stores each order’s split as its receipt gives it, and the backfill SQL writes the same rows', async () => {
    const db = m.t.database.db;
    const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.restaurantId, m.kit.restaurantId))).map((o) => o.id);
    const stored = async () =>
      (await db.select().from(orderVatRates).where(inArray(orderVatRates.orderId, ids))).sort(
        (a, b) => a.orderId - b.orderId || (a.rateBp ?? -1) - (b.rateBp ?? -1),
      );
    const before = await stored();
    const recomputed: typeof before = [];
    for (const id of ids) {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
      recomputed.push(...orderVatRows(order!, lines).map((row) => ({ orderId: id, ...row })));
    }
    expect(before).toEqual(recomputed.sort((a, b) => a.orderId - b.orderId || (a.rateBp ?? -1) - (b.rateBp ?? -1)));
    expect(before.some((row) => row.rateBp === null)).toBe(true);
    // Orders placed before the table existed get their rows from the migration's SQL: the same figures.
    await db.delete(orderVatRates).where(inArray(orderVatRates.orderId, ids));
    expect(await backfillOrderVat(db)).toBe(before.length);
    expect(await stored()).toEqual(before);
    expect((await report()).vat.rates).toEqual(expectedVat(SALES));
  });

  it('answers zeros for an empty range', async () => {
    const r = await report('from=2031-01-01&to=2031-01-31');
    expect(r.summary.orders).toBe(0);
    expect(r.summary.averageBasketCents).toBe(0);
    expect(r.days).toEqual([]);
    expect(r.vat.rates).toEqual([]);
  });
});

describe('CSV exports', () => {
  const csv = async (kind: string, lang: string) => {
    const answer = await get(`/api/owner/reports/${kind}.csv?${RANGE}`, owner, lang);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain(`-${kind}-2030-03-10-2030-03-12.csv`);
    return answer.rawPayload;
  };

  it('writes German orders with a BOM, semicolons and decimal commas, totals matching the report', async () => {
    const bytes = await csv('orders', 'de');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('\r\n');
    const records = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(SALES.length + NOT_SALES.length);
    const first = records.find((row) => row.placed_at === '2030-03-10 23:30:00');
    expect(first).toMatchObject({ total: '33,92', tip: '1,00', discount: '3,33', voucher_code: 'SPRING', counts_as: 'sale', delivery_type: 'delivery' });
    const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
    const sales = records.filter((row) => row.counts_as === 'sale');
    expect(sum(sales, (row) => cents(row.total!))).toBe((await report()).summary.totalCents);
    expect(records.filter((row) => row.refund === 'refunded')).toHaveLength(1);
  });

  it('writes English lines with commas, quoting what needs it and defusing formulas', async () => {
    const text = (await csv('lines', 'en')).toString('utf8');
    const records = parse(text, { bom: true, delimiter: ',', columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(sum([...SALES, ...NOT_SALES], (o) => o.lines.length));
    expect(text).toContain('"Grissini; ""mini""\r\nsnack"'.replace('\r\n', '\n'));
    expect(records.filter((row) => row.dish === 'Grissini; "mini"\nsnack')).toHaveLength(3);
    expect(records.find((row) => row.dish === 'Acqua')).toMatchObject({ unit_price: '2.00', deposit_per_unit: '0.25', line_total: '2.25', vat_rate_percent: '19.00' });
    expect(records.find((row) => row.dish?.includes('cmd'))!.dish).toBe("'=cmd");
  });
});

describe('ISO weeks', () => {
  it('names the week of a date across a year end as ISO 8601 does', () => {
    expect(isoWeekOf('2027-01-01')).toEqual({ week: '2026-W53', monday: '2026-12-28' });
    expect(isoWeekOf('2029-12-31')).toEqual({ week: '2030-W01', monday: '2029-12-31' });
    expect(isoWeekOf('2030-03-10')).toEqual({ week: '2030-W10', monday: '2030-03-04' });
  });
});
