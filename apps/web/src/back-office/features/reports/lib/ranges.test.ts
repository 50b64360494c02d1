import { describe, expect, it } from 'vitest';
import { isValidRange, presetRange } from './ranges.ts';

describe('report ranges', () => {
  it('derives the presets from the restaurant’s today, across month and year ends', () => {
    expect(presetRange('today', '2030-03-01')).toEqual({ from: '2030-03-01', to: '2030-03-01' });
    expect(presetRange('yesterday', '2030-03-01')).toEqual({ from: '2030-02-28', to: '2030-02-28' });
    expect(presetRange('last7', '2030-03-31')).toEqual({ from: '2030-03-25', to: '2030-03-31' });
    expect(presetRange('thisMonth', '2030-03-31')).toEqual({ from: '2030-03-01', to: '2030-03-31' });
    expect(presetRange('lastMonth', '2030-01-15')).toEqual({ from: '2029-12-01', to: '2029-12-31' });
  });

  it('accepts ordered ranges up to 400 days', () => {
    expect(isValidRange({ from: '2030-03-02', to: '2030-03-01' })).toBe(false);
    expect(isValidRange({ from: '2030-01-01', to: '2031-02-04' })).toBe(true);
    expect(isValidRange({ from: '2030-01-01', to: '2031-02-05' })).toBe(false);
    expect(isValidRange({ from: '', to: '2030-01-01' })).toBe(false);
  });
});
