import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { REPORT_MAX_DAYS, daysBetween, reportQuerySchema, reportSchema } from './reports.ts';

describe('report ranges', () => {
  it('count calendar days, also across a clock change', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('take real dates from first to last, up to the longest range', () => {
    expect(parsed(reportQuerySchema, { from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(parsed(reportQuerySchema, { from: '2026-01-01', to: '2027-02-04' }).to).toBe('2027-02-04'); // 399 days
    expect(daysBetween('2026-01-01', '2027-02-04')).toBe(REPORT_MAX_DAYS - 1);
  });

  it('refuse a backwards or too long range and dates that do not exist', () => {
    expect(issuesOf(reportQuerySchema, { from: '2026-11-02', to: '2026-11-01' })).toEqual([{ path: 'to', code: 'field_invalid' }]);
    expect(issuesOf(reportQuerySchema, { from: '2026-01-01', to: '2027-02-05' })).toEqual([{ path: 'to', code: 'field_invalid' }]);
    expect(codesOf(reportQuerySchema, { from: '2026-02-30', to: '2026-03-01' })).toContain('field_invalid');
    expect(codesOf(reportQuerySchema, { from: '2026-11', to: '2026-11-30' })).toContain('field_invalid');
  });
});

describe('a report date', () => {
  it('is refused once, on its own field, when the calendar has no such day', () => {
    expect(issuesOf(reportQuerySchema, { from: '2026-02-30', to: '2026-03-31' })).toEqual([{ path: 'from', code: 'field_invalid' }]);
    expect(issuesOf(reportQuerySchema, { from: '2026-11-01', to: '2026-11-31' })).toEqual([{ path: 'to', code: 'field_invalid' }]);
  });

  it('is refused by the pattern and the calendar both when it is not written as YYYY-MM-DD, and the range then cannot be measured', () => {
    const range = [
      { path: 'to', code: 'field_invalid' },
      { path: 'to', code: 'field_invalid' },
    ];
    expect(issuesOf(reportQuerySchema, { from: '2026-11-01', to: '2026-11-30T12:00' })).toEqual([...range, ...range]);
    expect(issuesOf(reportQuerySchema, { from: 'on 2026-11-01', to: '2026-11-30' })).toEqual([
      { path: 'from', code: 'field_invalid' },
      { path: 'from', code: 'field_invalid' },
      ...range,
    ]);
    expect(issuesOf(reportQuerySchema, { from: '2026-13-01', to: '2026-12-31' })).toEqual([{ path: 'from', code: 'field_invalid' }, ...range]);
  });
});

describe('the report answer', () => {
  const bucket = { orders: 2, salesCents: 4200, tipsCents: 300 };
  const report = {
    from: '2026-11-02',
    to: '2026-11-08',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    summary: {
      orders: 2,
      totalCents: 4650,
      salesCents: 4350,
      goodsCents: 4000,
      discountCents: 200,
      depositCents: 50,
      deliveryFeeCents: 500,
      tipsCents: 300,
      ordersWithTip: 1,
      averageBasketCents: 2175,
    },
    days: [{ date: '2026-11-06', ...bucket }],
    weeks: [{ week: '2026-W45', monday: '2026-11-02', ...bucket }],
    hours: [{ hour: 19, ...bucket }],
    deliveryTypes: [
      { deliveryType: 'delivery', ...bucket },
      { deliveryType: 'pickup', ...bucket },
      { deliveryType: 'here', ...bucket },
    ],
    paymentMethods: ['mollie', 'saferPay', 'cash', 'payAtEnd', 'payFix', 'pwc'].map((paymentType) => ({ paymentType, ...bucket })),
    topDishes: [{ name: 'Pizza Margherita', quantity: 3, revenueCents: 2850 }],
    vouchers: [{ code: 'AUTUMN10', uses: 1, discountCents: 200 }],
    rejections: { orders: 1, totalCents: 1900, refunded: 1, refundedCents: 1900, refundPending: 0, refundPendingCents: 0 },
    unpaid: { orders: 1, totalCents: 2400 },
    vat: {
      rates: [{ rateBasisPoints: 700, grossCents: 4350, netCents: 4065, vatCents: 285 }],
      undeclaredCents: 0,
      outsideVatCents: 300,
    },
  };

  it('keeps every figure of every section', () => {
    expect(parsed(reportSchema, report)).toEqual(report);
  });
});
