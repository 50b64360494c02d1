import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/order.ts';
import { orderDueAt } from './order-due.ts';
import { orderEta, type EtaOrder, type OrderEta } from './order-eta.ts';

const zone = 'Europe/Berlin';
const placed = '2026-11-24T17:00:00.000Z';
const justAfter = new Date('2026-11-24T17:05:00.000Z');
const kitchen = { leadMinutes: 30, busyMinutes: 0 };
const asap: EtaOrder = { status: 'received', deliveryTime: null, created_at: placed };

const around = (iso: string): OrderEta => ({ kind: 'around', at: new Date(iso) });

describe('when the guest can expect an order', () => {
  it('is the placing moment plus the lead time and the busy minutes for "as soon as possible"', () => {
    expect(orderEta(asap, kitchen, zone, justAfter)).toEqual(around('2026-11-24T17:30:00.000Z'));
    expect(orderEta(asap, { leadMinutes: 30, busyMinutes: 15 }, zone, justAfter)).toEqual(around('2026-11-24T17:45:00.000Z'));
  });

  it('is the chosen restaurant-local time for a scheduled order, whatever the lead and busy minutes', () => {
    const scheduled = { ...asap, deliveryTime: '2026-11-24 19:40:00' };
    expect(orderEta(scheduled, { leadMinutes: 30, busyMinutes: 60 }, zone, justAfter)).toEqual(around('2026-11-24T18:40:00.000Z'));
  });

  it("follows the kitchen's promise once it accepted an \"as soon as possible\" order with a time", () => {
    const accepted: EtaOrder = { ...asap, status: 'processing', expected_at: '2026-11-24T17:20:00.000Z' };
    expect(orderEta(accepted, { leadMinutes: 30, busyMinutes: 30 }, zone, justAfter)).toEqual(around('2026-11-24T17:20:00.000Z'));
    expect(orderEta({ ...accepted, expected_at: '2026-11-24T18:20:00.000Z' }, kitchen, zone, justAfter)).toEqual(
      around('2026-11-24T18:20:00.000Z'),
    );
  });

  it('moves a scheduled order only for a later promise: never earlier than the booked time', () => {
    const scheduled: EtaOrder = { ...asap, status: 'processing', deliveryTime: '2026-11-24 19:40:00' };
    expect(orderEta({ ...scheduled, expected_at: '2026-11-24T17:20:00.000Z' }, kitchen, zone, justAfter)).toEqual(
      around('2026-11-24T18:40:00.000Z'),
    );
    expect(orderEta({ ...scheduled, expected_at: '2026-11-24T19:05:00.000Z' }, kitchen, zone, justAfter)).toEqual(
      around('2026-11-24T19:05:00.000Z'),
    );
  });

  it('keeps the estimate while accepted without a time', () => {
    expect(orderEta({ ...asap, status: 'processing' }, kitchen, zone, justAfter)).toEqual(around('2026-11-24T17:30:00.000Z'));
  });

  it('says "any minute now" instead of a time already gone by', () => {
    expect(orderEta(asap, kitchen, zone, new Date('2026-11-24T17:30:00.000Z'))).toEqual({ kind: 'any-minute' });
    expect(orderEta(asap, kitchen, zone, new Date('2026-11-24T19:00:00.000Z'))).toEqual({ kind: 'any-minute' });
  });

  it('says "any minute now" for an "as soon as possible" order whose promise cannot be read', () => {
    const accepted: EtaOrder = { ...asap, status: 'processing', expected_at: 'about half past six' };
    expect(orderEta(accepted, kitchen, zone, justAfter)).toEqual({ kind: 'any-minute' });
  });

  it('keeps the booked time of a scheduled order whose promise cannot be read', () => {
    const scheduled: EtaOrder = { ...asap, status: 'processing', deliveryTime: '2026-11-24 19:40:00', expected_at: 'about eight' };
    expect(orderEta(scheduled, kitchen, zone, justAfter)).toEqual(around('2026-11-24T18:40:00.000Z'));
  });

  it('has nothing to say for finished and rejected orders', () => {
    expect(orderEta({ ...asap, status: 'delivered' }, kitchen, zone, justAfter)).toEqual({ kind: 'none' });
    expect(orderEta({ ...asap, status: 'rejected' }, kitchen, zone, justAfter)).toEqual({ kind: 'none' });
  });

  it('counts a chosen time a clock change skips, or an unreadable one, as "as soon as possible"', () => {
    const skipped = { ...asap, created_at: '2026-03-28T10:00:00.000Z', deliveryTime: '2026-03-29 02:30:00' };
    expect(orderEta(skipped, kitchen, zone, new Date('2026-03-28T10:01:00.000Z'))).toEqual(around('2026-03-28T10:30:00.000Z'));
    expect(orderEta({ ...asap, deliveryTime: 'soon' }, kitchen, zone, justAfter)).toEqual(around('2026-11-24T17:30:00.000Z'));
  });

  it('has no lead time for a delivery type the restaurant no longer offers, and ignores negative minutes', () => {
    expect(orderEta(asap, { leadMinutes: null, busyMinutes: 0 }, zone, new Date('2026-11-24T16:59:00.000Z'))).toEqual(around(placed));
    expect(orderEta(asap, { leadMinutes: -30, busyMinutes: -15 }, zone, justAfter)).toEqual({ kind: 'any-minute' });
  });
});

