import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosePeriod, DeliverySchedule, OpeningHoursRow } from './delivery-schedule.ts';
import { checkDeliveryTime, listSelectableDates, listSlots, nextValidTime } from './delivery-slots.ts';
import { addDaysToLocalDate, formatClockTime } from './local-clock.ts';
import { earliestOrderTime } from './order-window.ts';
import { toLocalMoment } from './zoned.ts';

const weekdays = (days: number[], openAt: string, closeAt: string): OpeningHoursRow[] =>
  days.map((weekday) => ({ weekday, openAt, closeAt }));

/** Mon–Fri lunch and dinner, Saturday noon to midnight, Sunday closed, closed on 1 May. */
const berlin: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 6,
  hours: [
    ...weekdays([1, 2, 3, 4, 5], '11:00', '14:00'),
    ...weekdays([1, 2, 3, 4, 5], '17:00', '22:00'),
    { weekday: 6, openAt: '12:00', closeAt: '24:00' },
  ],
  closePeriods: [{ start: '2026-05-01 00:00', end: '2026-05-02 00:00' }],
  closedFlag: false,
};
const mondayMorning = new Date('2026-04-27T08:52:00Z'); // Monday 10:52 in Berlin

const allDay: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 0,
  availableDays: 10,
  hours: weekdays([0, 1, 2, 3, 4, 5, 6], '00:00', '24:00'),
  closePeriods: [],
  closedFlag: false,
};

const check = (date: string, time: string, now = mondayMorning, schedule = berlin) =>
  checkDeliveryTime({ date, time }, now, schedule);

