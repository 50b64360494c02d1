import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * The words to show for a failed call where the screen shows them itself (beside a field, in a
 * step): the server's coded message when it sent one — also for 409 and 503, whose snackbar text
 * is generic — else the client's text for the failure.
 */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return i18n.t('errors.somethingWentWrong');
}
