import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeliverySchedule } from './delivery-schedule.ts';
import { checkDeliveryTime, nextValidTime } from './delivery-slots.ts';
import { nextValidTimeWithRoom } from './next-free-slot.ts';

const schedule: DeliverySchedule = {
  timeZone: 'Europe/Berlin',
  leadMinutes: 20,
  availableDays: 2,
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openAt: '11:00', closeAt: '14:00' })),
  closePeriods: [],
  closedFlag: false,
};
const now = new Date('2026-03-02T08:00:00Z'); // Monday 09:00 in Berlin

describe('nextValidTimeWithRoom', () => {
  it('answers the first valid slot when it has room', () => {
    expect(nextValidTimeWithRoom(now, now, schedule, () => true)).toEqual(nextValidTime(now, now, schedule));
  });

  it('skips full slots, across the lunch break into the next day', () => {
    const full = new Set(['2026-03-02 11:00', '2026-03-02 11:15']);
    const slot = nextValidTimeWithRoom(now, now, schedule, (s) => !full.has(`${s.date} ${s.time}`));
    expect(`${slot?.date} ${slot?.time}`).toBe('2026-03-02 11:30');
    const afterLunch = nextValidTimeWithRoom(now, now, schedule, (s) => s.date !== '2026-03-02');
    expect(`${afterLunch?.date} ${afterLunch?.time}`).toBe('2026-03-03 11:00');
  });

  it('is null when every slot until the latest order time is full', () => {
    expect(nextValidTimeWithRoom(now, now, schedule, () => false)).toBeNull();
  });

  it('only ever answers valid times at or after `from` that have room', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 24 * 60 }), fc.integer({ min: 1, max: 7 }), (offsetMinutes, modulo) => {
        const from = new Date(now.getTime() + offsetMinutes * 60_000);
        const hasRoom = (s: { at: Date }) => (s.at.getTime() / 900_000) % modulo === 0;
        const slot = nextValidTimeWithRoom(from, now, schedule, hasRoom);
        if (slot) {
          expect(slot.at.getTime()).toBeGreaterThanOrEqual(from.getTime());
          expect(hasRoom(slot)).toBe(true);
          expect(checkDeliveryTime({ date: slot.date, time: slot.time }, now, schedule).ok).toBe(true);
        }
      }),
    );
  });
});
