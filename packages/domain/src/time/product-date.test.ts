import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from './delivery-schedule.ts';
import { addDaysToLocalDate, weekdayOfLocalDate } from './local-clock.ts';
import { checkProductDate } from './product-date.ts';

const schedule: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 0,
  availableDays: 10,
  hours: [],
  closePeriods: [],
  closedFlag: false,
};
const now = new Date('2026-05-04T22:30:00Z'); // Tuesday 00:30 in Berlin, still Monday in UTC
const fridays = [{ weekday: 5, start: '17:00', end: '19:00' }];

describe('checkProductDate', () => {
  it('accepts today and days up to the latest delivery date, in the restaurant zone', () => {
    expect(checkProductDate('2026-05-05', now, schedule, [])).toEqual({ ok: true });
    expect(checkProductDate('2026-05-15', now, schedule, [])).toEqual({ ok: true });
  });

  it('refuses past days, days after the latest date and non-dates', () => {
    const refused = { ok: false, code: 'product_not_available_for_date' };
    expect(checkProductDate('2026-05-04', now, schedule, [])).toEqual(refused);
    expect(checkProductDate('2026-05-16', now, schedule, [])).toEqual(refused);
    expect(checkProductDate('2026-02-30', now, schedule, [])).toEqual(refused);
  });

  it('accepts only weekdays with a happy-hour window for happy-hour products', () => {
    expect(checkProductDate('2026-05-08', now, schedule, fridays)).toEqual({ ok: true });
    expect(checkProductDate('2026-05-07', now, schedule, fridays).ok).toBe(false);
  });

  it('agrees with the weekday of every accepted date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 6 }), (offset, weekday) => {
        const date = addDaysToLocalDate('2026-05-05', offset);
        const check = checkProductDate(date, now, schedule, [{ weekday, start: '10:00', end: '11:00' }]);
        expect(check.ok).toBe(weekdayOfLocalDate(date) === weekday);
      }),
    );
  });
});

describe('a product with happy hours on several days', () => {
  it('is available on any of their weekdays', () => {
    const schedule: DeliverySchedule = { timeZone: 'Europe/Berlin', leadMinutes: 0, availableDays: 30, hours: [], closePeriods: [], closedFlag: false };
    const now = new Date('2026-11-26T10:00:00Z'); // Thursday
    const windows = [
      { weekday: 5, start: '17:00', end: '19:00' },
      { weekday: 6, start: '17:00', end: '19:00' },
    ];
    expect(checkProductDate('2026-11-27', now, schedule, windows)).toEqual({ ok: true }); // Friday
    expect(checkProductDate('2026-11-28', now, schedule, windows)).toEqual({ ok: true }); // Saturday
    expect(checkProductDate('2026-11-29', now, schedule, windows)).toEqual({ ok: false, code: 'product_not_available_for_date' });
  });
});
