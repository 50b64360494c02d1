import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_STEP_CHOICES } from '../limits.ts';
import { compileSchedule, type DeliverySchedule, type OpeningHoursRow } from './delivery-schedule.ts';
import { checkDeliveryTime, listSelectableDates, listSlots, nextValidTime } from './delivery-slots.ts';
import { addDaysToLocalDate, formatClockTime, parseClockTime } from './local-clock.ts';
import { nextValidTimeWithRoom } from './next-free-slot.ts';
import { earliestOrderTime } from './order-window.ts';
import { toLocalMoment } from './zoned.ts';

/** A restaurant's own time step (decision 097): the same rules as the 15-minute default, on another grid. */

const everyDay = (openAt: string, closeAt: string): OpeningHoursRow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt, closeAt }));

/** Opens at 11:15 on purpose: the first slot is the first step at or after the opening. */
const lunch = (slotStepMinutes: number): DeliverySchedule => ({
  timeZone: 'Europe/Berlin',
  leadMinutes: 0,
  availableDays: 2,
  slotStepMinutes,
  hours: everyDay('11:15', '13:00'),
  closePeriods: [],
  closedFlag: false,
});
const mondayMorning = new Date('2026-04-27T06:00:00Z'); // Monday 08:00 in Berlin
const monday = '2026-04-27';

describe('a 30-minute restaurant', () => {
  const schedule = lunch(30);

  it('lists only :00 and :30 times, from the first one inside the hours', () => {
    expect(listSlots(monday, mondayMorning, schedule)).toEqual(['11:30', '12:00', '12:30']);
  });

  it('refuses a quarter past with delivery_time_step_invalid and takes the half hour', () => {
    expect(checkDeliveryTime({ date: monday, time: '12:15' }, mondayMorning, schedule)).toEqual({
      ok: false,
      code: 'delivery_time_step_invalid',
      field: 'time',
    });
    expect(checkDeliveryTime({ date: monday, time: '12:30' }, mondayMorning, schedule).ok).toBe(true);
  });

  it('suggests the next half hour with room', () => {
    const full = new Set(['11:30', '12:00']);
    const slot = nextValidTimeWithRoom(mondayMorning, mondayMorning, schedule, (s) => s.date !== monday || !full.has(s.time));
    expect(`${slot?.date} ${slot?.time}`).toBe(`${monday} 12:30`);
    expect(nextValidTime(new Date('2026-04-27T09:31:00Z'), mondayMorning, schedule)?.time).toBe('12:00');
  });

  it('rounds the earliest order time up to the next half hour of the local clock', () => {
    const withLead = { ...schedule, leadMinutes: 20 };
    // 10:41 + 20 minutes = 11:01 in Berlin → 11:30
    expect(earliestOrderTime(new Date('2026-04-27T08:41:00Z'), withLead).toISOString()).toBe('2026-04-27T09:30:00.000Z');
    // A time already on the step stays.
    expect(earliestOrderTime(new Date('2026-04-27T08:40:00Z'), withLead).toISOString()).toBe('2026-04-27T09:00:00.000Z');
  });

  it('rounds on the restaurant clock in a +05:45 zone, where the instant is on no half hour', () => {
    const kathmandu = { ...schedule, timeZone: 'Asia/Kathmandu', leadMinutes: 7 };
    const earliest = earliestOrderTime(new Date('2026-04-27T08:52:13Z'), kathmandu);
    expect(toLocalMoment(earliest, 'Asia/Kathmandu').minutes % 30).toBe(0);
    // 14:37:13 local + 7 minutes → 15:00 local = 09:15 UTC
    expect(earliest.toISOString()).toBe('2026-04-27T09:15:00.000Z');
  });

  it('starts after a pause on the next half hour', () => {
    const paused = { ...schedule, pausedUntil: '2026-04-27T09:40:00Z' }; // 11:40 in Berlin
    expect(earliestOrderTime(mondayMorning, paused).toISOString()).toBe('2026-04-27T10:00:00.000Z');
    expect(listSlots(monday, mondayMorning, paused)).toEqual(['12:00', '12:30']);
  });
});

