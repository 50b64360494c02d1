import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from './delivery-schedule.ts';
import { earliestOrderTime, lastOrderDate, latestOrderTime } from './order-window.ts';
import { toLocalMoment } from './zoned.ts';

const berlin: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 6,
  hours: [],
  closePeriods: [],
  closedFlag: false,
};

describe('earliestOrderTime', () => {
  it('adds the lead time and rounds up to the next 15-minute step', () => {
    expect(earliestOrderTime(new Date('2026-04-27T08:52:00Z'), berlin).toISOString()).toBe('2026-04-27T09:30:00.000Z');
  });

  it('keeps a time already on a step, but not one a second past it', () => {
    expect(earliestOrderTime(new Date('2026-04-27T09:00:00Z'), berlin).toISOString()).toBe('2026-04-27T09:30:00.000Z');
    const noLead = { ...berlin, leadMinutes: 0 };
    expect(earliestOrderTime(new Date('2026-04-27T09:00:01Z'), noLead).toISOString()).toBe('2026-04-27T09:15:00.000Z');
  });

  it('lands on a quarter of the local clock in a +05:45 zone', () => {
    const kathmandu = { ...berlin, timeZone: 'Asia/Kathmandu', leadMinutes: 7 };
    const earliest = earliestOrderTime(new Date('2026-04-27T08:52:13Z'), kathmandu);
    expect(toLocalMoment(earliest, 'Asia/Kathmandu').minutes % 15).toBe(0);
  });

  it('moves to the start of tomorrow (local) when the restaurant is flagged closed', () => {
    const closed = { ...berlin, closedFlag: true };
    expect(earliestOrderTime(new Date('2026-04-27T08:52:00Z'), closed).toISOString()).toBe('2026-04-27T22:00:00.000Z');
    // 23:30 local is already the next UTC day's eve: still tomorrow local
    expect(earliestOrderTime(new Date('2026-04-27T21:30:00Z'), closed).toISOString()).toBe('2026-04-27T22:00:00.000Z');
  });

  it('still honours a lead time that reaches past tomorrow when closed', () => {
    const closed = { ...berlin, closedFlag: true, leadMinutes: 48 * 60 };
    expect(earliestOrderTime(new Date('2026-04-27T08:52:00Z'), closed).toISOString()).toBe('2026-04-29T09:00:00.000Z');
  });

  it('is never before now and always on a step', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 5000 }),
        fc.boolean(),
        (now, leadMinutes, closedFlag) => {
          const earliest = earliestOrderTime(now, { ...berlin, leadMinutes, closedFlag });
          expect(earliest.getTime()).toBeGreaterThanOrEqual(now.getTime() + leadMinutes * 60_000);
          expect(earliest.getTime() % (15 * 60_000)).toBe(0);
        },
      ),
    );
  });
});

describe('latestOrderTime', () => {
  it('is the last millisecond of the local day availableDays after today', () => {
    const now = new Date('2026-04-27T08:52:00Z');
    expect(latestOrderTime(now, berlin).toISOString()).toBe('2026-05-03T21:59:59.999Z');
    expect(lastOrderDate(now, berlin)).toBe('2026-05-03');
  });

  it('is the end of today when availableDays is 0', () => {
    const now = new Date('2026-04-27T21:59:00Z'); // 23:59 local
    expect(latestOrderTime(now, { ...berlin, availableDays: 0 }).toISOString()).toBe('2026-04-27T21:59:59.999Z');
  });

  it('uses the local date, not the UTC one', () => {
    const now = new Date('2026-04-27T22:30:00Z'); // already 00:30 on the 28th in Berlin
    expect(lastOrderDate(now, { ...berlin, availableDays: 0 })).toBe('2026-04-28');
  });

  it('follows the offset in force on the last day across a DST change', () => {
    const friday = new Date('2026-03-27T10:00:00Z');
    expect(latestOrderTime(friday, { ...berlin, availableDays: 1 }).toISOString()).toBe('2026-03-28T22:59:59.999Z');
    expect(latestOrderTime(friday, { ...berlin, availableDays: 2 }).toISOString()).toBe('2026-03-29T21:59:59.999Z');
  });
});
