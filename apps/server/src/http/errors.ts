import type { MessageCode, MessageParams } from '@tavola/domain/messages/catalogue';

/**
 * The one error type of the server: a coded message from the catalogue, an HTTP status, and the
 * extra fields the spec puts beside the message (validTime, name, inStock, msg).
 */
export class AppError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly params: MessageParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** An amount a message names ({minimum}): formatted in the answer's language, where that is known. */
export interface MessageAmount {
  cents: number;
  currency: string;
}

/** A 400 whose message names amounts, e.g. a voucher's minimum order value. */
export class AmountError extends AppError {
  constructor(
    code: MessageCode,
    readonly amounts: Record<string, MessageAmount>,
    status: 400 | 422 = 400,
  ) {
    super(code, status, {}, Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, amount.cents / 100])));
  }
}

export interface FieldMessage {
  code: MessageCode;
  params?: MessageParams;
}

/** A 422 answer: a map from field name to its messages, the first one shown by the storefront. */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, FieldMessage[]>) {
    super('validation_failed');
    this.name = 'FieldErrors';
  }

  static single(field: string, code: MessageCode, params?: MessageParams): FieldErrors {
    return new FieldErrors({ [field]: [{ code, params }] });
  }
}

export const badRequest = (code: MessageCode, params?: MessageParams, extra?: Record<string, unknown>) =>
  new AppError(code, 400, params, extra);
export const unauthorized = (code: MessageCode = 'unauthenticated') => new AppError(code, 401);
export const forbidden = (code: MessageCode = 'not_authorized') => new AppError(code, 403);
export const notFound = (code: MessageCode, params?: MessageParams) => new AppError(code, 404, params);
export const conflict = (code: MessageCode, params?: MessageParams, extra?: Record<string, unknown>) =>
  new AppError(code, 409, params, extra);
export const tooManyRequests = () => new AppError('too_many_requests', 429);
