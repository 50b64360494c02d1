import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakPatternIdRequestSchema, breakPatternSchema, createBreakPatternRequestSchema, isOnBreak, updateBreakPatternRequestSchema, type BreakPattern } from './break-patterns.ts';

const noPizzaLate: BreakPattern = {
  id: 1,
  name: 'No pizza late',
  productIds: [7],
  weekdays: [1, 2],
  startTime: '21:30',
  endTime: null,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  stopped: false,
};

describe('break patterns', () => {
  it('keep their products off on their weekdays from the start time, inside their dates', () => {
    const tz = 'Europe/Berlin';
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-11-24T20:30:00Z'), tz)).toBe(true); // Tue 21:30
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-11-24T20:29:00Z'), tz)).toBe(false); // Tue 21:29
    expect(isOnBreak([noPizzaLate], 8, new Date('2026-11-24T20:30:00Z'), tz)).toBe(false); // another dish
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-11-25T20:30:00Z'), tz)).toBe(false); // Wednesday
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-12-01T20:30:00Z'), tz)).toBe(false); // after the end date
    expect(isOnBreak([{ ...noPizzaLate, stopped: true }], 7, new Date('2026-11-24T20:30:00Z'), tz)).toBe(false);
  });

  it('end at the end time when one is given', () => {
    const lunchOnly = { ...noPizzaLate, startTime: '12:00', endTime: '14:00' };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        const at = new Date(Date.UTC(2026, 10, 23, 23, 0) + minute * 60_000); // Tuesday 24 Nov in Berlin
        expect(isOnBreak([lunchOnly], 7, at, 'Europe/Berlin')).toBe(minute >= 720 && minute < 840);
      }),
    );
  });

  it('need a name, products, weekdays, a start time and dates in order', () => {
    const codes = (value: unknown) => createBreakPatternRequestSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(codes({ name: ' ', productIds: [], weekdays: [9], startTime: '25:00', startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual(
      expect.arrayContaining(['break_pattern_name_required', 'break_pattern_products_invalid', 'break_pattern_weekday_unknown', 'break_pattern_start_time_required']),
    );
    expect(codes({ name: 'x', productIds: [1], weekdays: [], startTime: '21:00', startDate: '2026-02-30' })).toEqual([
      'break_pattern_weekdays_invalid',
      'break_pattern_start_date_invalid',
    ]);
    expect(codes({ name: 'x', productIds: [1], weekdays: [1], startTime: '21:00', startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual(['break_pattern_dates_invalid']);
  });
});

describe('break patterns at their edges', () => {
  const tz = 'Europe/Berlin';
  const tuesday = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+01:00`);

  it('a one-day pattern holds on that day only, from its first minute to the end of the day', () => {
    const oneDay = { ...noPizzaLate, weekdays: [2], startDate: '2026-11-24', endDate: '2026-11-24', startTime: '00:00' };
    expect(isOnBreak([oneDay], 7, tuesday('00:00'), tz)).toBe(true);
    expect(isOnBreak([oneDay], 7, tuesday('23:59'), tz)).toBe(true);
    expect(isOnBreak([oneDay], 7, new Date('2026-11-23T23:59:00+01:00'), tz)).toBe(false);
    expect(isOnBreak([oneDay], 7, new Date('2026-12-01T12:00:00+01:00'), tz)).toBe(false); // next Tuesday
  });

  it('starts on its start date, not the day before, and keeps going without an end date', () => {
    const fromTuesday = { ...noPizzaLate, startDate: '2026-11-24', endDate: null };
    expect(isOnBreak([fromTuesday], 7, new Date('2026-11-23T21:45:00+01:00'), tz)).toBe(false); // Monday before
    expect(isOnBreak([fromTuesday], 7, tuesday('21:45'), tz)).toBe(true);
    expect(isOnBreak([fromTuesday], 7, new Date('2030-11-26T21:45:00+01:00'), tz)).toBe(true); // a Tuesday years later
  });

  it('ends before its end time, and any one of several patterns is enough', () => {
    const lunch = { ...noPizzaLate, id: 2, startTime: '12:00', endTime: '14:00', productIds: [8] };
    expect(isOnBreak([noPizzaLate, lunch], 8, tuesday('13:59'), tz)).toBe(true);
    expect(isOnBreak([noPizzaLate, lunch], 8, tuesday('14:00'), tz)).toBe(false);
    expect(isOnBreak([], 8, tuesday('13:00'), tz)).toBe(false);
  });

  it('judge the day and hour on the restaurant clock, not UTC', () => {
    // 21:30 Tuesday in Berlin is 20:30 UTC; in New York it is still Tuesday 15:30 there.
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-11-24T20:30:00Z'), 'America/New_York')).toBe(false);
    expect(isOnBreak([noPizzaLate], 7, new Date('2026-11-25T02:30:00Z'), 'America/New_York')).toBe(true); // Tue 21:30 NY
  });
});

describe('break pattern requests', () => {
  const valid = { name: 'No pizza late', productIds: [7], weekdays: [1, 2], startTime: '21:30', startDate: '2026-11-01' };
  const parse = (value: unknown) => createBreakPatternRequestSchema.safeParse(value);

  it('accept a whole pattern, open-ended or with an end, a one-day pattern too', () => {
    expect(parse(valid).success).toBe(true);
    expect(parse({ ...valid, endTime: '23:00', endDate: '2026-11-30' }).success).toBe(true);
    expect(parse({ ...valid, endDate: '2026-11-01' }).success).toBe(true);
    expect(parse({ ...valid, endTime: null, endDate: null }).success).toBe(true);
    expect(parse({ ...valid, name: '  Late  ' }).data?.name).toBe('Late');
  });

  it('refuse each broken field with its own code', () => {
    const codeOf = (over: object) => parse({ ...valid, ...over }).error?.issues.map((issue) => issue.message);
    expect(codeOf({ startTime: '9:30' })).toEqual(['break_pattern_start_time_required']);
    expect(codeOf({ endTime: '24:30' })).toEqual(['field_invalid']);
    expect(codeOf({ startDate: '2026-02-30' })).toEqual(['break_pattern_start_date_invalid']);
    expect(codeOf({ name: 'x'.repeat(81) })).toEqual(['field_too_long']);
    expect(codeOf({ extra: 1 })).toHaveLength(1);
  });
});

describe('break patterns without patterns', () => {
  it('keep nothing off the menu and do not even read the clock', () => {
    // With no pattern there is nothing to judge: the answer is false before the zone is looked at.
    expect(isOnBreak([], 7, new Date('2026-11-24T20:30:00Z'), 'Mars/Olympus_Mons')).toBe(false);
    expect(() => isOnBreak([noPizzaLate], 7, new Date('2026-11-24T20:30:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('break pattern requests of the wrong type', () => {
  const valid = { name: 'No pizza late', productIds: [7], weekdays: [1, 2], startTime: '21:30', startDate: '2026-11-01' };
  const issues = (over: object) =>
    createBreakPatternRequestSchema.safeParse({ ...valid, ...over }).error?.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message })) ?? [];

  it('keep every field of a valid pattern as sent', () => {
    const full = { ...valid, endTime: '23:00', endDate: '2026-11-30' };
    expect(createBreakPatternRequestSchema.parse(full)).toEqual(full);
    expect(updateBreakPatternRequestSchema.parse({ ...full, id: '4' })).toEqual({ ...full, id: 4 });
  });

  it('answer each field with its own code when it is not even the right kind of value', () => {
    expect(issues({ name: 5 })).toEqual([{ path: 'name', code: 'break_pattern_name_required' }]);
    expect(issues({ productIds: '7' })).toEqual([{ path: 'productIds', code: 'break_pattern_products_invalid' }]);
    expect(issues({ productIds: Array.from({ length: 501 }, (_, index) => index + 1) })).toEqual([{ path: 'productIds', code: 'break_pattern_products_invalid' }]);
    expect(issues({ weekdays: 'mon' })).toEqual([{ path: 'weekdays', code: 'break_pattern_weekdays_invalid' }]);
    expect(issues({ weekdays: [0, 1, 2, 3, 4, 5, 6, 0] })).toEqual([{ path: 'weekdays', code: 'break_pattern_weekdays_invalid' }]);
    expect(issues({ weekdays: [1.5] })).toEqual([{ path: 'weekdays.0', code: 'break_pattern_weekday_unknown' }]);
    expect(issues({ weekdays: [-1] })).toEqual([{ path: 'weekdays.0', code: 'break_pattern_weekday_unknown' }]);
    expect(issues({ weekdays: [7] })).toEqual([{ path: 'weekdays.0', code: 'break_pattern_weekday_unknown' }]);
    expect(issues({ startTime: 2130 })).toEqual([{ path: 'startTime', code: 'break_pattern_start_time_required' }]);
    expect(issues({ endTime: 2300 })).toEqual([{ path: 'endTime', code: 'field_invalid' }]);
    expect(issues({ startDate: 20261101 })).toEqual([{ path: 'startDate', code: 'break_pattern_start_date_invalid' }]);
    expect(issues({ endDate: 20261130 })).toEqual([{ path: 'endDate', code: 'break_pattern_end_date_invalid' }]);
    expect(issues({ endDate: '2026-11-31' })).toEqual([{ path: 'endDate', code: 'break_pattern_end_date_invalid' }]);
  });

  it('point an end before the start at the end date, when creating and when updating', () => {
    expect(issues({ endDate: '2026-10-31' })).toEqual([{ path: 'endDate', code: 'break_pattern_dates_invalid' }]);
    const update = updateBreakPatternRequestSchema.safeParse({ ...valid, id: 4, endDate: '2026-10-31' });
    expect(update.error?.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message }))).toEqual([{ path: 'endDate', code: 'break_pattern_dates_invalid' }]);
    expect(updateBreakPatternRequestSchema.safeParse(valid).success).toBe(false); // an update names its pattern
  });

  it('stop or delete a pattern by its id alone', () => {
    expect(breakPatternIdRequestSchema.parse({ id: '9', lang: 'en' })).toEqual({ id: 9, lang: 'en' });
    expect(breakPatternIdRequestSchema.safeParse({ id: 9, name: 'x' }).success).toBe(false);
    expect(breakPatternIdRequestSchema.safeParse({}).success).toBe(false);
  });

  it('answer a stored pattern with every field, open-ended or not', () => {
    expect(breakPatternSchema.parse(noPizzaLate)).toEqual(noPizzaLate);
    const lunchOnly = { ...noPizzaLate, endTime: '14:00', endDate: '2026-12-31', stopped: true };
    expect(breakPatternSchema.parse(lunchOnly)).toEqual(lunchOnly);
    expect(breakPatternSchema.safeParse({ ...noPizzaLate, stopped: undefined }).success).toBe(false);
  });
});
