import { describe, expect, it } from 'vitest';

// The request schemas are built when the module loads. A module that throws while loading fails every
// test file that imports it at the top, and a mutation run counts such a file as "no tests" rather than
// as failed; importing it inside a test turns a broken build of the schemas into a failing test.
describe('the break pattern module', () => {
  it('loads and builds schemas that accept a valid pattern', async () => {
    const { createBreakPatternRequestSchema } = await import('./break-patterns.ts');
    const valid = { name: 'Lunch', productIds: [1], weekdays: [1], startTime: '12:00', endTime: '14:00', startDate: '2026-11-01', endDate: null };
    expect(createBreakPatternRequestSchema.parse(valid)).toEqual(valid);
  });
});
