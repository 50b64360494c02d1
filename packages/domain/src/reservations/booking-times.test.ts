import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToLocalDate } from '../time/local-clock.ts';
import { toLocalMoment } from '../time/zoned.ts';
import {
  bookingDates,
  bookingTimes,
  bookingWindow,
  overlaps,
  pickTable,
  type HeldTable,
  type ReservableTable,
  type ReservationRules,
} from './booking-times.ts';

// Monday 1 March 2027, 12:00 in Berlin.
const NOW = new Date('2027-03-01T11:00:00Z');
const TZ = 'Europe/Berlin';

const rules = (over: Partial<ReservationRules> = {}): ReservationRules => ({
  timeZone: TZ,
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '17:00', end: '23:00' })),
  stepMinutes: 30,
  durationMinutes: 120,
  leadMinutes: 60,
  availableDays: 30,
  maxPartySize: 8,
  closedDays: [],
  ...over,
});
const tables: ReservableTable[] = [
  { id: 1, seats: 2 },
  { id: 2, seats: 4 },
  { id: 3, seats: 6 },
];
const at = (iso: string) => new Date(iso);

describe('booking times', () => {
  it('lie on the step grid and end inside the hours', () => {
    const times = bookingTimes({ now: NOW, date: '2027-03-01', people: 2, rules: rules(), tables, held: [] });
    expect(times.map((t) => t.time)).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
    ]);
    expect(times[0]!.startsAt.toISOString()).toBe('2027-03-01T16:00:00.000Z');
    expect(times[0]!.endsAt.toISOString()).toBe('2027-03-01T18:00:00.000Z');
    expect(times[0]!.freeTableIds).toEqual([1, 2, 3]);
  });

  it('respect the lead time, the window and the closed days', () => {
    const lateNow = at('2027-03-01T17:10:00Z'); // 18:10 in Berlin, lead 60 → 19:10
    expect(
      bookingTimes({ now: lateNow, date: '2027-03-01', people: 2, rules: rules(), tables, held: [] })[0]!.time,
    ).toBe('19:30');
    expect(bookingTimes({ now: NOW, date: '2027-02-28', people: 2, rules: rules(), tables, held: [] })).toEqual([]);
    expect(bookingTimes({ now: NOW, date: '2027-04-01', people: 2, rules: rules(), tables, held: [] })).toEqual([]);
    const closed = rules({ closedDays: [{ from: '2027-03-02', until: '2027-03-03' }] });
    expect(bookingTimes({ now: NOW, date: '2027-03-02', people: 2, rules: closed, tables, held: [] })).toEqual([]);
    expect(bookingDates(NOW, closed).slice(0, 3)).toEqual(['2027-03-01', '2027-03-04', '2027-03-05']);
  });

  it('offer nothing to an empty party or one larger than allowed or than every table', () => {
    for (const people of [0, 9, -1, 2.5]) {
      expect(bookingTimes({ now: NOW, date: '2027-03-01', people, rules: rules(), tables, held: [] })).toEqual([]);
    }
    expect(bookingTimes({ now: NOW, date: '2027-03-01', people: 7, rules: rules(), tables, held: [] })).toEqual([]);
  });

  it('leave out a table while a booking holds it, and the time once every fitting table is held', () => {
    const held: HeldTable[] = [
      { tableId: 3, startsAt: at('2027-03-01T17:00:00Z'), endsAt: at('2027-03-01T19:00:00Z') },
    ];
    const times = bookingTimes({ now: NOW, date: '2027-03-01', people: 5, rules: rules(), tables, held });
    // 18:00–20:00 is held, so every start before 20:00 would overlap it (a booking lasts 2 hours).
    expect(times.map((t) => t.time)).toEqual(['20:00', '20:30', '21:00']);
    expect(
      bookingTimes({ now: NOW, date: '2027-03-01', people: 3, rules: rules(), tables, held })[0]!.freeTableIds,
    ).toEqual([2]);
  });

  it('follow a window past midnight onto the next date and skip the time a clock change removes', () => {
    const night = rules({ hours: [{ weekday: 6, start: '22:00', end: '03:00' }], durationMinutes: 60, leadMinutes: 0 });
    // Saturday 27 March 2027: clocks go forward on Sunday 28 March at 02:00.
    const now = at('2027-03-27T10:00:00Z');
    expect(
      bookingTimes({ now, date: '2027-03-27', people: 2, rules: night, tables, held: [] }).map((t) => t.time),
    ).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(
      bookingTimes({ now, date: '2027-03-28', people: 2, rules: night, tables, held: [] }).map((t) => t.time),
    ).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      // 02:00 and 02:30 do not exist that night; 03:00 would end after the window
    ]);
  });

  it('leave today out of the bookable dates once its last start is before the lead time', () => {
    const evening = at('2027-03-01T19:30:00Z'); // 20:30 in Berlin: 21:00 is before 20:30 + 60 minutes
    expect(bookingDates(evening, rules())[0]).toBe('2027-03-02');
    expect(bookingDates(at('2027-03-01T19:00:00Z'), rules())[0]).toBe('2027-03-01'); // 21:00 is still possible
  });

  it('name the booking window on the restaurant clock', () => {
    expect(bookingWindow(at('2027-03-01T23:30:00Z'), rules({ availableDays: 2 }))).toEqual({
      firstDate: '2027-03-02',
      lastDate: '2027-03-04',
    });
  });
});