const instant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
const etaOrder: fc.Arbitrary<EtaOrder> = fc.record({
  status: fc.constantFrom(...ORDER_STATUSES),
  deliveryTime: fc.option(
    fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 1439 })).map(
      ([month, day, minutes]) =>
        `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`,
    ),
  ),
  expected_at: fc.option(instant.map((d) => d.toISOString())),
  created_at: instant.map((d) => d.toISOString()),
});
const minutes = fc.integer({ min: 0, max: 24 * 60 });
const timeZone = fc.constantFrom('Europe/Berlin', 'UTC', 'America/New_York', 'Asia/Kolkata');

/** An estimate as a comparable instant: "any minute now" is now. */
const expectedBy = (eta: OrderEta, now: Date) => (eta.kind === 'around' ? eta.at.getTime() : now.getTime());

describe('order estimate properties', () => {
  it('is never before now', () => {
    fc.assert(
      fc.property(etaOrder, fc.option(minutes), minutes, timeZone, instant, (order, leadMinutes, busyMinutes, zoneName, now) => {
        const eta = orderEta(order, { leadMinutes, busyMinutes }, zoneName, now);
        if (eta.kind === 'around') expect(eta.at.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });

  it('never gets earlier when the kitchen is busier', () => {
    fc.assert(
      fc.property(etaOrder, minutes, minutes, minutes, timeZone, instant, (order, leadMinutes, busy, more, zoneName, now) => {
        const calm = orderEta(order, { leadMinutes, busyMinutes: busy }, zoneName, now);
        const busier = orderEta(order, { leadMinutes, busyMinutes: busy + more }, zoneName, now);
        expect(busier.kind === 'none').toBe(calm.kind === 'none');
        expect(expectedBy(busier, now)).toBeGreaterThanOrEqual(expectedBy(calm, now));
      }),
    );
  });

  it('never asks for a scheduled order before its booked time', () => {
    fc.assert(
      fc.property(etaOrder, minutes, timeZone, instant, (order, leadMinutes, zoneName, now) => {
        const eta = orderEta(order, { leadMinutes, busyMinutes: 0 }, zoneName, now);
        const booked = orderDueAt({ deliveryTime: order.deliveryTime, created_at: order.created_at }, zoneName);
        if (eta.kind === 'around' && booked.getTime() !== new Date(order.created_at).getTime())
          expect(eta.at.getTime()).toBeGreaterThanOrEqual(booked.getTime());
      }),
    );
  });

  it('is there exactly while the order is open', () => {
    fc.assert(
      fc.property(etaOrder, minutes, timeZone, instant, (order, leadMinutes, zoneName, now) => {
        const eta = orderEta(order, { leadMinutes, busyMinutes: 0 }, zoneName, now);
        expect(eta.kind === 'none').toBe(order.status === 'delivered' || order.status === 'rejected');
      }),
    );
  });
});
