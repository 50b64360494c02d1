import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToLocalDate, formatClockTime, weekdayOfLocalDate } from '../time/local-clock.ts';
import { ticketDates, ticketSlotsForDate, type TicketTime } from './ticket-slots.ts';

const zone = 'Europe/Berlin';
const now = new Date('2026-04-27T08:00:00Z'); // Monday 10:00 in Berlin

const times: TicketTime[] = [
  { id: 1, weekday: 1, time: '14:00', duration: '01:30', capacity: 20 },
  { id: 2, weekday: 1, time: '09:00', duration: '01:00', capacity: null },
  { id: 3, weekday: 2, time: '10:00', duration: '02:00', capacity: 0 },
  {
    id: 4,
    weekday: 2,
    time: '12:00',
    duration: '00:45',
    capacity: null,
    startDate: '2026-05-05',
    endDate: '2026-05-12',
  },
  { id: 5, weekday: 6, time: '23:00', duration: '02:00', capacity: 5 },
];

describe('ticketSlotsForDate', () => {
  it('lists the matching weekday, drops past starts, and computes the end', () => {
    const slots = ticketSlotsForDate('2026-04-27', times, now, zone);
    expect(slots).toEqual([
      {
        ticketTimeId: 1,
        date: '2026-04-27',
        time: '14:00',
        endDate: '2026-04-27',
        endTime: '15:30',
        start: new Date('2026-04-27T12:00:00Z'),
        end: new Date('2026-04-27T13:30:00Z'),
        capacity: 20,
      },
    ]);
    expect(ticketSlotsForDate('2026-05-04', times, now, zone).map((slot) => slot.ticketTimeId)).toEqual([2, 1]);
  });

  it('hides sold-out times (capacity 0) and keeps unlimited ones (null)', () => {
    expect(ticketSlotsForDate('2026-04-28', times, now, zone)).toEqual([]);
    expect(
      ticketSlotsForDate('2026-05-04', times, now, zone).find((slot) => slot.ticketTimeId === 2)?.capacity,
    ).toBeNull();
  });

  it('respects the start and end dates, inclusive', () => {
    expect(ticketSlotsForDate('2026-05-05', times, now, zone).map((slot) => slot.ticketTimeId)).toEqual([4]);
    expect(ticketSlotsForDate('2026-05-12', times, now, zone).map((slot) => slot.ticketTimeId)).toEqual([4]);
    expect(ticketSlotsForDate('2026-05-19', times, now, zone)).toEqual([]);
  });

  it('ends on the next day when the duration crosses midnight', () => {
    const [slot] = ticketSlotsForDate('2026-05-02', times, now, zone);
    expect(slot).toMatchObject({ date: '2026-05-02', time: '23:00', endDate: '2026-05-03', endTime: '01:00' });
  });

  it('measures the duration in elapsed time across a DST change', () => {
    const night: TicketTime[] = [{ id: 9, weekday: 0, time: '01:00', duration: '02:00', capacity: null }];
    const [spring] = ticketSlotsForDate('2026-03-29', night, new Date('2026-03-01T00:00:00Z'), zone);
    expect(spring).toMatchObject({ endTime: '04:00' });
    expect(spring!.end.getTime() - spring!.start.getTime()).toBe(2 * 3600_000);
    const skipped: TicketTime[] = [{ id: 10, weekday: 0, time: '02:30', duration: '01:00', capacity: null }];
    expect(ticketSlotsForDate('2026-03-29', skipped, new Date('2026-03-01T00:00:00Z'), zone)).toEqual([]);
  });

  it('takes the duration as minutes too', () => {
    const asMinutes: TicketTime[] = [{ id: 6, weekday: 1, time: '18:00', duration: 150, capacity: null }];
    expect(ticketSlotsForDate('2026-05-04', asMinutes, now, zone)[0]).toMatchObject({ endTime: '20:30' });
    expect(() => ticketSlotsForDate('2026-05-04', [{ ...asMinutes[0]!, duration: -5 }], now, zone)).toThrow(RangeError);
  });

  it('returns nothing for an invalid date and throws on a malformed ticket time', () => {
    expect(ticketSlotsForDate('2026-02-30', times, now, zone)).toEqual([]);
    const broken: TicketTime[] = [{ id: 1, weekday: 1, time: '25:00', duration: '01:00', capacity: null }];
    expect(() => ticketSlotsForDate('2026-05-04', broken, now, zone)).toThrow(RangeError);
  });

  it('only ever yields future, open, in-range slots on the right weekday', () => {
    const ticketArb: fc.Arbitrary<TicketTime> = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      weekday: fc.integer({ min: 0, max: 6 }),
      time: fc.integer({ min: 0, max: 1439 }).map(formatClockTime),
      duration: fc
        .integer({ min: 0, max: 3000 })
        .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
      capacity: fc.option(fc.integer({ min: -2, max: 50 })),
      startDate: fc.option(fc.integer({ min: -5, max: 10 }).map((d) => addDaysToLocalDate('2026-04-27', d))),
      endDate: fc.option(fc.integer({ min: -5, max: 20 }).map((d) => addDaysToLocalDate('2026-04-27', d))),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(ticketArb, { maxLength: 6, selector: (t) => t.id }),
        fc.integer({ min: -2, max: 14 }),
        (ticketTimes, offset) => {
          const date = addDaysToLocalDate('2026-04-27', offset);
          const slots = ticketSlotsForDate(date, ticketTimes, now, zone);
          for (const slot of slots) {
            const source = ticketTimes.find((t) => t.id === slot.ticketTimeId)!;
            expect(slot.time).toBe(source.time);
            expect(source.weekday).toBe(weekdayOfLocalDate(date));
            expect(source.capacity === null || source.capacity > 0).toBe(true);
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(now.getTime());
            expect(slot.end.getTime()).toBeGreaterThanOrEqual(slot.start.getTime());
            if (source.startDate) expect(date >= source.startDate).toBe(true);
            if (source.endDate) expect(date <= source.endDate).toBe(true);
          }
          for (let i = 1; i < slots.length; i++) {
            expect(slots[i]!.start.getTime()).toBeGreaterThanOrEqual(slots[i - 1]!.start.getTime());
          }
        },
      ),
    );
  });
});

