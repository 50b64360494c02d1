import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBreakPatternRequestSchema, isOnBreak, type BreakPattern } from './break-patterns.ts';

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
      expect.arrayContaining(['break_pattern_name_required', 'break_pattern_products_invalid', 'break_pattern_weekdays_invalid', 'break_pattern_start_time_required']),
    );
    expect(codes({ name: 'x', productIds: [1], weekdays: [1], startTime: '21:00', startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual(['break_pattern_dates_invalid']);
  });
});
