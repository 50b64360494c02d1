import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { localDayNumber, parseLocalDate } from './local-clock.ts';
import { assertTimeZone, isValidTimeZone, localToInstant, startOfLocalDay, toLocalMoment } from './zoned.ts';

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Santiago', 'UTC'];

function day(date: string): number {
  return localDayNumber(parseLocalDate(date)!);
}

describe('toLocalMoment', () => {
  it('agrees with TZDate for any instant and zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const zoned = new TZDate(at.getTime(), zone);
          const local = toLocalMoment(at, zone);
          const expectedDate = `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
          expect(local.date).toBe(expectedDate);
          expect(local.minutes).toBe(zoned.getHours() * 60 + zoned.getMinutes());
          expect(local.weekday).toBe(zoned.getDay());
        },
      ),
    );
  });
});

describe('localToInstant', () => {
  it('resolves an ordinary Berlin time in winter and summer', () => {
    expect(localToInstant(day('2026-01-15'), 12 * 60, 'Europe/Berlin')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(localToInstant(day('2026-07-15'), 12 * 60, 'Europe/Berlin')?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });

  it('has no instant for a time skipped by the spring-forward change', () => {
    for (const minutes of [120, 135, 150, 165]) {
      expect(localToInstant(day('2026-03-29'), minutes, 'Europe/Berlin')).toBeNull();
    }
    expect(localToInstant(day('2026-03-29'), 180, 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first occurrence of a time repeated by the fall-back change', () => {
    expect(localToInstant(day('2026-10-25'), 150, 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(localToInstant(day('2026-10-25'), 180, 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trips every instant on a whole minute back to its wall clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 26_000_000, max: 32_000_000 }).map((minute) => new Date(minute * 60_000)),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const local = toLocalMoment(at, zone);
          const back = localToInstant(local.dayNumber, local.minutes, zone);
          expect(back).not.toBeNull();
          // equal, or the earlier twin of a repeated wall time
          expect(back!.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(toLocalMoment(back!, zone)).toEqual(local);
        },
      ),
    );
  });
});

describe('startOfLocalDay', () => {
  it('is local midnight', () => {
    expect(startOfLocalDay(day('2026-03-29'), 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay(day('2026-03-30'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('is the jump itself where a zone skips midnight', () => {
    // Chile moves from -04 to -03 at 00:00 on 2026-09-06, so that day starts at 01:00.
    const start = startOfLocalDay(day('2026-09-06'), 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(toLocalMoment(start, 'America/Santiago')).toMatchObject({ date: '2026-09-06', minutes: 60 });
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('builds no formatter for a zone it has already accepted', () => {
    expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
    }
  });
});

describe('time zone errors', () => {
  it('name the zone', () => {
    expect(() => assertTimeZone('Mars/Olympus')).toThrow('Invalid time zone "Mars/Olympus"');
    expect(() => assertTimeZone('Europe/Berlin')).not.toThrow();
  });

  it('name the zone where an offset is asked of it', () => {
    expect(() => toLocalMoment(new Date('2026-01-15T12:00:00Z'), 'Mars/Olympus')).toThrow('Invalid time zone "Mars/Olympus"');
  });

  it('blame an invalid date, not a valid zone', () => {
    expect(() => toLocalMoment(new Date('not a date'), 'Europe/Berlin')).toThrow('Invalid instant (NaN) in time zone "Europe/Berlin"');
  });
});