describe('checkDeliveryTime', () => {
  it('accepts a step inside the hours after the earliest time, resolved in Berlin time', () => {
    expect(check('2026-04-27', '11:30')).toEqual({
      ok: true,
      at: new Date('2026-04-27T09:30:00Z'),
      date: '2026-04-27',
      time: '11:30',
    });
  });

  it('requires both parts', () => {
    expect(check('', '12:00')).toEqual({ ok: false, code: 'delivery_time_required', field: 'date' });
    expect(check('2026-04-28', ' ')).toEqual({ ok: false, code: 'delivery_time_required', field: 'time' });
  });

  it('rejects impossible dates and malformed times as field errors', () => {
    expect(check('2026-02-30', '12:00')).toEqual({ ok: false, code: 'field_invalid', field: 'date' });
    expect(check('28.04.2026', '12:00')).toEqual({ ok: false, code: 'field_invalid', field: 'date' });
    expect(check('2026-04-28', '12:7')).toEqual({ ok: false, code: 'field_invalid', field: 'time' });
    expect(check('2026-04-28', '24:00')).toEqual({ ok: false, code: 'field_invalid', field: 'time' });
  });

  it('allows only minutes 0, 15, 30 and 45', () => {
    expect(check('2026-04-28', '12:10')).toEqual({ ok: false, code: 'delivery_time_step_invalid', field: 'time' });
    for (const minute of ['00', '15', '30', '45']) expect(check('2026-04-28', `12:${minute}`).ok).toBe(true);
  });

  it('refuses the past, then anything before the lead time', () => {
    expect(check('2026-04-27', '10:45')).toEqual({ ok: false, code: 'order_time_in_past' });
    expect(check('2026-04-26', '12:00')).toEqual({ ok: false, code: 'order_time_in_past' });
    expect(check('2026-04-27', '11:15')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
  });

  it('refuses times after the last allowed day', () => {
    expect(check('2026-05-04', '12:00')).toEqual({ ok: false, code: 'delivery_time_too_late' });
  });

  it('excludes the closing minute and times between the rows', () => {
    expect(check('2026-04-28', '13:45').ok).toBe(true);
    expect(check('2026-04-28', '14:00')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(check('2026-04-28', '15:00')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(check('2026-04-28', '10:45')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
  });

  it('refuses a weekday without hours and a close period; midnight closing keeps 23:45', () => {
    expect(check('2026-05-03', '12:00')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(check('2026-05-01', '12:00')).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(check('2026-05-02', '23:45').ok).toBe(true);
  });

  it('answers restaurant_closed for today when the closed flag is set, and accepts tomorrow', () => {
    const closed = { ...berlin, closedFlag: true };
    expect(check('2026-04-27', '18:00', mondayMorning, closed)).toEqual({ ok: false, code: 'restaurant_closed' });
    expect(check('2026-04-28', '11:00', mondayMorning, closed).ok).toBe(true);
  });

  it('accepts the small hours of a row that runs past midnight', () => {
    const late = { ...berlin, hours: [{ weekday: 2, openAt: '18:00', closeAt: '02:00' }] };
    expect(check('2026-04-28', '23:45', mondayMorning, late).ok).toBe(true);
    expect(check('2026-04-29', '01:45', mondayMorning, late).ok).toBe(true);
    expect(check('2026-04-29', '02:00', mondayMorning, late).ok).toBe(false);
    expect(check('2026-04-28', '01:00', mondayMorning, late).ok).toBe(false);
  });

  it('refuses a time that the spring-forward change skips', () => {
    const now = new Date('2026-03-27T00:00:00Z');
    expect(check('2026-03-29', '02:30', now, allDay)).toEqual({ ok: false, code: 'field_invalid', field: 'time' });
    expect(check('2026-03-29', '03:00', now, allDay).ok).toBe(true);
  });

  it('resolves a time repeated by the fall-back change to its first occurrence', () => {
    const result = check('2026-10-25', '02:30', new Date('2026-10-23T00:00:00Z'), allDay);
    expect(result).toMatchObject({ ok: true, at: new Date('2026-10-25T00:30:00Z') });
  });
});

describe('listSlots', () => {
  it('starts today at the earliest time and skips the gap between rows', () => {
    const slots = listSlots('2026-04-27', mondayMorning, berlin);
    expect(slots.slice(0, 2)).toEqual(['11:30', '11:45']);
    expect(slots).toContain('13:45');
    expect(slots).not.toContain('14:00');
    expect(slots.at(-1)).toBe('21:45');
    expect(slots).toHaveLength(10 + 20);
  });

  it('lists whole rows on later days and nothing on closed ones', () => {
    expect(listSlots('2026-04-28', mondayMorning, berlin)).toHaveLength(12 + 20);
    expect(listSlots('2026-05-01', mondayMorning, berlin)).toEqual([]);
    expect(listSlots('2026-05-03', mondayMorning, berlin)).toEqual([]);
    expect(listSlots('2026-05-02', mondayMorning, berlin)).toHaveLength(48);
    expect(listSlots('2026-05-04', mondayMorning, berlin)).toEqual([]);
  });

  it('returns nothing for an invalid date', () => {
    expect(listSlots('2026-02-30', mondayMorning, berlin)).toEqual([]);
  });

  it('starts a row that opens off-step at its next quarter hour', () => {
    const odd = { ...berlin, hours: [{ weekday: 2, openAt: '11:10', closeAt: '12:05' }] };
    expect(listSlots('2026-04-28', mondayMorning, odd)).toEqual(['11:15', '11:30', '11:45', '12:00']);
  });

  it('lists each time once when rows overlap', () => {
    const overlapping = {
      ...berlin,
      hours: weekdays([2, 2], '11:00', '12:00').concat(weekdays([2], '11:30', '12:30')),
    };
    expect(listSlots('2026-04-28', mondayMorning, overlapping)).toEqual([
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
    ]);
  });

  describe('on daylight-saving days in Europe/Berlin', () => {
    const beforeSpring = new Date('2026-03-27T00:00:00Z');
    const beforeAutumn = new Date('2026-10-23T00:00:00Z');

    it('has 92 slots when the clock springs forward (last Sunday of March)', () => {
      const slots = listSlots('2026-03-29', beforeSpring, allDay);
      expect(slots).toHaveLength(92);
      expect(slots).toContain('01:45');
      expect(slots).not.toContain('02:00');
      expect(slots).not.toContain('02:45');
      expect(slots).toContain('03:00');
      expect(listSlots('2026-03-28', beforeSpring, allDay)).toHaveLength(96);
    });

    it('has 96 distinct wall-clock slots when the clock falls back (last Sunday of October)', () => {
      const slots = listSlots('2026-10-25', beforeAutumn, allDay);
      expect(slots).toHaveLength(96);
      expect(new Set(slots).size).toBe(96);
    });

    it('keeps the wall-clock length of a row that spans the change', () => {
      const night = { ...allDay, hours: weekdays([0], '01:00', '04:00') };
      expect(listSlots('2026-03-29', beforeSpring, night)).toEqual([
        '01:00',
        '01:15',
        '01:30',
        '01:45',
        '03:00',
        '03:15',
        '03:30',
        '03:45',
      ]);
      expect(listSlots('2026-10-25', beforeAutumn, night)).toHaveLength(12);
    });

    it('maps every slot to an instant that TZDate reads back as the same wall clock', () => {
      for (const [date, now] of [
        ['2026-03-29', beforeSpring],
        ['2026-10-25', beforeAutumn],
      ] as const) {
        for (const time of listSlots(date, now, allDay)) {
          const result = checkDeliveryTime({ date, time }, now, allDay);
          if (!result.ok) throw new Error(`${date} ${time} rejected: ${result.code}`);
          const zoned = new TZDate(result.at.getTime(), 'Europe/Berlin');
          expect(formatClockTime(zoned.getHours() * 60 + zoned.getMinutes())).toBe(time);
        }
      }
    });
  });

  it('has 92 and 96 slots on the New York change days too', () => {
    const ny = { ...allDay, timeZone: 'America/New_York' };
    expect(listSlots('2026-03-08', new Date('2026-03-06T12:00:00Z'), ny)).toHaveLength(92);
    expect(listSlots('2026-11-01', new Date('2026-10-30T12:00:00Z'), ny)).toHaveLength(96);
  });
});

describe('listSelectableDates', () => {
  it('lists today to the last allowed day, disabling days without a slot', () => {
    expect(listSelectableDates(mondayMorning, berlin)).toEqual([
      { date: '2026-04-27', weekday: 1, enabled: true },
      { date: '2026-04-28', weekday: 2, enabled: true },
      { date: '2026-04-29', weekday: 3, enabled: true },
      { date: '2026-04-30', weekday: 4, enabled: true },
      { date: '2026-05-01', weekday: 5, enabled: false },
      { date: '2026-05-02', weekday: 6, enabled: true },
      { date: '2026-05-03', weekday: 0, enabled: false },
    ]);
  });

  it('disables today once its last slot is gone', () => {
    const lateMonday = new Date('2026-04-27T19:40:00Z'); // 21:40, earliest 22:15
    expect(listSelectableDates(lateMonday, berlin)[0]).toEqual({ date: '2026-04-27', weekday: 1, enabled: false });
  });
});

describe('nextValidTime', () => {
  it('skips to the next row of the same day', () => {
    expect(nextValidTime(new Date('2026-04-27T12:00:00Z'), mondayMorning, berlin)).toEqual({
      at: new Date('2026-04-27T15:00:00Z'),
      date: '2026-04-27',
      time: '17:00',
    });
  });

  it('never suggests anything before the earliest time', () => {
    expect(nextValidTime(new Date('2026-04-27T00:00:00Z'), mondayMorning, berlin)?.time).toBe('11:30');
  });

  it('rounds an off-step moment up and skips closed days', () => {
    expect(nextValidTime(new Date('2026-04-30T19:50:00Z'), mondayMorning, berlin)).toMatchObject({
      date: '2026-05-02',
      time: '12:00',
    });
    expect(nextValidTime(new Date('2026-04-28T09:07:00Z'), mondayMorning, berlin)?.time).toBe('11:15');
  });

  it('is null when nothing is left before the latest time', () => {
    expect(nextValidTime(new Date('2026-05-02T22:00:00Z'), mondayMorning, berlin)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random schedules, zones and moments (biased towards DST changes).

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Santiago', 'UTC'];
const DST_CHANGES = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-09-06T04:00:00Z',
  '2026-04-05T03:00:00Z',
];

const nowArb = fc.oneof(
  fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
  fc
    .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -4 * 1440, max: 1440 }))
    .map(([change, minutes]) => new Date(new Date(change).getTime() + minutes * 60_000 + 17_000)),
);

const clockArb = fc.oneof(
  fc.integer({ min: 0, max: 95 }).map((step) => formatClockTime(step * 15)),
  fc.integer({ min: 0, max: 1439 }).map(formatClockTime),
);

const rowArb: fc.Arbitrary<OpeningHoursRow> = fc.record({
  weekday: fc.integer({ min: 0, max: 6 }),
  openAt: clockArb,
  closeAt: fc.oneof(clockArb, fc.constant('24:00')),
});

const scenarioArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    leadMinutes: fc.integer({ min: 0, max: 3000 }),
    availableDays: fc.integer({ min: 0, max: 8 }),
    hours: fc.array(rowArb, { maxLength: 8 }),
    closedFlag: fc.boolean(),
    now: nowArb,
  })
  .chain((base) => {
    const today = toLocalMoment(base.now, base.timeZone).date;
    const periodArb: fc.Arbitrary<ClosePeriod> = fc
      .tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 3 * 1440 }))
      .map(([dayOffset, startMinute, length]) => {
        const startDate = addDaysToLocalDate(today, dayOffset);
        const endTotal = startMinute + length;
        const endDate = addDaysToLocalDate(startDate, Math.floor(endTotal / 1440));
        return {
          start: `${startDate} ${formatClockTime(startMinute)}`,
          end: `${endDate} ${formatClockTime(endTotal)}`,
        };
      });
    return fc.array(periodArb, { maxLength: 3 }).map((closePeriods) => {
      const { now, ...rest } = base;
      return { now, schedule: { ...rest, closePeriods } as DeliverySchedule };
    });
  });

const ALL_STEPS = Array.from({ length: 96 }, (_, step) => formatClockTime(step * 15));

describe('delivery-time properties', () => {
  it('every listed slot passes checkDeliveryTime, and enabled dates are exactly those with slots', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, schedule }) => {
        for (const { date, enabled } of listSelectableDates(now, schedule)) {
          const slots = listSlots(date, now, schedule);
          expect(enabled).toBe(slots.length > 0);
          for (const time of slots) expect(checkDeliveryTime({ date, time }, now, schedule).ok).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('lists every time of a day that checkDeliveryTime accepts, in order', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: -1, max: 9 }), ({ now, schedule }, dayOffset) => {
        const date = addDaysToLocalDate(toLocalMoment(now, schedule.timeZone).date, dayOffset);
        const accepted = ALL_STEPS.filter((time) => checkDeliveryTime({ date, time }, now, schedule).ok);
        expect(listSlots(date, now, schedule)).toEqual(accepted);
      }),
      { numRuns: 200 },
    );
  });

  it('no listed slot lies in a close period, before the earliest time or in the past', () => {
    fc.assert(
      fc.property(scenarioArb, ({ now, schedule }) => {
        const earliest = earliestOrderTime(now, schedule).getTime();
        for (const { date } of listSelectableDates(now, schedule)) {
          for (const time of listSlots(date, now, schedule)) {
            const wall = `${date} ${time}`; // ISO-shaped text compares like the wall clock it names
            for (const period of schedule.closePeriods) {
              expect(wall >= period.start && wall < period.end).toBe(false);
            }
            const result = checkDeliveryTime({ date, time }, now, schedule);
            if (!result.ok) throw new Error(`listed slot rejected: ${result.code}`);
            expect(result.at.getTime()).toBeGreaterThanOrEqual(Math.max(earliest, now.getTime()));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('nextValidTime is the first listed slot at or after the requested moment', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: -600, max: 12 * 1440 }), ({ now, schedule }, minutesAhead) => {
        const from = new Date(now.getTime() + minutesAhead * 60_000);
        const bruteForce = listSelectableDates(now, schedule)
          .flatMap(({ date }) => listSlots(date, now, schedule).map((time) => ({ date, time })))
          .map(({ date, time }) => checkDeliveryTime({ date, time }, now, schedule))
          .flatMap((result) => (result.ok ? [result] : []))
          .find((result) => result.at.getTime() >= from.getTime());
        const next = nextValidTime(from, now, schedule);
        if (!bruteForce) {
          expect(next).toBeNull();
        } else {
          expect(next).toEqual({ at: bruteForce.at, date: bruteForce.date, time: bruteForce.time });
        }
      }),
      { numRuns: 150 },
    );
  });
});
