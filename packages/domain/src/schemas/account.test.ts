import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.ts';
import {
  addAddressRequestSchema,
  isValidBirthDate,
  PASSWORD_MIN_LENGTH,
  signUpRequestSchema,
  updateProfileRequestSchema,
} from './account.ts';

const validSignUp = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  mobile: '015112345678',
};

/** The catalogue codes a parse reports, per field. */
function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('isValidBirthDate', () => {
  const today = '2026-06-15';

  it('accepts every real day from 1900-01-01 up to today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(`${today}T00:00:00Z`), noInvalidDate: true }),
        (d) => isValidBirthDate(iso(d), today),
      ),
    );
  });

  it('refuses days after today and before 1900', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-06-16T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => !isValidBirthDate(iso(d), today),
      ),
    );
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
  });

  it('refuses days that do not exist and other formats', () => {
    for (const value of [
      '1990-02-30',
      '1990-04-31',
      '1991-02-29',
      '1990-13-01',
      '1990-00-10',
      '10.12.1990',
      '1990-1-5',
      '',
    ]) {
      expect(isValidBirthDate(value, today), value).toBe(false);
    }
    expect(isValidBirthDate('1992-02-29', today)).toBe(true);
  });
});

describe('signUpRequestSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    const parsed = signUpRequestSchema.parse({ ...validSignUp, email: '  Ada@Example.COM ' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('reports password_too_short for every password under the minimum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        const result = signUpRequestSchema.safeParse({ ...validSignUp, password, password_confirmation: password });
        expect(codes(result).password).toEqual(['password_too_short']);
      }),
    );
  });

  it('reports a mismatch on the confirmation field whenever the two differ', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        (password, confirmation) => {
          fc.pre(password !== confirmation);
          const result = signUpRequestSchema.safeParse({
            ...validSignUp,
            password,
            password_confirmation: confirmation,
          });
          expect(codes(result).password_confirmation).toEqual(['password_confirmation_mismatch']);
        },
      ),
    );
  });

  it('reports the mismatch together with other field errors, not after them', () => {
    const result = signUpRequestSchema.safeParse({ ...validSignUp, email: 'nope', password_confirmation: 'other' });
    expect(codes(result)).toEqual({
      email: ['email_invalid'],
      password_confirmation: ['password_confirmation_mismatch'],
    });
  });

  it('accepts digits (with one leading +, separators dropped) as mobile and digits as postal code, nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (text) => {
        // Both fields are trimmed before the check.
        const postal = signUpRequestSchema.safeParse({ ...validSignUp, postal_code: text });
        expect(codes(postal).postal_code?.includes('postal_code_numeric') ?? false).toBe(!/^\d*$/.test(text.trim()));
        const mobile = signUpRequestSchema.safeParse({ ...validSignUp, mobile: `+${text}` });
        expect(codes(mobile).mobile?.includes('mobile_numeric') ?? false).toBe(!/^\+\d+$/.test(normalisePhone(`+${text}`)));
      }),
    );
  });

  it('treats empty optional fields as not given', () => {
    const parsed = signUpRequestSchema.parse({ ...validSignUp, postal_code: '', birth_date: '', company: '' });
    expect(parsed).toMatchObject({ postal_code: '', birth_date: '', company: '' });
  });

  it('refuses unknown fields', () => {
    expect(signUpRequestSchema.safeParse({ ...validSignUp, is_admin: true }).success).toBe(false);
  });
});

describe('updateProfileRequestSchema', () => {
  it('needs the current password and a matching confirmation for a new password', () => {
    expect(
      codes(
        updateProfileRequestSchema.safeParse({ new_password: 'long enough', new_password_confirmation: 'long enough' }),
      ),
    ).toEqual({
      current_password: ['field_required'],
    });
    expect(
      codes(
        updateProfileRequestSchema.safeParse({
          current_password: 'x',
          new_password: 'long enough',
          new_password_confirmation: 'long enougH',
        }),
      ),
    ).toEqual({ new_password_confirmation: ['password_confirmation_mismatch'] });
    expect(updateProfileRequestSchema.safeParse({ name: 'Only a name' }).success).toBe(true);
  });
});

describe('addAddressRequestSchema', () => {
  it('requires street, house number, numeric postal code and city', () => {
    expect(
      codes(addAddressRequestSchema.safeParse({ street: ' ', house_number: '', postal_code: '1O115', city: '' })),
    ).toEqual({
      street: ['field_required'],
      house_number: ['field_required'],
      postal_code: ['postal_code_numeric'],
      city: ['field_required'],
    });
  });
});
