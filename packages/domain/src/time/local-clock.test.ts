import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  formatClockTime,
  localDateFromDayNumber,
  localDayNumber,
  parseClockTime,
  parseClosingTime,
  parseDuration,
  parseLocalDate,
  splitDeliveryTime,
  weekdayOfLocalDate,
} from './local-clock.ts';

describe('parseLocalDate', () => {
  it('accepts real calendar days', () => {
    expect(parseLocalDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(parseLocalDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseLocalDate('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '2026-01-01 ',
    '2026/01/01',
    '',
  ])('rejects %j', (text) => expect(parseLocalDate(text)).toBeNull());

  it('agrees with the calendar for every day number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 60_000 }), (dayNumber) => {
        const date = localDateFromDayNumber(dayNumber);
        const parts = parseLocalDate(date);
        expect(parts).not.toBeNull();
        expect(localDayNumber(parts!)).toBe(dayNumber);
      }),
    );
  });
});

describe('clock times', () => {
  it('parses strict HH:MM', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('09:45')).toBe(585);
    expect(parseClockTime('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:45', '09:60', '09:45:00', 'ab:cd', '', ' 09:45']) {
      expect(parseClockTime(bad)).toBeNull();
    }
  });

  it('reads midnight as the end of the day for closing times', () => {
    expect(parseClosingTime('24:00')).toBe(1440);
    expect(parseClosingTime('00:00')).toBe(1440);
    expect(parseClosingTime('22:30')).toBe(1350);
    expect(parseClosingTime('24:15')).toBeNull();
  });

  it('formats and parses back every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseClockTime(formatClockTime(minutes))).toBe(minutes);
      }),
    );
  });

  it('parses durations that may exceed a day', () => {
    expect(parseDuration('01:30')).toBe(90);
    expect(parseDuration('30:00')).toBe(1800);
    expect(parseDuration('1:5')).toBeNull();
  });
});

describe('date arithmetic', () => {
  it('steps across month, year and leap-day boundaries', () => {
    expect(addDaysToLocalDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToLocalDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToLocalDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names weekdays with 0 = Sunday', () => {
    expect(weekdayOfLocalDate('2026-03-29')).toBe(0);
    expect(weekdayOfLocalDate('2026-03-30')).toBe(1);
    expect(weekdayOfLocalDate('2026-10-24')).toBe(6);
  });

  it('matches the JavaScript calendar for weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 60_000 }), (dayNumber) => {
        const date = localDateFromDayNumber(dayNumber);
        expect(weekdayOfLocalDate(date)).toBe(new Date(`${date}T12:00:00Z`).getUTCDay());
      }),
    );
  });

  it('throws on an invalid date, which only a bug can pass', () => {
    expect(() => addDaysToLocalDate('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('splitDeliveryTime', () => {
  it('accepts the sent and the stored form', () => {
    expect(splitDeliveryTime('2026-05-01 12:30')).toEqual({ date: '2026-05-01', time: '12:30' });
    expect(splitDeliveryTime('2026-05-01 12:30:00')).toEqual({ date: '2026-05-01', time: '12:30' });
    expect(splitDeliveryTime('2026-05-01T12:30')).toEqual({ date: '2026-05-01', time: '12:30' });
  });

  it('rejects other shapes', () => {
    expect(splitDeliveryTime('2026-05-01')).toBeNull();
    expect(splitDeliveryTime('2026-05-01 12:30:15')).toBeNull();
    expect(splitDeliveryTime('12:30')).toBeNull();
    expect(splitDeliveryTime('soon 2026-05-01 12:30')).toBeNull();
  });
});

describe('date arithmetic on a broken date', () => {
  it('names the date', () => {
    expect(() => addDaysToLocalDate('2026-02-30', 1)).toThrow('Invalid local date "2026-02-30"');
  });
});
