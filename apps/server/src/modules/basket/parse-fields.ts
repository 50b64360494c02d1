import type { z } from 'zod';
import { isMessageCode, type MessageCode } from '@tavola/domain/messages/catalogue';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';

/**
 * Validates input that may arrive in the query string or the body (calls the spec leaves open),
 * answering the same 422 field map as a route schema would.
 */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys) {
      const field = path.map(String).join('.') || '_';
      const code: MessageCode = isMessageCode(issue.message)
        ? issue.message
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'field_required'
          : 'field_invalid';
      (fields[field] ??= []).push({ code });
    }
  }
  throw new FieldErrors(fields);
}
