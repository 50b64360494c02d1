import { formatMessage, isMessageCode, type Lang, type MessageCode } from '@tavola/domain/messages/catalogue';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/**
 * A schema issue as the catalogue code the server would answer for it (apps/server http/validation):
 * the code the schema names itself, else one chosen by the kind of issue.
 */
function codeOf(issue: z.core.$ZodIssue): MessageCode {
  if (isMessageCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'field_too_long' : 'field_invalid';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'field_required' : 'field_invalid';
    case 'invalid_format':
      return issue.format === 'email' ? 'email_invalid' : 'field_invalid';
    case 'invalid_type':
      return issue.input === undefined ? 'field_required' : 'field_invalid';
    default:
      return 'field_invalid';
  }
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, number> {
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  return params;
}

/**
 * The shared schema's issues as one text per field, in the guest's language and with the same
 * words the server's 422 answer would use; the first issue of a field wins.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= formatMessage(codeOf(issue), lang, paramsOf(issue));
  }
  return errors;
}

/** The first message per field of a 422 answer (already in the guest's language). */
export function fieldErrorsFromServer(errors: Record<string, string[]> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return out;
}
