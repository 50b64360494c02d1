import { describe, expect, it } from 'vitest';
import { addAddressRequestSchema, signUpRequestSchema } from '@tavola/domain/schemas/account';
import { formatMessage } from '@tavola/domain/messages/catalogue';
import { fieldErrorsFromServer, fieldErrorsOf } from './field-errors.ts';

const validSignUp = {
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  mobile: '+4930123456',
};

function errorsOf(
  schema: typeof signUpRequestSchema | typeof addAddressRequestSchema,
  value: unknown,
  lang: 'en' | 'de' = 'en',
) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error.issues, lang);
}

describe('form errors from the shared account schemas', () => {
  it('accepts a valid sign-up', () => {
    expect(errorsOf(signUpRequestSchema, validSignUp)).toEqual({});
  });

  it('names the catalogue text the schema gives, with its parameters', () => {
    const errors = errorsOf(signUpRequestSchema, {
      ...validSignUp,
      password: 'short',
      password_confirmation: 'short',
      mobile: '030-12x',
    });
    expect(errors.password).toBe(formatMessage('password_too_short', 'en', { min: 8 }));
    expect(errors.password).not.toContain('{min}');
    expect(errors.mobile).toBe(formatMessage('mobile_numeric', 'en'));
  });

  it('reports a confirmation that does not match under the confirmation field', () => {
    const errors = errorsOf(signUpRequestSchema, { ...validSignUp, password_confirmation: 'correct horsE' });
    expect(Object.keys(errors)).toEqual(['password_confirmation']);
    expect(errors.password_confirmation).toBe(formatMessage('password_confirmation_mismatch', 'en'));
  });

  it('maps empty required fields, bad e-mails and over-long texts like the server does', () => {
    const errors = errorsOf(
      signUpRequestSchema,
      { ...validSignUp, name: '  ', email: 'not-an-email', company: 'x'.repeat(500) },
      'de',
    );
    expect(errors.name).toBe(formatMessage('field_required', 'de'));
    expect(errors.email).toBe(formatMessage('email_invalid', 'de'));
    expect(errors.company).toBe(formatMessage('field_too_long', 'de', { max: 120 }));
  });

  it('keeps only the first message per field', () => {
    const errors = errorsOf(addAddressRequestSchema, {
      street: '',
      house_number: '1',
      postal_code: 'abc',
      city: 'Berlin',
    });
    expect(errors).toEqual({
      street: formatMessage('field_required', 'en'),
      postal_code: formatMessage('postal_code_numeric', 'en'),
    });
  });

  it('takes the first server message per field of a 422 answer', () => {
    expect(fieldErrorsFromServer({ email: ['taken', 'second'], mobile: [] })).toEqual({ email: 'taken' });
    expect(fieldErrorsFromServer(undefined)).toEqual({});
  });
});
