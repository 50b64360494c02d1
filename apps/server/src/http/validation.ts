import type { FastifySchemaValidationError } from 'fastify';
import { isMessageCode, type MessageCode, type MessageParams } from '@tavola/domain/messages/catalogue';
import type { FieldMessage } from './errors.ts';

/**
 * Turns schema validation issues into the 422 field map. A schema may name a catalogue code as its
 * message (`z.string().regex(/^\d+$/, 'postal_code_numeric')`); otherwise the issue kind decides.
 */
export function fieldMessagesFromValidation(
  issues: FastifySchemaValidationError[],
): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of issues) {
    const params = (issue.params ?? {}) as Record<string, unknown>;
    const basePath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys) ? params.keys : [null];
    for (const key of keys) {
      const field = [basePath, key].filter(Boolean).join('.') || '_';
      (fields[field] ??= []).push(messageFor(issue.keyword, issue.message ?? '', params));
    }
  }
  return fields;
}

function messageFor(keyword: string, message: string, params: Record<string, unknown>): FieldMessage {
  if (isMessageCode(message)) return { code: message, params: numericParams(params) };
  const code = codeFor(keyword, message, params);
  return { code, params: numericParams(params) };
}

function codeFor(keyword: string, message: string, params: Record<string, unknown>): MessageCode {
  switch (keyword) {
    case 'invalid_type':
      if (/received undefined/.test(message)) return 'field_required';
      if (params.expected === 'number' || params.expected === 'int') return 'field_must_be_numeric';
      if (params.expected === 'boolean') return 'field_must_be_boolean';
      return 'field_invalid';
    case 'too_big':
      return params.origin === 'string' ? 'field_too_long' : 'field_invalid';
    case 'too_small':
      return params.origin === 'string' && params.minimum === 1 ? 'field_required' : 'field_invalid';
    case 'invalid_format':
      return params.format === 'email' ? 'email_invalid' : 'field_invalid';
    default:
      return 'field_invalid';
  }
}

function numericParams(params: Record<string, unknown>): MessageParams {
  const out: MessageParams = {};
  if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint') out.max = Number(params.maximum);
  if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint') out.min = Number(params.minimum);
  return out;
}
