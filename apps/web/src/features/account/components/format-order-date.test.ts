import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order-date.ts';

describe('order dates: the instant on the restaurant clock, written as spec §9 asks', () => {
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
});
