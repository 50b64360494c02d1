import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMessage, type MessageCode, type MessageParams } from '@tavola/domain/messages/catalogue';

export interface Envelope<T> {
  type: 'success' | 'error';
  data: T;
  message: { code: MessageCode; body: string };
  [extra: string]: unknown;
}

/** The success envelope of the HTTP contract, with the message in the request's language. */
export function success<T>(
  request: FastifyRequest,
  data: T,
  code: MessageCode = 'ok',
  params?: MessageParams,
  extra: Record<string, unknown> = {},
): Envelope<T> {
  return { type: 'success', data, message: { code, body: formatMessage(code, request.lang, params) }, ...extra };
}

export function failure(
  request: FastifyRequest,
  code: MessageCode,
  params?: MessageParams,
  extra: Record<string, unknown> = {},
): Envelope<null> {
  return { type: 'error', data: null, message: { code, body: formatMessage(code, request.lang, params) }, ...extra };
}

const messageSchema = z.object({ code: z.string(), body: z.string() });

/** Response schema of an enveloped answer, for the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ type: z.enum(['success', 'error']), data, message: messageSchema }).loose();
}

export const errorEnvelopeSchema = envelopeOf(z.null());
export const validationErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
