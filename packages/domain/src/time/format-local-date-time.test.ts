import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime } from './format-local-date-time.ts';

describe('formatLocalDateTime', () => {
  it('writes German dates DD.MM.YY and others YYYY/MM/DD, seconds dropped', () => {
    expect(formatLocalDateTime('2027-03-01 18:30:00', 'de')).toBe('01.03.27 18:30');
    expect(formatLocalDateTime('2027-03-01 18:30:00', 'en')).toBe('2027/03/01 18:30');
    expect(formatLocalDateTime('2027-03-01 18:30', 'ar')).toBe('2027/03/01 18:30');
  });

  it('shows anything that is not a local date and time cut to 16 characters', () => {
    expect(formatLocalDateTime('soon, very soon indeed', 'de')).toBe('soon, very soon ');
  });

  it('shows the basket delivery time the picker button shows (spec §4, §9)', () => {
    expect(formatLocalDateTime('2026-03-07 18:45:00', 'de')).toBe('07.03.26 18:45');
    expect(formatLocalDateTime('2026-03-07 18:45:00', 'en')).toBe('2026/03/07 18:45');
    expect(formatLocalDateTime('2026-03-07 18:45', 'ar')).toBe('2026/03/07 18:45');
    expect(formatLocalDateTime('tomorrow evening at eight', 'en')).toBe('tomorrow evening');
  });

  it('keeps the clock time and every date part for any valid input', () => {
    const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), twoDigits(12), twoDigits(28), twoDigits(23), twoDigits(59), (y, m, d, hh, mm) => {
        const stored = `${y}-${m}-${d} ${hh}:${mm}:00`;
        expect(formatLocalDateTime(stored, 'de')).toBe(`${d}.${m}.${String(y).slice(2)} ${hh}:${mm}`);
        expect(formatLocalDateTime(stored, 'fr')).toBe(`${y}/${m}/${d} ${hh}:${mm}`);
      }),
    );
  });
});

describe('formatLocalDate', () => {
  it('writes the date part as the date and time do', () => {
    expect(formatLocalDate('2027-03-01', 'de')).toBe('01.03.27');
    expect(formatLocalDate('2027-03-01', 'fr')).toBe('2027/03/01');
    expect(formatLocalDate('soon', 'de')).toBe('soon');
  });

  it('agrees with formatLocalDateTime on every date', () => {
    const dates = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.constantFrom('de', 'en', 'fr', 'ar'), (at, lang) => {
        const date = at.toISOString().slice(0, 10);
        expect(formatLocalDateTime(`${date} 12:00`, lang)).toBe(`${formatLocalDate(date, lang)} 12:00`);
      }),
    );
  });
});
