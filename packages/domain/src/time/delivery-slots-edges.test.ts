import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from './delivery-schedule.ts';
import { checkDeliveryTime, listSlots, nextValidTime } from './delivery-slots.ts';
import { earliestOrderTime, isPausedCompiled } from './order-window.ts';
import { compileSchedule } from './delivery-schedule.ts';

// Edges of the time rules that mutation testing found unguarded (issue 31): pauses, the closed flag
// at midnight, "now" itself, and slots of windows listed out of order.

/** Open every day 11:00–22:00 in Berlin, 30 minutes' lead. */
const schedule = (over: Partial<DeliverySchedule> = {}): DeliverySchedule => ({
  timeZone: 'Europe/Berlin',
  leadMinutes: 30,
  availableDays: 3,
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt: '11:00', closeAt: '22:00' })),
  closePeriods: [],
  closedFlag: false,
  ...over,
});
const berlin = (iso: string) => new Date(`${iso}+01:00`); // November: UTC+1
const now = berlin('2026-11-26T12:00:00'); // Thursday 12:00

describe('a pause of online ordering', () => {
  const paused = schedule({ pausedUntil: berlin('2026-11-26T15:00:00').toISOString() });

  it('refuses a time inside it as closed, and a time just after its end is fine', () => {
    expect(checkDeliveryTime({ date: '2026-11-26', time: '14:45' }, now, paused)).toEqual({ ok: false, code: 'restaurant_closed' });
    expect(checkDeliveryTime({ date: '2026-11-26', time: '15:00' }, now, paused)).toMatchObject({ ok: true, time: '15:00' });
  });

  it('no longer holds once it has ended, and a time before the lead is then "not open", not "closed"', () => {
    const later = berlin('2026-11-26T15:00:00');
    expect(checkDeliveryTime({ date: '2026-11-26', time: '15:15' }, later, paused)).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(isPausedCompiled(later, compileSchedule(paused))).toBe(false);
    expect(isPausedCompiled(new Date(later.getTime() - 1), compileSchedule(paused))).toBe(true);
    expect(isPausedCompiled(now, compileSchedule(schedule()))).toBe(false);
  });

  it('is not "closed" for a time inside the lead when there is no pause', () => {
    expect(checkDeliveryTime({ date: '2026-11-26', time: '12:15' }, now, schedule())).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
  });

  it('explains only the times it covers: one at or after its end but inside a longer lead is "not open"', () => {
    const longLead = schedule({ leadMinutes: 4 * 60, pausedUntil: berlin('2026-11-26T15:00:00').toISOString() }); // earliest 16:00
    expect(checkDeliveryTime({ date: '2026-11-26', time: '14:45' }, now, longLead)).toEqual({ ok: false, code: 'restaurant_closed' });
    expect(checkDeliveryTime({ date: '2026-11-26', time: '15:00' }, now, longLead)).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(checkDeliveryTime({ date: '2026-11-26', time: '15:30' }, now, longLead)).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(checkDeliveryTime({ date: '2026-11-26', time: '16:00' }, now, longLead)).toMatchObject({ ok: true });
  });

  it('is no pause at all when there is none, not one until the epoch: before 1970 too', () => {
    // `null` must not read as 0 (1970-01-01T00:00Z), which is still ahead of a 1969 `now`.
    const utc = schedule({ timeZone: 'UTC', leadMinutes: 120 });
    const eve = new Date('1969-12-31T20:00:00Z');
    expect(isPausedCompiled(eve, compileSchedule(utc))).toBe(false);
    expect(earliestOrderTime(eve, utc).toISOString()).toBe('1969-12-31T22:00:00.000Z');
    expect(checkDeliveryTime({ date: '1969-12-31', time: '21:00' }, eve, utc)).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
  });
});

describe('a blank date', () => {
  it('is a missing date, not a malformed one', () => {
    expect(checkDeliveryTime({ date: '   ', time: '12:00' }, now, schedule())).toEqual({ ok: false, code: 'delivery_time_required', field: 'date' });
  });
});

describe('the closed flag and the exact present', () => {
  it('keeps today closed but not tomorrow 00:00, even when the lead time reaches past midnight', () => {
    const allDay = schedule({ hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt: '00:00', closeAt: '24:00' })), closedFlag: true });
    const lateEvening = berlin('2026-11-26T23:50:00');
    expect(checkDeliveryTime({ date: '2026-11-26', time: '23:45' }, berlin('2026-11-26T23:00:00'), allDay)).toEqual({ ok: false, code: 'restaurant_closed' });
    expect(checkDeliveryTime({ date: '2026-11-27', time: '00:00' }, lateEvening, allDay)).toEqual({ ok: false, code: 'restaurant_not_open_at_desired_time' });
    expect(checkDeliveryTime({ date: '2026-11-27', time: '00:30' }, lateEvening, allDay)).toMatchObject({ ok: true });
  });

  it('accepts the very minute of now when there is no lead time', () => {
    expect(checkDeliveryTime({ date: '2026-11-26', time: '12:00' }, now, schedule({ leadMinutes: 0 }))).toMatchObject({ ok: true, time: '12:00' });
    expect(checkDeliveryTime({ date: '2026-11-26', time: '11:45' }, now, schedule({ leadMinutes: 0 }))).toEqual({ ok: false, code: 'order_time_in_past' });
  });
});

describe('slots of windows listed out of order', () => {
  // Friday's night window runs past midnight into Saturday and is listed after Saturday's lunch.
  const night = schedule({
    leadMinutes: 0,
    hours: [
      { weekday: 6, openAt: '11:00', closeAt: '11:30' },
      { weekday: 5, openAt: '23:00', closeAt: '01:00' },
    ],
  });

  it('come out earliest first', () => {
    expect(listSlots('2026-11-28', now, night)).toEqual(['00:00', '00:15', '00:30', '00:45', '11:00', '11:15']);
  });

  it('and the next valid time is the earliest one after the asked instant', () => {
    expect(nextValidTime(berlin('2026-11-27T23:50:00'), now, night)).toMatchObject({ date: '2026-11-28', time: '00:00' });
    expect(nextValidTime(berlin('2026-11-28T00:50:00'), now, night)).toMatchObject({ date: '2026-11-28', time: '11:00' });
  });
});
