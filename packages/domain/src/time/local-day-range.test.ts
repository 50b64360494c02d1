import { describe, expect, it } from 'vitest';
import { localDaysRange } from './local-day-range.ts';

describe('local day ranges', () => {
  it('span whole local days in the zone', () => {
    expect(localDaysRange('2026-11-24', '2026-11-24', 'Europe/Berlin')).toEqual({
      start: new Date('2026-11-23T23:00:00Z'),
      end: new Date('2026-11-24T23:00:00Z'),
    });
  });

  it('follow daylight saving: the day clocks go forward has 23 hours', () => {
    const range = localDaysRange('2026-03-29', '2026-03-29', 'Europe/Berlin')!;
    expect(range.end.getTime() - range.start.getTime()).toBe(23 * 3_600_000);
  });

  it('refuse unreal days and backward ranges', () => {
    expect(localDaysRange('2026-02-30', '2026-03-01', 'Europe/Berlin')).toBeNull();
    expect(localDaysRange('2026-03-02', '2026-03-01', 'Europe/Berlin')).toBeNull();
  });
});