describe('picking a table', () => {
  it('gives the fewest seats that fit, then the lowest id', () => {
    expect(pickTable(tables, 3)?.id).toBe(2);
    expect(
      pickTable(
        [
          { id: 9, seats: 4 },
          { id: 4, seats: 4 },
        ],
        4,
      )?.id,
    ).toBe(4);
    expect(pickTable(tables, 7)).toBeNull();
  });
});

// ---------------------------------------------------------------- properties

const tableList = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 30 }), seats: fc.integer({ min: 1, max: 10 }) }),
  {
    selector: (t) => t.id,
    maxLength: 8,
  },
);
const ruleSet = fc.record({
  step: fc.constantFrom(15, 30, 45, 60),
  duration: fc.integer({ min: 15, max: 240 }),
  lead: fc.integer({ min: 0, max: 600 }),
  days: fc.integer({ min: 0, max: 14 }),
  max: fc.integer({ min: 1, max: 12 }),
  zone: fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  open: fc.integer({ min: 0, max: 23 }),
  length: fc.integer({ min: 1, max: 14 }),
});
const nowArb = fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true });

function build(r: {
  step: number;
  duration: number;
  lead: number;
  days: number;
  max: number;
  zone: string;
  open: number;
  length: number;
}): ReservationRules {
  const start = `${String(r.open).padStart(2, '0')}:00`;
  const end = `${String((r.open + r.length) % 24).padStart(2, '0')}:00`;
  return {
    timeZone: r.zone,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end })),
    stepMinutes: r.step,
    durationMinutes: r.duration,
    leadMinutes: r.lead,
    availableDays: r.days,
    maxPartySize: r.max,
    closedDays: [],
  };
}

/**
 * The oracle for "two bookings clash", written apart from `overlaps` (the function under test): two
 * half-open intervals share time exactly when the later start is before the earlier end.
 */
function intervalsShareTime(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return Math.max(aStart.getTime(), bStart.getTime()) < Math.min(aEnd.getTime(), bEnd.getTime());
}

/**
 * Rules, a date and a party that always have booking times: the date is two days ahead (past any lead
 * time), the window is inside one day and in the afternoon (no clock change removes it), a booking fits in
 * it, and one table seats everyone.
 */
const bookableCase = fc
  .record({
    step: fc.constantFrom(15, 30, 45, 60),
    lead: fc.integer({ min: 0, max: 600 }),
    zone: fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'),
    open: fc.integer({ min: 10, max: 18 }),
    length: fc.integer({ min: 1, max: 5 }),
    durationShare: fc.double({ min: 0.1, max: 1, noNaN: true }),
    people: fc.integer({ min: 1, max: 6 }),
    tables: tableList,
    now: nowArb,
  })
  .map((c) => ({
    rules: {
      ...build({ step: c.step, duration: 15, lead: c.lead, days: 14, max: 12, zone: c.zone, open: c.open, length: c.length }),
      durationMinutes: Math.max(15, Math.floor(c.length * 60 * c.durationShare)),
    },
    now: c.now,
    date: addDaysToLocalDate(toLocalMoment(c.now, c.zone).date, 2),
    people: c.people,
    tables: [...c.tables, { id: 99, seats: 12 }],
  }));

