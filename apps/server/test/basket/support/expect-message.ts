import { expect } from 'vitest';
import { formatMessage, type Lang, type MessageCode, type MessageParams } from '@tavola/domain/messages/catalogue';

interface Answer {
  statusCode: number;
  body: any;
}

/** An enveloped answer with this status and coded message, its text in the asked language. */
export function expectMessage(answer: Answer, status: number, code: MessageCode, lang: Lang, params: MessageParams = {}) {
  expect({ status: answer.statusCode, code: answer.body?.message?.code }).toEqual({ status, code });
  expect(answer.body.message.body).toBe(formatMessage(code, lang, params));
  expect(answer.body.type).toBe(status < 300 ? 'success' : 'error');
}

/** A 422 field map whose first message for `field` is this code, in the asked language. */
export function expectFieldError(answer: Answer, field: string, code: MessageCode, lang: Lang, params: MessageParams = {}) {
  expect(answer.statusCode).toBe(422);
  expect(answer.body.codes?.[field]?.[0]).toBe(code);
  expect(answer.body.errors[field][0]).toBe(formatMessage(code, lang, params));
}

/** The languages every coded message is checked in. */
export const LANGS: Lang[] = ['en', 'de'];
