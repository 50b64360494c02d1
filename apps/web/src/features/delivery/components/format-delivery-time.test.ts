import { describe, expect, it } from 'vitest';
import { formatDeliveryTime } from './format-delivery-time.ts';

describe('formatDeliveryTime (spec §4, §9)', () => {
  it('writes German dates DD.MM.YY and others YYYY/MM/DD, dropping the seconds', () => {
    expect(formatDeliveryTime('2026-03-07 18:45:00', 'de')).toBe('07.03.26 18:45');
    expect(formatDeliveryTime('2026-03-07 18:45:00', 'en')).toBe('2026/03/07 18:45');
    expect(formatDeliveryTime('2026-03-07 18:45', 'ar')).toBe('2026/03/07 18:45');
  });

  it('never shows more than 16 characters of an unexpected value', () => {
    expect(formatDeliveryTime('tomorrow evening at eight', 'en')).toBe('tomorrow evening');
  });
});
