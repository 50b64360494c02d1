import { describe, expect, it } from 'vitest';
import { closePeriodForDays, type DeliverySchedule } from './delivery-schedule.ts';
import { isOpenAt, isOpenNow, openingHoursOn, todayOpeningHours, weekOpeningHours } from './opening-hours.ts';

const schedule: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 6,
  hours: [
    { weekday: 1, openAt: '17:00', closeAt: '22:00' },
    { weekday: 1, openAt: '11:00', closeAt: '14:00' },
    { weekday: 5, openAt: '18:00', closeAt: '02:00' },
  ],
  closePeriods: [{ start: '2026-05-04 00:00', end: '2026-05-05 00:00' }],
  closedFlag: false,
};

describe('isOpenAt', () => {
  it('follows the hours on the restaurant clock, closing minute excluded', () => {
    expect(isOpenAt(new Date('2026-04-27T09:00:00Z'), schedule)).toBe(true); // Mon 11:00
    expect(isOpenAt(new Date('2026-04-27T08:59:00Z'), schedule)).toBe(false); // Mon 10:59
    expect(isOpenAt(new Date('2026-04-27T11:59:59Z'), schedule)).toBe(true); // Mon 13:59:59
    expect(isOpenAt(new Date('2026-04-27T12:00:00Z'), schedule)).toBe(false); // Mon 14:00
    expect(isOpenAt(new Date('2026-04-28T10:00:00Z'), schedule)).toBe(false); // Tuesday: no hours
  });

  it('covers the small hours of a row running past midnight', () => {
    expect(isOpenAt(new Date('2026-05-01T23:30:00Z'), schedule)).toBe(true); // Sat 01:30
    expect(isOpenAt(new Date('2026-05-02T00:00:00Z'), schedule)).toBe(false); // Sat 02:00
  });

  it('is closed during a close period', () => {
    expect(isOpenAt(new Date('2026-05-04T10:00:00Z'), schedule)).toBe(false); // Mon 12:00, closed that day
    expect(isOpenAt(new Date('2026-05-11T10:00:00Z'), schedule)).toBe(true);
  });

  it('is closed on every day of a whole-day close period, both ends included', () => {
    const holidays = { ...schedule, closePeriods: [closePeriodForDays('2026-05-11', '2026-05-18')] };
    expect(closePeriodForDays('2026-05-11', '2026-05-18')).toEqual({
      start: '2026-05-11 00:00',
      end: '2026-05-19 00:00',
    });
    expect(isOpenAt(new Date('2026-05-11T10:00:00Z'), holidays)).toBe(false);
    expect(isOpenAt(new Date('2026-05-18T10:00:00Z'), holidays)).toBe(false);
    expect(isOpenAt(new Date('2026-05-25T10:00:00Z'), holidays)).toBe(true);
  });

  it('is not open now while the closed flag is set', () => {
    const lunch = new Date('2026-04-27T10:00:00Z');
    expect(isOpenNow(lunch, schedule)).toBe(true);
    expect(isOpenNow(lunch, { ...schedule, closedFlag: true })).toBe(false);
  });
});

describe('opening hours for display', () => {
  it('sorts a day by opening time', () => {
    expect(openingHoursOn(1, schedule.hours)).toEqual({
      weekday: 1,
      intervals: [
        { openAt: '11:00', closeAt: '14:00' },
        { openAt: '17:00', closeAt: '22:00' },
      ],
    });
  });

  it('gives the whole week starting on Monday, empty days included', () => {
    const week = weekOpeningHours(schedule.hours);
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[1]!.intervals).toEqual([]);
    expect(week[4]!.intervals).toEqual([{ openAt: '18:00', closeAt: '02:00' }]);
  });

  it("picks today's rows by the local weekday", () => {
    // Sunday 23:30 UTC is already Monday in Berlin
    expect(todayOpeningHours(new Date('2026-04-26T23:30:00Z'), schedule).weekday).toBe(1);
  });
});

describe('opening hours of a day', () => {
  it('are listed by opening time, whatever order they were entered in', () => {
    const rows = [
      { weekday: 2, openAt: '17:00', closeAt: '22:00' },
      { weekday: 2, openAt: '09:30', closeAt: '11:00' },
      { weekday: 2, openAt: '11:30', closeAt: '14:00' },
    ];
    expect(openingHoursOn(2, rows).intervals.map((interval) => interval.openAt)).toEqual(['09:30', '11:30', '17:00']);
  });
});
