import { TZDate, tzOffset } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { localDayNumber, parseLocalDate } from './local-clock.ts';
import {
  adoptZoneOffsets,
  assertTimeZone,
  isValidTimeZone,
  localToInstant,
  startOfLocalDay,
  toLocalMoment,
  zoneOffsetTable,
} from './zoned.ts';

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

describe('zone offset tables', () => {
  const DAY = 86_400_000;
  const runtimeOffset = (timeZone: string, instant: number) => tzOffset(timeZone, new Date(instant)) * 60_000;
  // Zones with odd rules: half-hour DST (Lord Howe), +12:45/+13:45 (Chatham), DST at midnight (Santiago),
  // Ramadan breaks in DST (Casablanca), no DST (Kathmandu +05:45).
  const ODD_ZONES = ['Europe/Berlin', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Africa/Casablanca', 'Asia/Kathmandu'];

  it('gives the runtime offset at any instant it covers, changes pinned to the millisecond', () => {
    const from = Date.UTC(2026, 0, 1);
    const tables = new Map(ODD_ZONES.map((zone) => [zone, zoneOffsetTable(zone, from, from + 400 * DAY)]));
    fc.assert(
      fc.property(fc.constantFrom(...ODD_ZONES), fc.integer({ min: 0, max: 400 * DAY - 1 }), (zone, after) => {
        const table = tables.get(zone)!;
        const instant = from + after;
        const [, offset] = table.spans.findLast(([start]) => start <= instant)!;
        expect(offset).toBe(runtimeOffset(zone, instant));
      }),
      { numRuns: 3000 },
    );
    // Berlin's two changes in 2026: 29 March 01:00 UTC and 25 October 01:00 UTC.
    const berlin = tables.get('Europe/Berlin')!;
    expect(berlin.spans.slice(0, 3)).toEqual([
      [from, 3_600_000],
      [Date.UTC(2026, 2, 29, 1), 7_200_000],
      [Date.UTC(2026, 9, 25, 1), 3_600_000],
    ]);
  });

  it('lets a page place instants on the restaurant clock without building an Intl formatter', () => {
    const zone = 'Pacific/Chatham';
    const from = Date.UTC(2026, 10, 28);
    adoptZoneOffsets(zoneOffsetTable(zone, from, from + 64 * DAY));
    const original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        built += 1;
        super(...args);
      }
    } as typeof Intl.DateTimeFormat;
    try {
      expect(isValidTimeZone(zone)).toBe(true);
      // 2026-12-01 00:00 UTC is 13:45 on the Chatham Islands (+13:45 in their summer).
      expect(toLocalMoment(new Date(Date.UTC(2026, 11, 1)), zone)).toMatchObject({ date: '2026-12-01', minutes: 13 * 60 + 45 });
      expect(localToInstant(localDayNumber(parseLocalDate('2026-12-24')!), 19 * 60, zone)?.toISOString()).toBe('2026-12-24T05:15:00.000Z');
      expect(built).toBe(0);
      // Outside the table the runtime answers, as before (+12:45 in the Chatham winter).
      expect(toLocalMoment(new Date(Date.UTC(2027, 5, 1)), zone).minutes).toBe(12 * 60 + 45);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});

describe('an adopted zone offset table', () => {
  // A made-up table for Tokyo (+09:00 all year), so each answer shows which path gave it: the table's
  // +05:00 and +06:00 inside from…to, the runtime's +09:00 outside.
  const HOUR = 3_600_000;
  const MINUTE = 60_000;
  const from = Date.UTC(2031, 0, 1);
  const change = from + 10 * HOUR;
  const to = from + 20 * HOUR;
  adoptZoneOffsets({ timeZone: 'Asia/Tokyo', from, to, spans: [[from, 5 * HOUR], [change, 6 * HOUR]] });
  const localMinutes = (instant: number) => toLocalMoment(new Date(instant), 'Asia/Tokyo').minutes;

  it('answers from its spans inside from…to, each offset from its first instant on', () => {
    expect(localMinutes(from)).toBe(5 * 60);
    expect(localMinutes(change - MINUTE)).toBe(14 * 60 + 59);
    expect(localMinutes(change)).toBe(16 * 60);
    expect(localMinutes(to - MINUTE)).toBe(60 + 59);
  });

  it('leaves instants before and from `to` on to the runtime', () => {
    expect(localMinutes(from - MINUTE)).toBe(8 * 60 + 59);
    expect(localMinutes(to)).toBe(5 * 60);
  });
});
