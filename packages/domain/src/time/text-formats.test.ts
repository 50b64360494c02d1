import { describe, expect, it } from 'vitest';
import { normalizeQuantity } from '../stock/quantity.ts';
import { formatLocalDate } from './format-local-date-time.ts';
import { parseDuration, parseLocalDate, splitDeliveryTime } from './local-clock.ts';
import { nextValidTimeWithRoom } from './next-free-slot.ts';
import type { DeliverySchedule } from './delivery-schedule.ts';

// The text forms the rules read must match whole: mutation testing found anchors and trims that no test needed.

describe('texts read whole, not in part', () => {
  it('durations', () => {
    expect(parseDuration('130:05')).toBe(7805);
    expect(parseDuration('x1:30')).toBeNull();
    expect(parseDuration('1:305')).toBeNull();
  });

  it('local dates', () => {
    expect(parseLocalDate('x2026-11-26')).toBeNull();
    expect(parseLocalDate('2026-11-26x')).toBeNull();
  });

  it('delivery times, with spaces around and optional :00 seconds only', () => {
    expect(splitDeliveryTime(' 2026-11-26 12:00 ')).toEqual({ date: '2026-11-26', time: '12:00' });
    expect(splitDeliveryTime('2026-11-26 12:00:00')).toEqual({ date: '2026-11-26', time: '12:00' });
    expect(splitDeliveryTime('2026-11-26 12:00:30')).toBeNull();
    expect(splitDeliveryTime('2026-11-26')).toBeNull();
  });

  it('dates for display are left as they are unless they are exactly a date', () => {
    expect(formatLocalDate('2026-11-26', 'de')).toBe('26.11.26');
    expect(formatLocalDate('2026-11-26T10:00', 'de')).toBe('2026-11-26T10:00');
    expect(formatLocalDate('on 2026-11-26', 'en')).toBe('on 2026-11-26');
  });

  it('quantities: the whole number a text starts with, else 1', () => {
    expect(normalizeQuantity('3 pizzas')).toBe(3);
    expect(normalizeQuantity(' 4 ')).toBe(4);
    expect(normalizeQuantity(2.9)).toBe(2);
    expect(normalizeQuantity('pizza')).toBe(1);
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(null)).toBe(1);
  });
});

describe('the next slot with room', () => {
  const open: DeliverySchedule = {
    timeZone: 'UTC',
    leadMinutes: 0,
    availableDays: 0,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt: '12:00', closeAt: '13:00' })),
    closePeriods: [],
    closedFlag: false,
  };
  const now = new Date('2026-11-26T11:00:00Z');

  it('asks at most maxSlots slots', () => {
    const roomFromSecond = (slot: { time: string }) => slot.time !== '12:00';
    expect(nextValidTimeWithRoom(now, now, open, roomFromSecond, 1)).toBeNull();
    expect(nextValidTimeWithRoom(now, now, open, roomFromSecond, 2)).toMatchObject({ time: '12:15' });
    expect(nextValidTimeWithRoom(now, now, open, () => false)).toBeNull();
  });
});
