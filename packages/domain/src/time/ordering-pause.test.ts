import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from './delivery-schedule.ts';
import { checkDeliveryTime, listSlots } from './delivery-slots.ts';
import { isOpenNow } from './opening-hours.ts';
import { earliestOrderTime } from './order-window.ts';
import { activeBusyMinutes, activePauseUntil, nextPauseChange } from './ordering-pause.ts';

const allDay: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 20,
  availableDays: 3,
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt: '00:00', closeAt: '24:00' })),
  closePeriods: [],
  closedFlag: false,
};
const now = new Date('2026-11-24T17:00:00Z'); // Tuesday 18:00 in Berlin
const paused = { ...allDay, pausedUntil: '2026-11-24T18:10:00.000Z' }; // until 19:10

describe("a manager's pause of online ordering", () => {
  it('closes "as soon as possible" and every time before its end, then ends by itself', () => {
    expect(isOpenNow(now, paused)).toBe(false);
    expect(earliestOrderTime(now, paused)).toEqual(new Date('2026-11-24T18:15:00Z'));
    expect(checkDeliveryTime({ date: '2026-11-24', time: '19:00' }, now, paused)).toEqual({ ok: false, code: 'restaurant_closed' });
    expect(checkDeliveryTime({ date: '2026-11-24', time: '19:15' }, now, paused)).toMatchObject({ ok: true });
    expect(listSlots('2026-11-24', now, paused)[0]).toBe('19:15');
    const after = new Date('2026-11-24T18:10:00Z');
    expect(isOpenNow(after, paused)).toBe(true);
    expect(earliestOrderTime(after, paused)).toEqual(earliestOrderTime(after, allDay));
  });

  it('never lets a time before its end through, whatever the time asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 4 - 1 }), (step) => {
        const minutes = step * 15;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const result = checkDeliveryTime({ date: '2026-11-24', time }, now, paused);
        if (result.ok) expect(result.at.getTime()).toBeGreaterThanOrEqual(Date.parse(paused.pausedUntil));
      }),
    );
  });
});

describe('the pause and busy levers', () => {
  const levers = { pausedUntil: new Date('2026-11-24T18:10:00Z'), busyExtraMinutes: 30, busyUntil: new Date('2026-11-24T20:00:00Z') };
  it('are on until their end and tell when the next one ends', () => {
    expect(activePauseUntil(levers, now)).toEqual(levers.pausedUntil);
    expect(activeBusyMinutes(levers, now)).toBe(30);
    expect(nextPauseChange(levers, now)).toEqual(levers.pausedUntil);
    const later = new Date('2026-11-24T19:00:00Z');
    expect(activePauseUntil(levers, later)).toBeNull();
    expect(nextPauseChange(levers, later)).toEqual(levers.busyUntil);
    const over = new Date('2026-11-24T20:00:00Z');
    expect([activeBusyMinutes(levers, over), nextPauseChange(levers, over)]).toEqual([0, null]);
  });
});

describe('the end of a pause', () => {
  it('is no longer paused at its last instant', () => {
    const until = new Date('2026-11-26T15:00:00Z');
    const pause = { pausedUntil: until, busyExtraMinutes: 0, busyUntil: null };
    expect(activePauseUntil(pause, new Date(until.getTime() - 1))).toEqual(until);
    expect(activePauseUntil(pause, until)).toBeNull();
  });
});
