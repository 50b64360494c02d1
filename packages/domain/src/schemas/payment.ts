import { z } from 'zod';
import { basketIdField, clientContext } from './basket.ts';
import { orderIdField } from './order.ts';

/**
 * Requests and answers of the payment endpoints (spec ordering-flow §2 payment result screens, §7).
 * The server never takes a payment status from the browser: it asks the provider.
 */

/** A payment's state as the provider reports it; `paid` is final. */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

const idText = z.string().trim().min(1, 'field_required').max(200, 'field_invalid');

/** GET api/payment/prepare: a fresh checkout link for the (unpaid) order of this basket. */
export const preparePaymentQuerySchema = z.object({ ...clientContext, basketId: basketIdField }).strict();
export type PreparePaymentQuery = z.infer<typeof preparePaymentQuerySchema>;

/**
 * GET api/payment/update, called by /paymentstatus with what the provider put in the return URL.
 * `status` and `sessionResult` are accepted for compatibility and ignored; unknown parameters are
 * dropped (providers add their own to the return URL).
 */
export const updatePaymentQuerySchema = z
  .object({
    ...clientContext,
    orderId: orderIdField.optional(),
    paymentId: idText.optional(),
    status: z.string().max(50).optional(),
    sessionId: z.string().max(200).optional(),
    sessionResult: z.string().max(2000).optional(),
  })
  .refine((v) => v.orderId !== undefined || v.paymentId !== undefined, { message: 'field_required', path: ['orderId'] });
export type UpdatePaymentQuery = z.infer<typeof updatePaymentQuerySchema>;

/** The outcomes a guest can pick on the built-in test provider's /payment page. */
export const TEST_PAYMENT_OUTCOMES = ['paid', 'failed', 'canceled'] as const;
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

export const testPaymentParamsSchema = z.object({ testPaymentId: idText }).strict();
export const testPaymentQuerySchema = z.object({ ...clientContext }).strict();

/** POST api/payment/test/{testPaymentId}/complete. */
export const completeTestPaymentRequestSchema = z
  .object({ ...clientContext, outcome: z.enum(TEST_PAYMENT_OUTCOMES, 'field_invalid') })
  .strict();
export type CompleteTestPaymentRequest = z.infer<typeof completeTestPaymentRequestSchema>;

// ---------------------------------------------------------------- answers

/** data of GET api/payment/prepare: the storefront redirects the browser to mollieLink. */
export const preparedPaymentSchema = z.object({
  /** The checkout link (named after Mollie in the contract, whatever the provider). */
  mollieLink: z.string(),
  testMode: z.boolean(),
});
export type PreparedPayment = z.infer<typeof preparedPaymentSchema>;

/** data of GET api/payment/update: the status the server got from the provider. */
export const paymentUpdateSchema = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  testMode: z.boolean(),
});
export type PaymentUpdate = z.infer<typeof paymentUpdateSchema>;

/** data of GET api/payment/test/{id}: what the /payment test page shows. */
export const testPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Decimal amount in the currency, as everywhere in the HTTP contract. */
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  orderId: z.string(),
  /** Where the page sends the guest after the outcome (the storefront's /paymentstatus). */
  redirectUrl: z.string(),
  /** Always true: the page must say that no money moves. */
  testMode: z.literal(true),
});
export type TestPayment = z.infer<typeof testPaymentSchema>;

/** data of POST api/payment/test/{id}/complete. */
export const completedTestPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  redirectUrl: z.string(),
  testMode: z.literal(true),
});
export type CompletedTestPayment = z.infer<typeof completedTestPaymentSchema>;
