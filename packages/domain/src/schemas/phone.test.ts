import { describe, expect, it } from 'vitest';
import { mobileField } from './account.ts';
import { userInfoSchema } from './basket.ts';
import { contactFormSchema } from './contact.ts';
import { codesOf } from '../../test-support/schema-codes.ts';
import { isNumericPhone, normalisePhone, optionalPhoneField, phoneField } from './phone.ts';
import { reservationPhoneField } from './reservation.ts';

describe('phone numbers as guests type them', () => {
  it.each([
    ['0171 1234567', '01711234567'],
    ['0171-1234567', '01711234567'],
    ['(0171) 123 45 67', '01711234567'],
    ['+49 171 1234567', '+491711234567'],
    ['+49 (0)171 1234567', '+491711234567'],
    ['0171/123.45.67', '01711234567'],
  ])('normalises %s to %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it('is the one rule behind sign-up, checkout, reservation and contact', () => {
    expect(mobileField.parse('+49 171 123-4567')).toBe('+491711234567');
    expect(userInfoSchema.parse({ mobile: '(0171) 1234567' }).mobile).toBe('01711234567');
    expect(reservationPhoneField.parse(' 0171 1234567 ')).toBe('01711234567');
    expect(contactFormSchema.shape.phone.parse('0171 - 1234567')).toBe('01711234567');
  });

  it('keeps the spec\'s "numeric" rule on the normalised number', () => {
    for (const bad of ['0171 12a4567', '++49171', '49+171', 'call me', '0171 1234567 ext 2']) {
      expect(mobileField.safeParse(bad).error?.issues[0]?.message).toBe('mobile_numeric');
      expect(userInfoSchema.safeParse({ mobile: bad }).error?.issues[0]?.message).toBe('mobile_numeric');
      expect(reservationPhoneField.safeParse(bad).error?.issues[0]?.message).toBe('phone_invalid');
    }
  });

  it('still refuses numbers longer than E.164 allows once normalised', () => {
    expect(mobileField.safeParse('0171 1234 5678 9012 34567').success).toBe(false);
  });

  it('lets optional numbers stay empty', () => {
    expect(userInfoSchema.parse({ mobile: '' }).mobile).toBe('');
    expect(contactFormSchema.parse({ name: 'A', email: 'a@b.de', phone: '  ', message: 'hi' }).phone).toBeUndefined();
  });

  it('trims before looking for the trunk zero, and drops it only after a country code', () => {
    expect(normalisePhone('  +49 (0)171 1234567 ')).toBe('+491711234567');
    expect(normalisePhone('+49 ( 0 ) 171 1234567')).toBe('+491711234567');
    expect(normalisePhone('(0) 171 1234567')).toBe('01711234567');
  });

  it('calls a normalised number numeric only when it is digits with at most one leading +', () => {
    expect(isNumericPhone('01711234567')).toBe(true);
    expect(isNumericPhone('+491711234567')).toBe(true);
    expect(isNumericPhone('+49')).toBe(true);
    expect(isNumericPhone('x01711234567')).toBe(false);
    expect(isNumericPhone('01711234567x')).toBe(false);
    expect(isNumericPhone('mobile')).toBe(false);
  });

  it('answers mobile_numeric by default, and field_required for a missing or blank number', () => {
    expect(phoneField().parse(' 0171 1234567 ')).toBe('01711234567');
    expect(codesOf(phoneField(), '0171 12a4567')).toEqual(['mobile_numeric']);
    expect(codesOf(phoneField(), undefined)).toEqual(['field_required']);
    expect(codesOf(phoneField(), '   ')).toEqual(['field_required']);
    expect(codesOf(optionalPhoneField(), '0171 12a4567')).toEqual(['mobile_numeric']);
    expect(codesOf(optionalPhoneField('phone_invalid'), '0171 12a4567')).toEqual(['phone_invalid']);
  });

  it('measures an optional number without the spaces around it', () => {
    const padded = `${' '.repeat(20)}0171 1234567${' '.repeat(20)}`;
    expect(optionalPhoneField().parse(padded)).toBe('01711234567');
  });
});
