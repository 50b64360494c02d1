import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatOrderDate } from './format-order-date.ts';

describe('order dates (spec §9: DD.MM.YY in German, YYYY/MM/DD otherwise, 24-hour clock)', () => {
  it('shows the moment in the restaurant time zone', () => {
    // 23:30 UTC on 31 December is already the first of January in Berlin.
    expect(formatOrderDate('2025-12-31T23:30:00.000Z', 'de', 'Europe/Berlin')).toBe('01.01.26 00:30');
    expect(formatOrderDate('2026-07-01T13:05:00.000Z', 'en', 'Europe/Berlin')).toBe('2026/07/01 15:05');
    expect(formatOrderDate('2026-07-01T13:05:00.000Z', 'ar', 'America/New_York')).toBe('2026/07/01 09:05');
  });

  it('uses the 24-hour clock at midnight and keeps unreadable input as it is', () => {
    expect(formatOrderDate('2026-03-10T23:00:00.000Z', 'fr', 'Europe/Berlin')).toBe('2026/03/11 00:00');
    expect(formatOrderDate('yesterday', 'de', 'Europe/Berlin')).toBe('yesterday');
  });

  it('writes a restaurant-local time without converting it', () => {
    expect(formatLocalDateTime('2026-05-04 18:45:00', 'de')).toBe('04.05.26 18:45');
    expect(formatLocalDateTime('2026-05-04 18:45:00', 'en')).toBe('2026/05/04 18:45');
  });
});
