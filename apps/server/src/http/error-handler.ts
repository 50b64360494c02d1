import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DEFAULT_LANG } from '@tavola/domain/messages/catalogue';
import { formatMessage, type MessageCode } from '@tavola/domain/messages/catalogue';
import { formatMoney } from '@tavola/domain/pricing/money';
import { databaseErrorOf } from '../db/database-error.ts';
import { failure } from './envelope.ts';
import { AmountError, AppError, FieldErrors, type FieldMessage, type MessageAmount } from './errors.ts';
import { fromAcceptLanguage } from './lang.ts';
import { fieldMessagesFromValidation } from './validation.ts';

/** Fastify's own client errors, mapped to catalogue codes so they answer in the guest's language. */
const FASTIFY_CODES: Record<string, { code: MessageCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'malformed_json', status: 400 },
};

function formatAmounts(amounts: Record<string, MessageAmount>, lang: string): Record<string, string> {
  return Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, formatMoney(amount.cents, amount.currency, lang)]));
}

/** One error handler: coded envelope below 500, a generic message (and a log line) otherwise; never a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const params = error instanceof AmountError ? { ...error.params, ...formatAmounts(error.amounts, request.lang) } : error.params;
      return reply.status(error.status).send(failure(request, error.code, params, error.extra));
    }
    if (error instanceof FieldErrors) return sendFieldErrors(request, reply, error.fields);
    if (error.validation) return sendFieldErrors(request, reply, fieldMessagesFromValidation(error.validation));

    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(failure(request, known.code));
    if (error instanceof SyntaxError) return reply.status(400).send(failure(request, 'malformed_json'));

    // A number beyond what a column holds (SQLSTATE 22003) is bad input that slipped past a schema:
    // answered as such, one place for every route, and logged so the schema gets its limit.
    if (databaseErrorOf(error)?.code === '22003') {
      request.log.warn({ err: error }, 'numeric value out of range');
      return reply.status(422).send(failure(request, 'value_out_of_range'));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The client's fault: a warning without a stack (the stack is ours and says nothing about them).
      request.log.warn({ code: error.code, message: error.message, statusCode: status }, 'client error');
      return reply.status(status).send(failure(request, status === 429 ? 'too_many_requests' : 'field_invalid'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(request, 'internal_error'));
  });
}

function sendFieldErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Record<string, FieldMessage[]>,
) {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) => formatMessage(m.code, request.lang, m.params)),
    ]),
  );
  const firstCode = Object.values(fields)[0]?.[0]?.code ?? 'validation_failed';
  return reply.status(422).send({
    type: 'error',
    message: formatMessage('validation_failed', request.lang),
    code: firstCode,
    errors,
    codes: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m.map((x) => x.code)])),
  });
}

/**
 * A URL Fastify cannot decode (e.g. '%c0%ae') or an over-long path parameter is refused before any
 * hook runs; without this its own English body with an internal error code would answer.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  request.lang = fromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANG;
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void (reply as FastifyReply).status(status).header('x-content-type-options', 'nosniff').send(failure(request, 'field_invalid'));
};
