import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { ID_MAX } from '../limits.ts';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_STREAM_EVENT,
  orderStatusStreamQuerySchema,
  orderStatusTicketRequestSchema,
  orderStatusTicketSchema,
  orderStatusUpdateSchema,
} from './order-status.ts';

describe('the order status stream', () => {
  it('is opened for one order of one restaurant, with an optional ticket', () => {
    expect(parsed(orderStatusTicketRequestSchema, { orderId: 'A1' })).toEqual({ orderId: 'A1' });
    expect(parsed(orderStatusStreamQuerySchema, { restaurantId: '1', orderId: 'A1', ticket: ' t ' })).toEqual({ restaurantId: 1, orderId: 'A1', ticket: 't' });
    expect(codesOf(orderStatusStreamQuerySchema, { orderId: 'A1' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(orderStatusStreamQuerySchema, { restaurantId: 1.5, orderId: 'A1' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(orderStatusStreamQuerySchema, { restaurantId: 0, orderId: 'A1' })).toEqual(['field_invalid']);
    expect(codesOf(orderStatusStreamQuerySchema, { restaurantId: ID_MAX + 1, orderId: 'A1' })).toEqual(['field_invalid']);
    expect(codesOf(orderStatusStreamQuerySchema, { restaurantId: 1, orderId: 'A1', ticket: ' ' })).toEqual(['field_required']);
    expect(codesOf(orderStatusStreamQuerySchema, { restaurantId: 1, orderId: 'A1', ticket: 'x'.repeat(2049) })).toEqual(['field_invalid']);
  });

  it('sends status updates and ends at delivered or rejected', () => {
    expect(parsed(orderStatusUpdateSchema, { orderId: 'A1', orderNumber: 7, status: 'processing' })).toEqual({ orderId: 'A1', orderNumber: 7, status: 'processing' });
    expect(FINAL_ORDER_STATUSES).toEqual(['delivered', 'rejected']);
  });
});

describe('the status stream ticket and event', () => {
  it('answers a ticket with its lifetime in seconds', () => {
    expect(parsed(orderStatusTicketSchema, { ticket: 'tk_9f2c', expiresIn: 60 })).toEqual({ ticket: 'tk_9f2c', expiresIn: 60 });
  });

  it('sends its updates as status events', () => {
    expect(ORDER_STATUS_STREAM_EVENT).toBe('status');
  });
});
