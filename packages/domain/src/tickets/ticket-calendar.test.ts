import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from '../time/delivery-schedule.ts';
import {
  addMonthsToMonth,
  monthOfDate,
  monthsBetween,
  monthWeeks,
  ticketBookingWindow,
  ticketTimesFromAnswer,
  weekdayColumns,
  TICKET_CALENDAR_DEFAULT_DAYS,
} from './ticket-calendar.ts';
import { weekdayOfLocalDate, addDaysToLocalDate } from '../time/local-clock.ts';

const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];

describe('monthWeeks', () => {
  it('lays November 2026 out from Monday: the 1st is a Sunday, so it sits in the last column', () => {
    const weeks = monthWeeks('2026-11', 'Europe/Berlin');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', dayOfMonth: 1 });
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', dayOfMonth: 30 });
    expect(weeks[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('keeps every day once across a daylight-saving change (Berlin, March 2026)', () => {
    const dates = monthWeeks('2026-03', 'Europe/Berlin')
      .flat()
      .filter((cell) => cell !== null)
      .map((cell) => cell.date);
    expect(dates).toHaveLength(31);
    expect(dates[28]).toBe('2026-03-29');
  });

  it('holds each day of any month exactly once, in order, in the column of its weekday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2090 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...zones),
        fc.constantFrom(0 as const, 1 as const),
        (year, month, zone, weekStartsOn) => {
          const key = `${year}-${String(month).padStart(2, '0')}`;
          const weeks = monthWeeks(key, zone, weekStartsOn);
          const columns = weekdayColumns(weekStartsOn);
          const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const cells = weeks.flatMap((week) => week.map((cell, column) => ({ cell, column })));
          const filled = cells.filter((entry) => entry.cell !== null);
          expect(weeks.every((week) => week.length === 7)).toBe(true);
          expect(filled.map((entry) => entry.cell!.dayOfMonth)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
          for (const { cell, column } of filled) {
            expect(cell!.date.startsWith(key)).toBe(true);
            expect(weekdayOfLocalDate(cell!.date)).toBe(columns[column]);
          }
          // no week is empty
          expect(weeks.every((week) => week.some((cell) => cell !== null))).toBe(true);
        },
      ),
    );
  });
});

describe('month arithmetic', () => {
  it('adds months across years and counts months between', () => {
    expect(addMonthsToMonth('2026-11', 2, 'Europe/Berlin')).toBe('2027-01');
    expect(addMonthsToMonth('2026-01', -1, 'Asia/Kolkata')).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2080 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -30, max: 30 }),
        (y, m, n) => {
          const month = `${y}-${String(m).padStart(2, '0')}`;
          expect(monthsBetween(month, addMonthsToMonth(month, n, 'Europe/Berlin'))).toBe(n);
        },
      ),
    );
  });
});

describe('ticketBookingWindow', () => {
  const pickup: DeliverySchedule = {
    timeZone: 'Europe/Berlin',
    leadMinutes: 60,
    availableDays: 30,
    hours: [],
    closePeriods: [],
    closedFlag: false,
  };

  it('starts on the day of the earliest pickup time and ends after the available days', () => {
    // 23:30 in Berlin plus one hour of lead time is tomorrow.
    const now = new Date('2026-11-22T22:30:00Z');
    expect(ticketBookingWindow(now, 'Europe/Berlin', pickup)).toEqual({ minDate: '2026-11-23', maxDate: '2026-12-22' });
    expect(ticketBookingWindow(new Date('2026-11-22T09:00:00Z'), 'Europe/Berlin', pickup).minDate).toBe('2026-11-22');
  });

  it('moves to tomorrow when the restaurant is flagged closed', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    expect(ticketBookingWindow(now, 'Europe/Berlin', { ...pickup, closedFlag: true }).minDate).toBe('2026-11-23');
  });

  it('books from the restaurant-local today without pickup settings', () => {
    // Already the 23rd in Auckland.
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ticketBookingWindow(now, 'Pacific/Auckland', null)).toEqual({
      minDate: '2026-11-23',
      maxDate: addDaysToLocalDate('2026-11-23', TICKET_CALENDAR_DEFAULT_DAYS),
    });
  });
});

describe('ticketTimesFromAnswer', () => {
  it('renames the answer fields to the slot rules’ names', () => {
    expect(
      ticketTimesFromAnswer([
        { id: 3, start_date: null, end_date: '2026-12-31', weekday: 5, time: '10:00', duration: '03:00', capacity: 8 },
      ]),
    ).toEqual([
      { id: 3, weekday: 5, time: '10:00', duration: '03:00', capacity: 8, startDate: null, endDate: '2026-12-31' },
    ]);
  });
});

describe('the month of a date', () => {
  it('is its year and month', () => {
    expect(monthOfDate('2026-11-26')).toBe('2026-11');
  });
});
