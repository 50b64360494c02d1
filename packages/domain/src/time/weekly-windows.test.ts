import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from './local-clock.ts';
import { parseWeeklyWindow, rangesOnDay, windowsContain } from './weekly-windows.ts';

const window = (weekday: number, start: string, end: string) => parseWeeklyWindow({ weekday, start, end }, 'test');

describe('weekly windows', () => {
  it('are half-open: the opening minute is in, the closing minute is out', () => {
    const windows = [window(1, '11:00', '14:00')];
    expect(windowsContain(windows, 1, 11 * 60)).toBe(true);
    expect(windowsContain(windows, 1, 14 * 60 - 1)).toBe(true);
    expect(windowsContain(windows, 1, 14 * 60)).toBe(false);
    expect(windowsContain(windows, 2, 12 * 60)).toBe(false);
  });

  it('read 24:00 and 00:00 as closing at midnight', () => {
    for (const end of ['24:00', '00:00']) {
      const windows = [window(6, '12:00', end)];
      expect(windowsContain(windows, 6, 1439)).toBe(true);
      expect(windowsContain(windows, 0, 0)).toBe(false);
    }
    expect(windowsContain([window(3, '00:00', '00:00')], 3, 0)).toBe(true);
  });

  it('run past midnight into the next weekday when the end is before the start', () => {
    const windows = [window(6, '18:00', '02:00')]; // Saturday night into Sunday
    expect(windowsContain(windows, 6, 23 * 60)).toBe(true);
    expect(windowsContain(windows, 0, 105)).toBe(true);
    expect(windowsContain(windows, 0, 120)).toBe(false);
    expect(windowsContain(windows, 6, 105)).toBe(false);
  });

  it('are empty when start and end are the same non-midnight time', () => {
    expect(windowsContain([window(2, '10:00', '10:00')], 2, 600)).toBe(false);
  });

  it('reject malformed rows', () => {
    expect(() => window(7, '10:00', '12:00')).toThrow(RangeError);
    expect(() => window(-1, '10:00', '12:00')).toThrow('test: weekday must be 0-6, got -1');
    expect(() => window(2.5, '10:00', '12:00')).toThrow('test: weekday must be 0-6, got 2.5');
    expect(() => window(1, '24:00', '12:00')).toThrow(RangeError);
    expect(() => window(1, '10:00', '25:00')).toThrow(RangeError);
  });

  it('list per-day ranges that cover exactly the contained minutes', () => {
    const windowArb = fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 1439 }).map(formatClockTime),
      end: fc.oneof(fc.integer({ min: 0, max: 1439 }).map(formatClockTime), fc.constant('24:00')),
    });
    fc.assert(
      fc.property(fc.array(windowArb, { maxLength: 5 }), fc.integer({ min: 0, max: 6 }), (texts, weekday) => {
        const windows = texts.map((text) => parseWeeklyWindow(text, 'test'));
        const ranges = rangesOnDay(windows, weekday);
        for (let minute = 0; minute < 1440; minute += 7) {
          const inRange = ranges.some(([start, end]) => start <= minute && minute < end);
          expect(inRange).toBe(windowsContain(windows, weekday, minute));
        }
      }),
    );
  });
});

describe('weekly windows at their edges', () => {
  it('name the bad field in the error', () => {
    expect(() => parseWeeklyWindow({ weekday: 7, start: '10:00', end: '12:00' }, 'hours[3]')).toThrow('hours[3]: weekday must be 0-6, got 7');
    expect(() => parseWeeklyWindow({ weekday: 1, start: '1000', end: '12:00' }, 'hours[3]')).toThrow('hours[3]: invalid start "1000"');
    expect(() => parseWeeklyWindow({ weekday: 1, start: '10:00', end: 'noon' }, 'hours[3]')).toThrow('hours[3]: invalid end "noon"');
  });

  it('an empty window covers no range, a window to midnight ends at 1440, one past midnight spills into the next day', () => {
    const empty = parseWeeklyWindow({ weekday: 1, start: '10:00', end: '10:00' }, 'w');
    const toMidnight = parseWeeklyWindow({ weekday: 1, start: '18:00', end: '24:00' }, 'w');
    const overnight = parseWeeklyWindow({ weekday: 1, start: '22:00', end: '02:00' }, 'w');
    expect(rangesOnDay([empty], 1)).toEqual([]);
    expect(rangesOnDay([toMidnight], 1)).toEqual([[1080, 1440]]);
    expect(rangesOnDay([toMidnight], 2)).toEqual([]);
    expect(rangesOnDay([overnight], 2)).toEqual([[0, 120]]);
  });

  it('list the ranges of a day earliest first, whatever order the windows come in', () => {
    const lunch = parseWeeklyWindow({ weekday: 2, start: '11:00', end: '14:00' }, 'w');
    const dinner = parseWeeklyWindow({ weekday: 2, start: '17:00', end: '22:00' }, 'w');
    const night = parseWeeklyWindow({ weekday: 1, start: '23:00', end: '01:00' }, 'w');
    expect(rangesOnDay([dinner, lunch, night], 2)).toEqual([[0, 60], [660, 840], [1020, 1320]]);
  });
});
