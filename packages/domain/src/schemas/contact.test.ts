import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  contactFormSchema,
  contactRequestSchema,
} from './contact.ts';

const form = { name: ' Anna Berg ', email: ' anna@example.com ', phone: '+49 (30) 123-456', message: ' Do you have gluten-free pizza? ' };

describe('the contact form', () => {
  it('trims what it keeps and drops an empty phone', () => {
    // The phone is stored normalised (schemas/phone.ts): separators dropped, the spec's digits-only rule kept.
    expect(parsed(contactFormSchema, form)).toEqual({ name: 'Anna Berg', email: 'anna@example.com', phone: '+4930123456', message: 'Do you have gluten-free pizza?' });
    expect(parsed(contactFormSchema, { ...form, phone: '  ' }).phone).toBeUndefined();
    expect(parsed(contactFormSchema, { ...form, phone: undefined }).phone).toBeUndefined();
  });

  it('refuses each broken field with its code', () => {
    expect(issuesOf(contactFormSchema, { ...form, name: ' ' })).toEqual([{ path: 'name', code: 'field_required' }]);
    expect(issuesOf(contactFormSchema, { ...form, name: undefined })).toEqual([{ path: 'name', code: 'field_required' }]);
    expect(codesOf(contactFormSchema, { ...form, name: 'a'.repeat(CONTACT_NAME_MAX_LENGTH + 1) })).toEqual(['field_too_long']);
    expect(issuesOf(contactFormSchema, { ...form, email: '' })).toEqual([{ path: 'email', code: 'field_required' }]);
    expect(codesOf(contactFormSchema, { ...form, email: undefined })).toEqual(['field_required']);
    expect(codesOf(contactFormSchema, { ...form, email: 'anna at example' })).toEqual(['email_invalid']);
    expect(codesOf(contactFormSchema, { ...form, phone: 'call me' })).toEqual(['phone_invalid']);
    expect(codesOf(contactFormSchema, { ...form, phone: '1'.repeat(CONTACT_PHONE_MAX_LENGTH + 1) })).toEqual(['phone_invalid']);
    expect(issuesOf(contactFormSchema, { ...form, message: '  ' })).toEqual([{ path: 'message', code: 'field_required' }]);
    expect(codesOf(contactFormSchema, { ...form, message: undefined })).toEqual(['field_required']);
    expect(codesOf(contactFormSchema, { ...form, message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })).toEqual(['field_too_long']);
  });

  it('as a request also carries the client context and the bot check, and nothing else', () => {
    expect(parsed(contactRequestSchema, { ...form, restaurantId: 1, lang: 'de', form_token: 't', website: '' })).toMatchObject({ restaurantId: 1, lang: 'de', form_token: 't' });
    expect(codesOf(contactRequestSchema, { ...form, admin: true })).toHaveLength(1);
  });
});

describe('a very long email address', () => {
  it('is refused as an invalid address, not as a missing one', () => {
    const email = `${'a'.repeat(CONTACT_EMAIL_MAX_LENGTH - '@example.com'.length + 1)}@example.com`;
    expect(issuesOf(contactFormSchema, { ...form, email })).toEqual([{ path: 'email', code: 'email_invalid' }]);
  });

  it('refuses an empty message as missing', () => {
    expect(issuesOf(contactFormSchema, { ...form, message: '  ' })).toEqual([{ path: 'message', code: 'field_required' }]);
  });
});
