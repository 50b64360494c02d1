import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemDetailProblem, mergeItemDetails } from './item-details.ts';

describe('mergeItemDetails', () => {
  it('merges identical name and date into one entry with a count', () => {
    expect(
      mergeItemDetails(
        [{ fullName: 'Anna', date: '2026-05-01' }],
        [{ fullName: ' Anna ', date: '2026-05-01' }, { fullName: 'Ben', date: '2026-05-01', count: 2 }],
      ),
    ).toEqual([
      { fullName: 'Anna', date: '2026-05-01', count: 2 },
      { fullName: 'Ben', date: '2026-05-01', count: 2 },
    ]);
  });

  it('keeps entries apart that differ in name or date and drops blank ones', () => {
    expect(mergeItemDetails([{ fullName: 'Anna' }, { fullName: 'Anna', date: '2026-05-02' }, { fullName: '  ' }])).toEqual([
      { fullName: 'Anna', count: 1 },
      { fullName: 'Anna', date: '2026-05-02', count: 1 },
    ]);
  });

  it('never loses or invents units', () => {
    const entry = fc.record({
      fullName: fc.constantFrom('Anna', 'Ben', 'Chiara'),
      date: fc.constantFrom('2026-05-01', '2026-05-02'),
      count: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(entry), fc.array(entry), (a, b) => {
        const merged = mergeItemDetails(a, b);
        const total = (list: { count?: number }[]) => list.reduce((sum, e) => sum + (e.count ?? 1), 0);
        expect(total(merged)).toBe(total(a) + total(b));
        expect(new Set(merged.map((e) => `${e.fullName}|${e.date}`)).size).toBe(merged.length);
      }),
    );
  });
});

describe('itemDetailProblem', () => {
  it('asks nothing of products without the flags', () => {
    expect(itemDetailProblem({ name: false, date: false }, undefined, 3)).toBeNull();
  });

  it('needs a name and a date for every unit when the flags are on', () => {
    const config = { name: true, date: true };
    expect(itemDetailProblem(config, [], 1)).toBe('name_is_required');
    expect(itemDetailProblem(config, [{ fullName: 'Anna' }], 1)).toBe('date_is_required');
    expect(itemDetailProblem(config, [{ fullName: 'Anna', date: '2026-05-01' }], 2)).toBe('name_is_required');
    expect(itemDetailProblem(config, [{ fullName: 'Anna', date: '2026-05-01', count: 2 }], 2)).toBeNull();
  });
});

describe('merging person entries', () => {
  it('merges the same name and date after trimming, and keeps different dates apart', () => {
    expect(mergeItemDetails([{ fullName: ' Anna ', date: '2026-12-24', count: 1 }], [{ fullName: 'Anna', date: ' 2026-12-24 ', count: 2 }])).toEqual([
      { fullName: 'Anna', date: '2026-12-24', count: 3 },
    ]);
    expect(mergeItemDetails([{ fullName: 'Anna', date: '2026-12-24' }, { fullName: 'Anna', date: '2026-12-25' }])).toEqual([
      { fullName: 'Anna', date: '2026-12-24', count: 1 },
      { fullName: 'Anna', date: '2026-12-25', count: 1 },
    ]);
    expect(mergeItemDetails([{ fullName: 'Anna' }, { date: '2026-12-24' }, { fullName: '  ', date: ' ' }])).toEqual([
      { fullName: 'Anna', count: 1 },
      { date: '2026-12-24', count: 1 },
    ]);
  });
});
