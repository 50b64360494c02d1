import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  completedTestPaymentSchema,
  completeTestPaymentRequestSchema,
  paymentUpdateSchema,
  preparedPaymentSchema,
  preparePaymentQuerySchema,
  testPaymentParamsSchema,
  testPaymentQuerySchema,
  testPaymentSchema,
  updatePaymentQuerySchema,
} from './payment.ts';

describe('payment requests', () => {
  it('update by order id or payment id, dropping what providers add to the return URL', () => {
    expect(parsed(updatePaymentQuerySchema, { orderId: 'A1', utm: 'x' })).toEqual({ orderId: 'A1' });
    expect(parsed(updatePaymentQuerySchema, { paymentId: ' tr_1 ', status: 'paid' })).toEqual({ paymentId: 'tr_1', status: 'paid' });
    expect(issuesOf(updatePaymentQuerySchema, { status: 'paid' })).toEqual([{ path: 'orderId', code: 'field_required' }]);
    expect(codesOf(updatePaymentQuerySchema, { paymentId: ' ' })).toContain('field_required');
    expect(codesOf(updatePaymentQuerySchema, { paymentId: 'x'.repeat(201) })).toEqual(['field_invalid']);
  });

  it('prepare by basket and complete a test payment with a known outcome only', () => {
    expect(parsed(preparePaymentQuerySchema, { basketId: 'b-1' })).toEqual({ basketId: 'b-1' });
    expect(parsed(testPaymentParamsSchema, { testPaymentId: 'tp_1' })).toEqual({ testPaymentId: 'tp_1' });
    for (const outcome of ['paid', 'failed', 'canceled']) expect(parsed(completeTestPaymentRequestSchema, { outcome }).outcome).toBe(outcome);
    expect(codesOf(completeTestPaymentRequestSchema, { outcome: 'refunded' })).toEqual(['field_invalid']);
  });
});

describe('payment answers', () => {
  it('keep what the pages read, and the test page always says test mode', () => {
    expect(parsed(preparedPaymentSchema, { mollieLink: 'https://pay/1', testMode: false })).toEqual({ mollieLink: 'https://pay/1', testMode: false });
    for (const status of ['open', 'pending', 'paid', 'failed', 'canceled', 'expired']) {
      expect(parsed(paymentUpdateSchema, { orderId: 'A1', status, testMode: true }).status).toBe(status);
    }
    const page = { id: 'tp_1', status: 'open', amount: 12.5, currency: 'EUR', description: 'Order 1042', orderId: 'A1', redirectUrl: '/paymentstatus', testMode: true };
    expect(parsed(testPaymentSchema, page)).toEqual(page);
    expect(codesOf(testPaymentSchema, { ...page, testMode: false })).toHaveLength(1);
    expect(parsed(completedTestPaymentSchema, { status: 'paid', redirectUrl: '/x', testMode: true })).toEqual({ status: 'paid', redirectUrl: '/x', testMode: true });
  });
});

describe('what a provider puts in the return URL', () => {
  it('keeps its session id and result up to their lengths', () => {
    const back = { paymentId: 'tr_1', sessionId: 'sess_42', sessionResult: 'SUCCESS' };
    expect(parsed(updatePaymentQuerySchema, back)).toEqual(back);
    expect(parsed(updatePaymentQuerySchema, { paymentId: 'tr_1', sessionId: 's'.repeat(200), sessionResult: 'r'.repeat(2000) }).sessionResult).toHaveLength(2000);
    expect(codesOf(updatePaymentQuerySchema, { paymentId: 'tr_1', sessionId: 's'.repeat(201) })).toHaveLength(1);
    expect(codesOf(updatePaymentQuerySchema, { paymentId: 'tr_1', sessionResult: 'r'.repeat(2001) })).toHaveLength(1);
  });

  it('lets the test payment page name its restaurant', () => {
    expect(parsed(testPaymentQuerySchema, { restaurantId: '5' })).toEqual({ restaurantId: 5 });
  });
});
