import type { Translate } from '../../../../i18n/translate.ts';

interface Issue {
  code: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

/**
 * The owner's language for zod's generic problems (missing, too small, too long); the schema's own
 * messages (e.g. "must have at most two decimals") are the import format's and stay as written.
 */
export function zodMessages(t: Translate) {
  return (issue: Issue): string | undefined => {
    if (issue.code === 'invalid_type')
      return issue.input === undefined ? t('validation.required') : t('validation.number');
    if (issue.code === 'too_small') {
      if (issue.origin === 'string' && issue.minimum === 1) return t('validation.required');
      if (issue.origin === 'array') return t('validation.required');
      return t('validation.tooSmall', { minimum: String(issue.minimum) });
    }
    if (issue.code === 'too_big')
      return issue.origin === 'string'
        ? t('validation.tooLong', { maximum: String(issue.maximum) })
        : t('validation.tooBig', { maximum: String(issue.maximum) });
    return undefined;
  };
}
