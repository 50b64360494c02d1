import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { NEWSLETTER_EMAIL_MAX_LENGTH, newsletterEmailSchema } from './newsletter.ts';

describe('newsletter e-mail', () => {
  it('is trimmed and stored lower-cased', () => {
    expect(parsed(newsletterEmailSchema, '  Anna.Berg@Example.COM ')).toBe('anna.berg@example.com');
  });

  it('is required, an address, and no longer than SMTP allows', () => {
    expect(codesOf(newsletterEmailSchema, undefined)).toEqual(['newsletter_email_required']);
    expect(codesOf(newsletterEmailSchema, '   ')).toEqual(['newsletter_email_required']);
    expect(codesOf(newsletterEmailSchema, 'anna@')).toEqual(['email_invalid']);
    const long = `${'a'.repeat(NEWSLETTER_EMAIL_MAX_LENGTH - 'x@example.com'.length + 2)}x@example.com`;
    expect(codesOf(newsletterEmailSchema, long)).toContain('email_invalid');
  });
});
