import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/order.ts';
import { canMoveOrder, nextOrderStatuses } from './status-moves.ts';

describe('order status moves', () => {
  it('run received → processing → delivered, and reject before done', () => {
    expect(canMoveOrder('received', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'delivered')).toBe(true);
    expect(canMoveOrder('received', 'rejected')).toBe(true);
    expect(canMoveOrder('processing', 'rejected')).toBe(true);
  });

  it('never skip the kitchen, go back, stay put or leave a final status', () => {
    expect(canMoveOrder('received', 'delivered')).toBe(false);
    expect(canMoveOrder('processing', 'received')).toBe(false);
    expect(canMoveOrder('delivered', 'rejected')).toBe(false);
    expect(canMoveOrder('rejected', 'processing')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        expect(canMoveOrder(status, status)).toBe(false);
      }),
    );
  });

  it('offer the next steps in board order, and none after delivered or rejected', () => {
    expect(nextOrderStatuses('received')).toEqual(['processing', 'rejected']);
    expect(nextOrderStatuses('processing')).toEqual(['delivered', 'rejected']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('rejected')).toEqual([]);
  });

  it('offer exactly the allowed moves', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        expect(nextOrderStatuses(from).includes(to)).toBe(canMoveOrder(from, to));
      }),
    );
  });
});
