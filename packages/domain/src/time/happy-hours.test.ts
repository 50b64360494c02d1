import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductOfferedAt, isProductOfferedFor, isWithinHappyHours, type HappyHourWindow } from './happy-hours.ts';

const windows: HappyHourWindow[] = [
  { weekday: 3, start: '15:00', end: '18:00' },
  { weekday: 5, start: '22:00', end: '01:00' },
];

describe('happy hours', () => {
  it('hold inside a window on the restaurant clock and not at its end', () => {
    expect(isWithinHappyHours(new Date('2026-04-29T13:00:00Z'), 'Europe/Berlin', windows)).toBe(true); // Wed 15:00
    expect(isWithinHappyHours(new Date('2026-04-29T16:00:00Z'), 'Europe/Berlin', windows)).toBe(false); // Wed 18:00
    expect(isWithinHappyHours(new Date('2026-04-30T13:00:00Z'), 'Europe/Berlin', windows)).toBe(false); // Thu
  });

  it('use the zone: the same instant is inside for Berlin and outside for New York', () => {
    const at = new Date('2026-04-29T14:00:00Z');
    expect(isWithinHappyHours(at, 'Europe/Berlin', windows)).toBe(true);
    expect(isWithinHappyHours(at, 'America/New_York', windows)).toBe(false);
  });

  it('run past midnight into the next day', () => {
    expect(isWithinHappyHours(new Date('2026-05-01T22:30:00Z'), 'Europe/Berlin', windows)).toBe(true); // Sat 00:30
  });

  it('leave products without windows always offered', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }), (at) => {
        expect(isProductOfferedAt(at, 'Europe/Berlin', [])).toBe(true);
        expect(isWithinHappyHours(at, 'Europe/Berlin', [])).toBe(false);
        expect(isProductOfferedAt(at, 'Europe/Berlin', windows)).toBe(isWithinHappyHours(at, 'Europe/Berlin', windows));
      }),
    );
  });

  it('list a product whose guest picks a date whatever the order time; others only inside their windows', () => {
    const thursday = new Date('2026-04-30T13:00:00Z');
    expect(isProductOfferedFor(thursday, 'Europe/Berlin', { windows, datedByGuest: true })).toBe(true);
    expect(isProductOfferedFor(thursday, 'Europe/Berlin', { windows, datedByGuest: false })).toBe(false);
  });
});

describe('happy hour errors', () => {
  it('name the broken window', () => {
    expect(() => isWithinHappyHours(new Date(), 'Europe/Berlin', [{ weekday: 1, start: '10:00', end: '12:00' }, { weekday: 9, start: '10:00', end: '12:00' }])).toThrow(/^happyHours\[1\]/);
  });
});
