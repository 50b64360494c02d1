import { describe, expect, it } from 'vitest';
import { localDayNumber } from './local-clock.ts';
import { closePeriodForDays, compileSchedule, inClosePeriod, parseWallMinute, type DeliverySchedule } from './delivery-schedule.ts';

const schedule = (over: Partial<DeliverySchedule> = {}): DeliverySchedule => ({
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 3,
  hours: [{ weekday: 1, openAt: '11:30', closeAt: '22:00' }],
  closePeriods: [],
  closedFlag: false,
  ...over,
});
const wall = (date: string, minutes: number) => localDayNumber({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }) * 1440 + minutes;

describe('parseWallMinute', () => {
  it('reads a restaurant-local date and time, with a space or a T, with or without :00 seconds', () => {
    const expected = wall('2026-12-24', 18 * 60 + 5);
    expect(parseWallMinute('2026-12-24 18:05', 'x')).toBe(expected);
    expect(parseWallMinute('2026-12-24T18:05', 'x')).toBe(expected);
    expect(parseWallMinute(' 2026-12-24 18:05:00 ', 'x')).toBe(expected);
    expect(parseWallMinute('2026-12-25 00:00', 'x') - parseWallMinute('2026-12-24 00:00', 'x')).toBe(1440);
  });

  it('refuses anything else and names the field', () => {
    for (const bad of ['2026-12-24', '2026-12-24 18:05:30', '2026-12-24 25:00', '2026-02-30 10:00', '2026-12-24 18:05 extra', '']) {
      expect(() => parseWallMinute(bad, 'closePeriods[2].end')).toThrow(/^closePeriods\[2\]\.end: expected 'YYYY-MM-DD HH:MM'/);
    }
  });
});

describe('close periods', () => {
  const compiled = compileSchedule(
    schedule({ closePeriods: [{ start: '2026-12-24 14:00', end: '2026-12-26 00:00' }] }),
  );

  it('start closed at their first minute and open again at their end minute', () => {
    expect(inClosePeriod(compiled, wall('2026-12-24', 13 * 60 + 59))).toBe(false);
    expect(inClosePeriod(compiled, wall('2026-12-24', 14 * 60))).toBe(true);
    expect(inClosePeriod(compiled, wall('2026-12-25', 23 * 60 + 59))).toBe(true);
    expect(inClosePeriod(compiled, wall('2026-12-26', 0))).toBe(false);
  });

  it('whole closed days run from the first day 00:00 to the day after the last', () => {
    expect(closePeriodForDays('2026-12-31', '2027-01-01')).toEqual({ start: '2026-12-31 00:00', end: '2027-01-02 00:00' });
    expect(() => closePeriodForDays('2026-12-32', '2027-01-01')).toThrow(RangeError);
  });
});

describe('compileSchedule', () => {
  it('keeps the values and never goes below zero lead time or days', () => {
    const compiled = compileSchedule(schedule({ leadMinutes: -15, availableDays: 2.7, closedFlag: true, pausedUntil: '2026-12-24T12:00:00Z' }));
    expect(compiled).toMatchObject({ timeZone: 'Europe/Berlin', leadMinutes: 0, availableDays: 2, closedFlag: true, pausedUntilMs: Date.parse('2026-12-24T12:00:00Z') });
    expect(compileSchedule(schedule({ availableDays: -3 })).availableDays).toBe(0);
    expect(compileSchedule(schedule()).pausedUntilMs).toBeNull();
    expect(compileSchedule(schedule()).windows).toHaveLength(1);
  });

  it('refuses a malformed schedule with the field named', () => {
    expect(() => compileSchedule(schedule({ timeZone: 'Mars/Olympus' }))).toThrow(RangeError);
    expect(() => compileSchedule(schedule({ leadMinutes: Number.NaN }))).toThrow('leadMinutes must be a number');
    expect(() => compileSchedule(schedule({ availableDays: Number.POSITIVE_INFINITY }))).toThrow('availableDays must be a number');
    expect(() => compileSchedule(schedule({ hours: [{ weekday: 1, openAt: '11:30', closeAt: '26:00' }] }))).toThrow(/hours\[0\]/);
    expect(() => compileSchedule(schedule({ closePeriods: [{ start: '2026-12-24 14:00', end: 'soon' }] }))).toThrow(/closePeriods\[0\]\.end/);
  });
});

describe('compileSchedule messages', () => {
  it('names the step it refuses and the close-period start that is malformed', () => {
    expect(() => compileSchedule(schedule({ slotStepMinutes: 7 }))).toThrow('slotStepMinutes must be one of the choices, got 7');
    expect(() => compileSchedule(schedule({ closePeriods: [{ start: '2026-12-24 14:00', end: '2026-12-25 00:00' }, { start: 'now', end: '2026-12-25 00:00' }] }))).toThrow(
      /^closePeriods\[1\]\.start: expected 'YYYY-MM-DD HH:MM', got "now"$/,
    );
  });
});
