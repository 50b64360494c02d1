import type { FieldValues, Resolver } from 'react-hook-form';
import type { Translate } from '../../i18n/translate.ts';

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
    if (issue.code === 'invalid_type') return issue.input === undefined ? t('validation.required') : t('validation.number');
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

/**
 * A shared schema's own refinements name their problem by the server's message code (e.g.
 * `table_name_taken`), so the server answers it coded in the person's language. In the browser the
 * code is looked up among the screen's texts as `validation.<code>`; an unknown code stays as it is.
 */
export function withCodedMessages<T extends FieldValues>(resolver: Resolver<T>, t: Translate): Resolver<T> {
  const translate = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const error = node as { message?: unknown };
    if (typeof error.message === 'string' && /^[a-z_]+$/.test(error.message)) {
      error.message = t(`validation.${error.message}`, { defaultValue: error.message });
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') translate(child);
  };
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translate(result.errors);
    return result;
  };
}