describe('booking times (properties)', () => {
  it('only ever offer free tables that seat the party, after the lead time, on the asked date', () => {
    fc.assert(
      fc.property(
        ruleSet,
        nowArb,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        tableList,
        (r, now, offset, people, list) => {
          const built = build(r);
          const date = addDaysToLocalDate(toLocalMoment(now, r.zone).date, offset);
          const held: HeldTable[] = list.slice(0, 3).map((t, i) => ({
            tableId: t.id,
            startsAt: new Date(now.getTime() + (i + 1) * 3_600_000),
            endsAt: new Date(now.getTime() + (i + 3) * 3_600_000),
          }));
          for (const time of bookingTimes({ now, date, people, rules: built, tables: list, held })) {
            expect(time.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + r.lead * 60_000);
            expect(toLocalMoment(time.startsAt, r.zone).date).toBe(date);
            expect(time.endsAt.getTime() - time.startsAt.getTime()).toBe(r.duration * 60_000);
            expect(people).toBeLessThanOrEqual(r.max);
            expect(time.freeTableIds.length).toBeGreaterThan(0);
            for (const id of time.freeTableIds) {
              expect(list.find((t) => t.id === id)!.seats).toBeGreaterThanOrEqual(people);
              expect(held.some((h) => h.tableId === id && intervalsShareTime(h.startsAt, h.endsAt, time.startsAt, time.endsAt))).toBe(false);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('booking an offered table removes it from every overlapping time and from no other', () => {
    fc.assert(
      fc.property(bookableCase, fc.nat(), ({ rules: built, now, date, people, tables: list }, pick) => {
        const before = bookingTimes({ now, date, people, rules: built, tables: list, held: [] });
        // The case is built to have times: an empty answer is a failure, not a case to skip.
        expect(before.length).toBeGreaterThan(0);
        const chosen = before[pick % before.length]!;
        const table = pickTable(
          list.filter((t) => chosen.freeTableIds.includes(t.id)),
          people,
        )!;
        const held = [{ tableId: table.id, startsAt: chosen.startsAt, endsAt: chosen.endsAt }];
        const after = bookingTimes({ now, date, people, rules: built, tables: list, held });
        for (const time of before) {
          const later = after.find((t) => t.time === time.time);
          const clash = intervalsShareTime(chosen.startsAt, chosen.endsAt, time.startsAt, time.endsAt);
          const expected = time.freeTableIds.filter((id) => !(clash && id === table.id));
          expect(later?.freeTableIds ?? []).toEqual(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never offer more with more bookings or fewer tables (monotone)', () => {
    fc.assert(
      fc.property(ruleSet, nowArb, fc.integer({ min: 1, max: 6 }), tableList, (r, now, people, list) => {
        const built = build(r);
        const date = addDaysToLocalDate(toLocalMoment(now, r.zone).date, 1);
        const all = bookingTimes({ now, date, people, rules: built, tables: list, held: [] });
        const fewer = bookingTimes({ now, date, people, rules: built, tables: list.slice(1), held: [] });
        expect(fewer.length).toBeLessThanOrEqual(all.length);
        for (const time of fewer) expect(all.map((t) => t.time)).toContain(time.time);
      }),
      { numRuns: 150 },
    );
  });

  it('list as bookable dates exactly the days of the window that have times with a free large table', () => {
    fc.assert(
      fc.property(ruleSet, nowArb, (r, now) => {
        const built = build(r);
        const dates = bookingDates(now, built);
        const { firstDate, lastDate } = bookingWindow(now, built);
        const big = [{ id: 1, seats: 100 }];
        for (const date of dates) {
          expect(date >= firstDate && date <= lastDate).toBe(true);
          expect(bookingTimes({ now, date, people: 1, rules: built, tables: big, held: [] }).length).toBeGreaterThan(0);
        }
        // A day after today always has its full grid, so with one big free table it has times.
        const tomorrow = addDaysToLocalDate(firstDate, 1);
        const hasTimes =
          bookingTimes({ now, date: tomorrow, people: 1, rules: built, tables: big, held: [] }).length > 0;
        if (tomorrow <= lastDate) expect(dates.includes(tomorrow)).toBe(hasTimes);
      }),
      { numRuns: 150 },
    );
  });
});

describe('overlaps', () => {
  const booking = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

  it('lets bookings meet back to back, in either order', () => {
    expect(overlaps(booking('2027-03-01T17:00:00Z', '2027-03-01T19:00:00Z'), at('2027-03-01T19:00:00Z'), at('2027-03-01T21:00:00Z'))).toBe(false);
    expect(overlaps(booking('2027-03-01T19:00:00Z', '2027-03-01T21:00:00Z'), at('2027-03-01T17:00:00Z'), at('2027-03-01T19:00:00Z'))).toBe(false);
  });

  it('finds a clash when one starts before the other ends, or one lies inside the other', () => {
    expect(overlaps(booking('2027-03-01T17:00:00Z', '2027-03-01T19:00:00Z'), at('2027-03-01T18:59:00Z'), at('2027-03-01T20:59:00Z'))).toBe(true);
    expect(overlaps(booking('2027-03-01T18:00:00Z', '2027-03-01T20:00:00Z'), at('2027-03-01T17:00:00Z'), at('2027-03-01T18:01:00Z'))).toBe(true);
    expect(overlaps(booking('2027-03-01T17:00:00Z', '2027-03-01T23:00:00Z'), at('2027-03-01T18:00:00Z'), at('2027-03-01T19:00:00Z'))).toBe(true);
  });

  it('a table held at 21:00 leaves 17:00–19:00 free and takes 19:30 on (two-hour bookings)', () => {
    const held: HeldTable[] = [{ tableId: 2, startsAt: at('2027-03-01T20:00:00Z'), endsAt: at('2027-03-01T22:00:00Z') }]; // 21:00 Berlin
    const times = bookingTimes({ now: NOW, date: '2027-03-01', people: 3, rules: rules(), tables: [{ id: 2, seats: 4 }], held });
    expect(times.map((t) => t.time)).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00']);
  });
});

describe('booking times at their edges', () => {
  const monday = '2027-03-01';

  it('offer the time exactly at now plus the lead time', () => {
    // NOW is 12:00 in Berlin; a 60-minute lead makes 13:00 the first bookable minute.
    const noon = rules({ hours: [{ weekday: 1, start: '13:00', end: '16:00' }] });
    expect(bookingTimes({ now: NOW, date: monday, people: 2, rules: noon, tables, held: [] })[0]!.time).toBe('13:00');
  });

  it('offer nothing after the booking window, and nothing on a day without hours from a window of the day before', () => {
    expect(bookingTimes({ now: NOW, date: '2027-04-15', people: 2, rules: rules(), tables, held: [] })).toEqual([]);
    const mondayOnly = rules({ hours: [{ weekday: 1, start: '17:00', end: '23:00' }] });
    expect(bookingTimes({ now: NOW, date: '2027-03-02', people: 2, rules: mondayOnly, tables, held: [] })).toEqual([]);
  });

  it('list free tables by seats, then id, and times earliest first whatever the order of the hours', () => {
    const list: ReservableTable[] = [{ id: 5, seats: 6 }, { id: 3, seats: 4 }, { id: 2, seats: 4 }];
    const split = rules({ hours: [{ weekday: 1, start: '20:00', end: '22:00' }, { weekday: 1, start: '14:00', end: '16:00' }], durationMinutes: 60, stepMinutes: 60 });
    const times = bookingTimes({ now: NOW, date: monday, people: 2, rules: split, tables: list, held: [] });
    expect(times.map((t) => t.time)).toEqual(['14:00', '15:00', '20:00', '21:00']);
    expect(times[0]!.freeTableIds).toEqual([2, 3, 5]);
  });

  it('leave out a date whose only start a clock change skips', () => {
    // Sunday 28 March 2027: Berlin's clocks jump from 02:00 to 03:00.
    const gap = rules({ hours: [{ weekday: 0, start: '02:00', end: '03:00' }], durationMinutes: 60, stepMinutes: 60, leadMinutes: 0, availableDays: 60 });
    expect(bookingDates(NOW, gap)).not.toContain('2027-03-28');
    expect(bookingDates(NOW, gap)).toContain('2027-04-04');
  });

  it('name the broken hours in the error', () => {
    expect(() => bookingTimes({ now: NOW, date: monday, people: 2, rules: rules({ hours: [{ weekday: 1, start: '17:00', end: 'late' }] }), tables, held: [] })).toThrow('reservation hours[0]');
  });
});

describe('booking times after midnight', () => {
  // Saturday 22:00–03:00 only; Monday 1 March 2027 12:00 Berlin is now, nothing skipped by a clock change.
  const saturdayNight = rules({ hours: [{ weekday: 6, start: '22:00', end: '03:00' }], durationMinutes: 60, leadMinutes: 0 });

  it("belong to the day after the window's own weekday, and to no other day", () => {
    expect(bookingTimes({ now: NOW, date: '2027-03-07', people: 2, rules: saturdayNight, tables, held: [] }).map((t) => t.time)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
    ]);
    // Tuesday to Saturday and Monday have no after-midnight times from a Saturday window.
    for (const date of ['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-08']) {
      expect(bookingTimes({ now: NOW, date, people: 2, rules: saturdayNight, tables, held: [] })).toEqual([]);
    }
    expect(bookingTimes({ now: NOW, date: '2027-03-06', people: 2, rules: saturdayNight, tables, held: [] }).map((t) => t.time)).toEqual([
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(bookingDates(NOW, { ...saturdayNight, availableDays: 8 })).toEqual(['2027-03-06', '2027-03-07']);
  });

  it('start at the local times they name, on the next calendar day', () => {
    const [first] = bookingTimes({ now: NOW, date: '2027-03-07', people: 2, rules: saturdayNight, tables, held: [] });
    expect(first!.startsAt.toISOString()).toBe('2027-03-06T23:00:00.000Z'); // Sunday 00:00 in Berlin (UTC+1)
    expect(first!.endsAt.toISOString()).toBe('2027-03-07T00:00:00.000Z');
  });
});
