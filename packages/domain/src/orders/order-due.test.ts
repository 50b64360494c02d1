import { describe, expect, it } from 'vitest';
import { minutesUntil, orderDueAt } from './order-due.ts';

const placed = '2026-11-24T17:00:00.000Z';

describe('when an order is due', () => {
  it('is the promised time, else the chosen local time, else the moment it was placed', () => {
    expect(orderDueAt({ deliveryTime: '2026-11-24 19:30:00', expected_at: '2026-11-24T18:10:00.000Z', created_at: placed }, 'Europe/Berlin')).toEqual(
      new Date('2026-11-24T18:10:00.000Z'),
    );
    expect(orderDueAt({ deliveryTime: '2026-11-24 19:30:00', created_at: placed }, 'Europe/Berlin')).toEqual(new Date('2026-11-24T18:30:00.000Z'));
    expect(orderDueAt({ deliveryTime: null, created_at: placed }, 'Europe/Berlin')).toEqual(new Date(placed));
  });

  it('counts minutes ahead and late', () => {
    const due = new Date('2026-11-24T18:30:00Z');
    expect(minutesUntil(due, new Date('2026-11-24T18:05:30Z'))).toBe(24);
    expect(minutesUntil(due, new Date('2026-11-24T18:30:00Z'))).toBe(0);
    expect(minutesUntil(due, new Date('2026-11-24T18:35:00Z'))).toBe(-5);
  });
});

describe('an order due at a time that is not there', () => {
  const created = '2026-03-28T10:00:00.000Z';

  it('falls back to when it was placed for a malformed time or one a clock change skips', () => {
    expect(orderDueAt({ deliveryTime: '2026-03-28 25:00:00', created_at: created }, 'Europe/Berlin')).toEqual(new Date(created));
    expect(orderDueAt({ deliveryTime: '2026-03-29 02:30:00', created_at: created }, 'Europe/Berlin')).toEqual(new Date(created));
    expect(orderDueAt({ deliveryTime: '2026-03-29 03:30:00', created_at: created }, 'Europe/Berlin')).toEqual(new Date('2026-03-29T01:30:00.000Z'));
  });
});
