import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSlotCapacity, ticketPlacesLeft } from './slot-capacity.ts';

describe('checkSlotCapacity', () => {
  it('accepts anything without limits', () => {
    expect(checkSlotCapacity({ maxOrders: null, maxItems: null }, { orders: 500, items: 9000 }, 40)).toEqual({ ok: true });
  });

  it('refuses one order too many as order_limit_reached', () => {
    const limits = { maxOrders: 3, maxItems: null };
    expect(checkSlotCapacity(limits, { orders: 2, items: 0 }, 1)).toEqual({ ok: true });
    expect(checkSlotCapacity(limits, { orders: 3, items: 0 }, 1)).toEqual({ ok: false, code: 'order_limit_reached' });
  });

  it('refuses too many units as resources_have_been_reached', () => {
    const limits = { maxOrders: 10, maxItems: 12 };
    expect(checkSlotCapacity(limits, { orders: 1, items: 10 }, 2)).toEqual({ ok: true });
    expect(checkSlotCapacity(limits, { orders: 1, items: 10 }, 3)).toEqual({
      ok: false,
      code: 'resources_have_been_reached',
    });
  });

  it('reports the order limit before the unit limit', () => {
    expect(checkSlotCapacity({ maxOrders: 1, maxItems: 1 }, { orders: 1, items: 1 }, 5)).toEqual({
      ok: false,
      code: 'order_limit_reached',
    });
  });

  it('never lets the usage pass a limit once accepted', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 50 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, fc.nat(60), fc.nat(60), fc.integer({ min: 1, max: 20 }), (maxOrders, maxItems, orders, items, want) => {
        const check = checkSlotCapacity({ maxOrders, maxItems }, { orders, items }, want);
        if (check.ok) {
          if (maxOrders !== null) expect(orders + 1).toBeLessThanOrEqual(maxOrders);
          if (maxItems !== null) expect(items + want).toBeLessThanOrEqual(maxItems);
        } else {
          expect((maxOrders !== null && orders + 1 > maxOrders) || (maxItems !== null && items + want > maxItems)).toBe(true);
        }
      }),
    );
  });
});

describe('ticketPlacesLeft', () => {
  it('is null for unlimited and never negative', () => {
    expect(ticketPlacesLeft(null, 40)).toBeNull();
    expect(ticketPlacesLeft(10, 4)).toBe(6);
    expect(ticketPlacesLeft(10, 14)).toBe(0);
  });
});