describe('a 10-minute restaurant', () => {
  const schedule = lunch(10);

  it('lists every ten minutes', () => {
    expect(listSlots(monday, mondayMorning, schedule)).toEqual([
      '11:20', '11:30', '11:40', '11:50', '12:00', '12:10', '12:20', '12:30', '12:40', '12:50',
    ]);
  });

  it('refuses a quarter past, which is on no ten-minute step, and takes twenty past', () => {
    expect(checkDeliveryTime({ date: monday, time: '12:15' }, mondayMorning, schedule)).toMatchObject({ ok: false, code: 'delivery_time_step_invalid' });
    expect(checkDeliveryTime({ date: monday, time: '12:20' }, mondayMorning, schedule).ok).toBe(true);
  });

  it('suggests the next ten minutes with room', () => {
    const slot = nextValidTimeWithRoom(mondayMorning, mondayMorning, schedule, (s) => s.time !== '11:20');
    expect(slot?.time).toBe('11:30');
  });

  it('rounds the earliest order time up to the next ten minutes', () => {
    // 10:41 in Berlin → 10:50
    expect(earliestOrderTime(new Date('2026-04-27T08:41:00Z'), schedule).toISOString()).toBe('2026-04-27T08:50:00.000Z');
  });
});

describe('the step setting', () => {
  it('is 15 minutes when the schedule names none', () => {
    const { slotStepMinutes: _, ...withoutStep } = lunch(15);
    expect(listSlots(monday, mondayMorning, withoutStep)).toEqual(listSlots(monday, mondayMorning, lunch(15)));
    expect(compileSchedule(withoutStep).stepMinutes).toBe(15);
  });

  it('is refused when it is none of the choices (stored settings are validated when written)', () => {
    expect(() => compileSchedule(lunch(7))).toThrow(RangeError);
    expect(() => compileSchedule(lunch(45))).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
const clockArb = fc.integer({ min: 0, max: 1439 }).map(formatClockTime);
const scenarioArb = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  leadMinutes: fc.integer({ min: 0, max: 3000 }),
  availableDays: fc.integer({ min: 0, max: 4 }),
  slotStepMinutes: fc.constantFrom(...SLOT_STEP_CHOICES),
  hours: fc.array(
    fc.record({ weekday: fc.integer({ min: 0, max: 6 }), openAt: clockArb, closeAt: fc.oneof(clockArb, fc.constant('24:00')) }),
    { maxLength: 6 },
  ),
  closePeriods: fc.constant([]),
  closedFlag: fc.boolean(),
  now: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
});
const FIVE_MINUTE_TIMES = Array.from({ length: 288 }, (_, index) => formatClockTime(index * 5));

describe('slot-step properties', () => {
  it('every listed slot is on its step and valid; every valid time of the day is listed', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, ...schedule }) => {
        for (const { date } of listSelectableDates(now, schedule)) {
          const slots = listSlots(date, now, schedule);
          for (const time of slots) {
            expect(parseClockTime(time)! % schedule.slotStepMinutes).toBe(0);
            expect(checkDeliveryTime({ date, time }, now, schedule).ok).toBe(true);
          }
          expect(slots).toEqual(FIVE_MINUTE_TIMES.filter((time) => checkDeliveryTime({ date, time }, now, schedule).ok));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the earliest order time is on the step of the local clock, at or after now plus the lead time', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, ...schedule }) => {
        const earliest = earliestOrderTime(now, schedule);
        expect(earliest.getTime()).toBeGreaterThanOrEqual(now.getTime() + schedule.leadMinutes * 60_000);
        expect(toLocalMoment(earliest, schedule.timeZone).minutes % schedule.slotStepMinutes).toBe(0);
        expect(earliest.getTime() % 60_000).toBe(0);
      }),
    );
  });

  it('a day after the step changes offers only times of the new step', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    const date = addDaysToLocalDate(toLocalMoment(now, 'Europe/Berlin').date, 1);
    for (const step of SLOT_STEP_CHOICES) {
      const slots = listSlots(date, now, { ...lunch(step), hours: everyDay('00:00', '24:00') });
      expect(slots).toHaveLength(1440 / step);
    }
  });
});
