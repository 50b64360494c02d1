import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  HOURS_SECTION,
  hoursSectionSchema,
  saveHoursRequestSchema,
} from './owner-hours.ts';

const pickup = {
  type: 'pickup',
  leadMinutes: 20,
  availableDays: 3,
  openingHours: [{ day: 'monday', from: '11:30', until: '22:00' }],
  slotLimits: { maxOrders: 6, maxItems: null },
};

describe('saving hours', () => {
  it('takes each offered type once, with its slot limits, and the close periods', () => {
    const saved = parsed(saveHoursRequestSchema, { revision: 1, deliveryTypes: [pickup], closePeriods: [{ from: '2026-12-24', until: '2026-12-26' }] });
    expect(saved.deliveryTypes[0]).toMatchObject({ type: 'pickup', asap: true, slotLimits: { maxOrders: 6, maxItems: null } });
    expect(saved.closePeriods).toEqual([{ from: '2026-12-24', until: '2026-12-26' }]);
  });

  it('refuses a type twice, no type at all, a type without slot limits, and periods that end before they start', () => {
    expect(issuesOf(saveHoursRequestSchema, { revision: 1, deliveryTypes: [pickup, pickup], closePeriods: [] })).toEqual([{ path: 'deliveryTypes.1.type', code: 'field_invalid' }]);
    expect(codesOf(saveHoursRequestSchema, { revision: 1, deliveryTypes: [], closePeriods: [] })).toHaveLength(1);
    const { slotLimits: _limits, ...withoutLimits } = pickup;
    expect(codesOf(saveHoursRequestSchema, { revision: 1, deliveryTypes: [withoutLimits], closePeriods: [] })).toHaveLength(1);
    expect(codesOf(saveHoursRequestSchema, { revision: 1, deliveryTypes: [pickup], closePeriods: [{ from: '2026-12-26', until: '2026-12-24' }] })).toHaveLength(1);
  });

  it('answers the section with the zone and its revision', () => {
    const section = { revision: 2, value: { timeZone: 'Europe/Berlin', deliveryTypes: [pickup], closePeriods: [] } };
    expect(parsed(hoursSectionSchema, section).value.timeZone).toBe('Europe/Berlin');
  });
});

describe('the hours section and its checks', () => {
  it('is saved under the name hours', () => {
    expect(HOURS_SECTION).toBe('hours');
  });

  it('takes two different types side by side', () => {
    const delivery = { ...pickup, type: 'delivery' };
    expect(parsed(saveHoursRequestSchema, { revision: 1, deliveryTypes: [pickup, delivery], closePeriods: [] }).deliveryTypes.map((entry) => entry.type)).toEqual([
      'pickup',
      'delivery',
    ]);
  });

  it('reports a type given twice as a custom issue', () => {
    const result = saveHoursRequestSchema.safeParse({ revision: 1, deliveryTypes: [pickup, pickup], closePeriods: [] });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['custom']);
  });
});