describe('ticketDates', () => {
  it('enables exactly the days with a slot', () => {
    const dates = ticketDates('2026-04-27', '2026-05-03', times, now, zone);
    expect(dates.filter((d) => d.enabled).map((d) => d.date)).toEqual(['2026-04-27', '2026-05-02']);
    expect(dates).toHaveLength(7);
  });
});

describe('ticket slots at their edges', () => {
  const monday = '2026-04-27'; // `now` is Monday 10:00 in Berlin
  const at = (over: Partial<TicketTime>): TicketTime => ({ id: 1, weekday: 1, time: '10:00', duration: 60, capacity: null, ...over });

  it('still offer a slot that starts this very minute', () => {
    expect(ticketSlotsForDate(monday, [at({})], now, zone).map((slot) => slot.time)).toEqual(['10:00']);
    expect(ticketSlotsForDate(monday, [at({ time: '09:45' })], now, zone)).toEqual([]);
  });

  it('order slots starting together by their id', () => {
    const slots = ticketSlotsForDate(monday, [at({ id: 9, time: '12:00' }), at({ id: 3, time: '12:00' }), at({ id: 5, time: '11:00' })], now, zone);
    expect(slots.map((slot) => slot.ticketTimeId)).toEqual([5, 3, 9]);
  });

  it('take a duration of 0 minutes, and refuse a negative one or a broken time, duration or date, naming the ticket time', () => {
    expect(ticketSlotsForDate(monday, [at({ duration: 0 })], now, zone)[0]).toMatchObject({ time: '10:00', endTime: '10:00' });
    expect(() => ticketSlotsForDate(monday, [at({ id: 7, duration: -5 })], now, zone)).toThrow('ticket time 7: invalid duration "-5"');
    expect(() => ticketSlotsForDate(monday, [at({ id: 7, time: '25:00' })], now, zone)).toThrow('ticket time 7: invalid time "25:00"');
    expect(() => ticketSlotsForDate(monday, [at({ id: 7, duration: 'long' })], now, zone)).toThrow('ticket time 7: invalid duration "long"');
    expect(() => ticketSlotsForDate(monday, [at({ id: 7, startDate: '2026-13-01' })], now, zone)).toThrow('ticket time 7: invalid date "2026-13-01"');
  });

  it('treat an empty start or end date as unbounded', () => {
    expect(ticketSlotsForDate(monday, [at({ startDate: '', endDate: '' })], now, zone)).toHaveLength(1);
    expect(ticketSlotsForDate(monday, [at({ startDate: null, endDate: undefined })], now, zone)).toHaveLength(1);
  });

  it('list no dates when either end of the range is not a date', () => {
    expect(ticketDates('2026-04-27', 'soon', [at({})], now, zone)).toEqual([]);
    expect(ticketDates('today', '2026-04-28', [at({})], now, zone)).toEqual([]);
    expect(ticketDates('2026-04-27', '2026-04-28', [at({})], now, zone)).toEqual([
      { date: '2026-04-27', enabled: true },
      { date: '2026-04-28', enabled: false },
    ]);
  });
});
