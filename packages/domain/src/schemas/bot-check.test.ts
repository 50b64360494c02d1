import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { botCheckFields, FORM_MIN_FILL_SECONDS, FORM_TOKEN_MAX_AGE_SECONDS, formStartSchema, HONEYPOT_FIELD } from './bot-check.ts';

const protectedForm = z.object({ message: z.string(), ...botCheckFields }).strict();

describe('the fields a protected form sends besides its own', () => {
  it('takes the form token, the honeypot and a reCAPTCHA answer, each optional', () => {
    const sent = { message: 'Hallo', form_token: 't.1', [HONEYPOT_FIELD]: '', g_recaptcha_response: 'r' };
    expect(parsed(protectedForm, sent)).toEqual(sent);
    expect(parsed(protectedForm, { message: 'Hallo' })).toEqual({ message: 'Hallo' });
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('refuses each of them when it is longer than a real one can be', () => {
    expect(parsed(protectedForm, { message: '', form_token: 'a'.repeat(500), website: 'a'.repeat(2000), g_recaptcha_response: 'a'.repeat(5000) })).toMatchObject({ message: '' });
    expect(codesOf(protectedForm, { message: '', form_token: 'a'.repeat(501) })).toHaveLength(1);
    expect(codesOf(protectedForm, { message: '', website: 'a'.repeat(2001) })).toHaveLength(1);
    expect(codesOf(protectedForm, { message: '', g_recaptcha_response: 'a'.repeat(5001) })).toHaveLength(1);
  });
});

describe('the time trap', () => {
  it('refuses a form sent within three seconds of opening and keeps its token good for six hours', () => {
    expect(FORM_MIN_FILL_SECONDS).toBe(3);
    expect(FORM_TOKEN_MAX_AGE_SECONDS).toBe(6 * 3600);
  });
});

describe('how the storefront proves a person sends the form', () => {
  it('answers with a reCAPTCHA site key or a signed form token, nothing else', () => {
    expect(parsed(formStartSchema, { method: 'recaptcha', siteKey: '6Lc' })).toEqual({ method: 'recaptcha', siteKey: '6Lc' });
    expect(parsed(formStartSchema, { method: 'time_trap', formToken: 't.1' })).toEqual({ method: 'time_trap', formToken: 't.1' });
    expect(codesOf(formStartSchema, { method: 'time_trap', siteKey: '6Lc' })).toHaveLength(1);
    expect(codesOf(formStartSchema, { method: 'recaptcha', formToken: 't.1' })).toHaveLength(1);
    expect(codesOf(formStartSchema, { method: 'captcha', siteKey: '6Lc' })).toHaveLength(1);
  });
});
