import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { REPORT_MAX_DAYS, daysBetween, reportQuerySchema } from './reports.ts';

describe('report ranges', () => {
  it('count calendar days, also across a clock change', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('take real dates from first to last, up to the longest range', () => {
    expect(parsed(reportQuerySchema, { from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(parsed(reportQuerySchema, { from: '2026-01-01', to: '2027-02-04' }).to).toBe('2027-02-04'); // 399 days
    expect(daysBetween('2026-01-01', '2027-02-04')).toBe(REPORT_MAX_DAYS - 1);
  });

  it('refuse a backwards or too long range and dates that do not exist', () => {
    expect(issuesOf(reportQuerySchema, { from: '2026-11-02', to: '2026-11-01' })).toEqual([{ path: 'to', code: 'field_invalid' }]);
    expect(issuesOf(reportQuerySchema, { from: '2026-01-01', to: '2027-02-05' })).toEqual([{ path: 'to', code: 'field_invalid' }]);
    expect(codesOf(reportQuerySchema, { from: '2026-02-30', to: '2026-03-01' })).toContain('field_invalid');
    expect(codesOf(reportQuerySchema, { from: '2026-11', to: '2026-11-30' })).toContain('field_invalid');
  });
});
