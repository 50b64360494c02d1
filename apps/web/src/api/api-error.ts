/** Extra fields the spec puts beside a message (§8): product name, stock left, suggested time. */
export interface ApiErrorDetails {
  name?: string;
  inStock?: number;
  validTime?: string;
  msg?: string;
  /** 422: the messages per field, to show under each form field. */
  fieldErrors?: Record<string, string[]>;
}

/**
 * Every failed call becomes this one error. `message` is already the text to show (spec §8):
 * the first validation message for 422, the server's message for 400/401/403/404, otherwise
 * 'Something went wrong'. `code` is the server's message code when it sent one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** The server's own message text, also for statuses whose shown text is generic (e.g. 409, 503). */
    readonly serverMessage: string | null,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
