import { isApiError } from '../../../../api/api-error.ts';

/** The first message per field of a 422, keyed by the server's field path; null for any other failure. */
export function fieldMessages(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422 || !error.details.fieldErrors) return null;
  return Object.fromEntries(
    Object.entries(error.details.fieldErrors).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

export const isStale = (error: unknown) => isApiError(error) && error.status === 409;
