import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule, OpeningHoursRow } from './delivery-schedule.ts';
import { checkDeliveryTime } from './delivery-slots.ts';
import { asapAvailability } from './next-bookable-time.ts';
import { isOpenNow } from './opening-hours.ts';

const weekdays = (days: number[], openAt: string, closeAt: string): OpeningHoursRow[] =>
  days.map((weekday) => ({ weekday, openAt, closeAt }));

/** Mon–Fri lunch 11:30–14:00 and dinner 17:00–22:00, Sunday closed. */
const lunchAndDinner: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 6,
  hours: [...weekdays([1, 2, 3, 4, 5, 6], '11:30', '14:00'), ...weekdays([1, 2, 3, 4, 5, 6], '17:00', '22:00')],
  closePeriods: [],
  closedFlag: false,
};
// 2026-04-27 is a Monday; Berlin is UTC+2 (summer time).
const at = (berlinLocal: string) => new Date(`${berlinLocal}:00+02:00`);

describe('asapAvailability', () => {
  it('offers as soon as possible while the type is open', () => {
    expect(asapAvailability(at('2026-04-27T12:10'), lunchAndDinner)).toEqual({ asap: true });
  });

  it('before opening, offers the opening time itself when the lead time fits before it', () => {
    const answer = asapAvailability(at('2026-04-27T09:05'), lunchAndDinner);
    expect(answer).toMatchObject({ asap: false, next: { date: '2026-04-27', time: '11:30' } });
  });

  it('in the afternoon gap, offers the dinner opening', () => {
    expect(asapAvailability(at('2026-04-27T15:00'), lunchAndDinner)).toMatchObject({
      asap: false,
      next: { date: '2026-04-27', time: '17:00' },
    });
  });

  it('when the lead time reaches past the opening, offers the first step after it', () => {
    expect(asapAvailability(at('2026-04-27T11:20'), lunchAndDinner)).toMatchObject({
      asap: false,
      next: { date: '2026-04-27', time: '12:00' },
    });
  });

  it('after closing on Saturday, skips the closed Sunday to Monday lunch', () => {
    expect(asapAvailability(at('2026-05-02T22:30'), lunchAndDinner)).toMatchObject({
      asap: false,
      next: { date: '2026-05-04', time: '11:30' },
    });
  });

  it('closed for today by the flag: offers tomorrow even though the hours are open now', () => {
    const closed = { ...lunchAndDinner, closedFlag: true };
    expect(asapAvailability(at('2026-04-27T12:10'), closed)).toMatchObject({
      asap: false,
      next: { date: '2026-04-28', time: '11:30' },
    });
  });

  it('paused by the board: offers the first step after the pause', () => {
    const paused = { ...lunchAndDinner, pausedUntil: at('2026-04-27T12:50').toISOString() };
    expect(asapAvailability(at('2026-04-27T12:10'), paused)).toMatchObject({
      asap: false,
      next: { date: '2026-04-27', time: '13:00' },
    });
  });

  it('names no time when nothing is left in the order window', () => {
    const todayOnly = { ...lunchAndDinner, availableDays: 0 };
    expect(asapAvailability(at('2026-04-27T22:10'), todayOnly)).toEqual({ asap: false, next: null });
  });

  it('whenever it names a time, the delivery-time rule accepts exactly that time, and the type is closed now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 * 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 120 }),
        fc.boolean(),
        (minutes, leadMinutes, closedFlag) => {
          const schedule = { ...lunchAndDinner, leadMinutes, closedFlag };
          const now = new Date(at('2026-04-27T00:00').getTime() + minutes * 60_000);
          const answer = asapAvailability(now, schedule);
          expect(answer.asap).toBe(isOpenNow(now, schedule));
          if (answer.asap || !answer.next) return;
          expect(checkDeliveryTime(answer.next, now, schedule)).toMatchObject({ ok: true, at: answer.next.at });
        },
      ),
    );
  });
});
