import { afterEach, describe, expect, it, vi } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { ID_MAX } from '../limits.ts';
import {
  accessTokenSchema,
  addAddressRequestSchema,
  clientContextQuerySchema,
  customerAddressSchema,
  customerProfileSchema,
  deleteAccountRequestSchema,
  editAddressRequestSchema,
  forgotPasswordRequestSchema,
  isValidBirthDate,
  listAddressesQuerySchema,
  logInRequestSchema,
  orderHistoryQuerySchema,
  ORDER_HISTORY_MAX_PAGE_SIZE,
  pageSchema,
  removeAddressRequestSchema,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
  RESET_TOKEN_MAX_LENGTH,
  signUpRequestSchema,
  updateProfileRequestSchema,
} from './account.ts';

const address = { street: ' Hauptstraße ', house_number: ' 5a ', postal_code: ' 10115 ', city: ' Berlin ' };

describe('saved addresses', () => {
  it('are trimmed, with optional country, company and note', () => {
    expect(parsed(addAddressRequestSchema, { ...address, note: ' Ring twice ' })).toEqual({ street: 'Hauptstraße', house_number: '5a', postal_code: '10115', city: 'Berlin', note: 'Ring twice' });
    expect(parsed(editAddressRequestSchema, { ...address, id: '3' }).id).toBe(3);
  });

  it('need street, number, postal code and city', () => {
    for (const field of ['street', 'house_number', 'postal_code', 'city'] as const) {
      expect(issuesOf(addAddressRequestSchema, { ...address, [field]: '  ' }), field).toContainEqual({ path: field, code: 'field_required' });
    }
    expect(codesOf(addAddressRequestSchema, { ...address, postal_code: '10A15' })).toEqual(['postal_code_numeric']);
    expect(parsed(listAddressesQuerySchema, { search: ' main ' })).toEqual({ search: 'main' });
  });
});

describe('profile changes', () => {
  it('need the current password to set a new one, and the two new ones to match', () => {
    const change = { current_password: 'old secret!', new_password: 'new secret!', new_password_confirmation: 'new secret!' };
    expect(parsed(updateProfileRequestSchema, change)).toEqual(change);
    expect(issuesOf(updateProfileRequestSchema, { ...change, current_password: '' })).toEqual([{ path: 'current_password', code: 'field_required' }]);
    expect(issuesOf(updateProfileRequestSchema, { new_password: 'new secret!', new_password_confirmation: 'new secret!' })).toEqual([{ path: 'current_password', code: 'field_required' }]);
    expect(issuesOf(updateProfileRequestSchema, { ...change, new_password_confirmation: 'other secret' })).toEqual([{ path: 'new_password_confirmation', code: 'password_confirmation_mismatch' }]);
    expect(parsed(updateProfileRequestSchema, { name: ' Anna ' })).toEqual({ name: 'Anna' });
  });

  it('take a birth date from 1900 to today, or an empty one', () => {
    expect(isValidBirthDate('1990-02-28', '2026-11-26')).toBe(true);
    expect(isValidBirthDate('1900-01-01', '2026-11-26')).toBe(true);
    expect(isValidBirthDate('2026-11-26', '2026-11-26')).toBe(true);
    expect(isValidBirthDate('2026-11-27', '2026-11-26')).toBe(false);
    expect(isValidBirthDate('1899-12-31', '2026-11-26')).toBe(false);
    expect(isValidBirthDate('1990-02-30', '2026-11-26')).toBe(false);
    expect(isValidBirthDate('1990-2-3', '2026-11-26')).toBe(false);
    expect(parsed(updateProfileRequestSchema, { birth_date: '' })).toEqual({ birth_date: '' });
    expect(codesOf(updateProfileRequestSchema, { birth_date: '31.12.1990' })).toEqual(['birth_date_invalid']);
    expect(codesOf(updateProfileRequestSchema, { postal_code: 'x1' })).toEqual(['postal_code_numeric']);
  });
});

describe('sign-in, reset and deletion', () => {
  it('need a password and a reset token of sane length', () => {
    expect(codesOf(logInRequestSchema, { email: 'anna@example.com', password: '' })).toEqual(['field_required']);
    expect(parsed(resetTokenQuerySchema, { token: ' abc ' })).toEqual({ token: 'abc' });
    expect(codesOf(resetTokenQuerySchema, { token: ' ' })).toEqual(['field_required']);
    expect(codesOf(resetTokenQuerySchema, { token: 'x'.repeat(RESET_TOKEN_MAX_LENGTH + 1) })).toEqual(['reset_token_invalid']);
    const reset = { email: 'anna@example.com', token: 't', password: 'new secret!', password_confirmation: 'new secret!' };
    expect(parsed(resetPasswordRequestSchema, reset)).toEqual(reset);
    expect(issuesOf(resetPasswordRequestSchema, { ...reset, password_confirmation: 'other' })).toEqual([{ path: 'password_confirmation', code: 'password_confirmation_mismatch' }]);
    expect(codesOf(deleteAccountRequestSchema, { password: '' })).toEqual(['field_required']);
  });
});

describe('account answers', () => {
  it('keep the profile, addresses and the token', () => {
    const profile = { id: 1, name: 'Anna', email: 'anna@example.com', mobile: null, postal_code: '10115', birth_date: null, street: null, house_number: null, city: 'Berlin', company: null, lang: 'de', created_at: '2026-01-01', updated_at: '2026-01-02' };
    expect(parsed(customerProfileSchema, profile)).toEqual(profile);
    const saved = { id: 2, street: 'Hauptstraße', house_number: '5a', postal_code: '10115', city: 'Berlin', country: null, company: null, note: null, created_at: '2026-01-01', updated_at: '2026-01-01', in_delivery_area: true };
    expect(parsed(customerAddressSchema, saved)).toEqual(saved);
    expect(parsed(accessTokenSchema, { access_token: 'jwt', token_type: 'Bearer', expires_in: 3600 })).toEqual({ access_token: 'jwt', token_type: 'Bearer', expires_in: 3600 });
    expect(codesOf(accessTokenSchema, { access_token: 'jwt', token_type: 'Basic', expires_in: 3600 })).toHaveLength(1);
  });

  it('page the order history, 10 by default, 50 at most', () => {
    expect(parsed(orderHistoryQuerySchema, {})).toEqual({ page: 1, per_page: 10 });
    expect(codesOf(orderHistoryQuerySchema, { per_page: ORDER_HISTORY_MAX_PAGE_SIZE + 1 })).toEqual(['field_invalid']);
    expect(codesOf(orderHistoryQuerySchema, { per_page: 0 })).toEqual(['field_invalid']);
    expect(codesOf(orderHistoryQuerySchema, { per_page: 'x' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(orderHistoryQuerySchema, { per_page: 1.5 })).toEqual(['field_must_be_numeric']);
  });
});

describe('every storefront call', () => {
  it('may name the restaurant and the language', () => {
    expect(parsed(clientContextQuerySchema, { restaurantId: '7', lang: 'de' })).toEqual({ restaurantId: 7, lang: 'de' });
    expect(parsed(clientContextQuerySchema, { restaurantId: ID_MAX }).restaurantId).toBe(ID_MAX);
    expect(issuesOf(clientContextQuerySchema, { restaurantId: ID_MAX + 1 })).toHaveLength(1);
    expect(issuesOf(clientContextQuerySchema, { lang: 'de-DE-x-1' })).toHaveLength(1);
  });
});

describe('account fields', () => {
  it('answer field_required for a blank name or e-mail', () => {
    expect(issuesOf(updateProfileRequestSchema, { name: '   ' })).toEqual([{ path: 'name', code: 'field_required' }]);
    expect(issuesOf(forgotPasswordRequestSchema, { email: '  ' })).toEqual([{ path: 'email', code: 'field_required' }]);
    expect(parsed(forgotPasswordRequestSchema, { email: ' Anna@Example.com ' })).toEqual({ email: 'anna@example.com' });
  });

  it('trim an optional postal code and birth date', () => {
    expect(parsed(updateProfileRequestSchema, { postal_code: ' 10115 ', birth_date: ' ' })).toEqual({ postal_code: '10115', birth_date: '' });
  });

  it('refuse a birth date with anything before or after the day', () => {
    expect(isValidBirthDate('2000 1990-01-01', '2026-11-26')).toBe(false);
    expect(isValidBirthDate('1990-01-015', '2026-11-26')).toBe(false);
  });
});

describe('a birth date as late as today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes tomorrow by UTC while it is today somewhere (UTC+14), not the day after', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    expect(parsed(updateProfileRequestSchema, { birth_date: ' 1990-05-17 ' })).toEqual({ birth_date: '1990-05-17' });
    expect(parsed(updateProfileRequestSchema, { birth_date: '2026-11-27' })).toEqual({ birth_date: '2026-11-27' });
    expect(issuesOf(updateProfileRequestSchema, { birth_date: '2026-11-28' })).toEqual([{ path: 'birth_date', code: 'birth_date_invalid' }]);
  });
});

describe('password confirmations', () => {
  const signUp = { name: 'Anna Schmidt', email: 'anna@example.com', password: 'new secret!', password_confirmation: 'new secret!', mobile: '015112345678' };
  const reset = { email: 'anna@example.com', token: 't0k3n', password: 'new secret!', password_confirmation: 'new secret!' };

  it('report a missing confirmation once, not also as a mismatch', () => {
    const { password_confirmation: _omitted, ...withoutConfirmation } = signUp;
    expect(issuesOf(signUpRequestSchema, withoutConfirmation).map((issue) => issue.path)).toEqual(['password_confirmation']);
    expect(codesOf(signUpRequestSchema, withoutConfirmation)).not.toContain('password_confirmation_mismatch');
    const { password_confirmation: _alsoOmitted, ...resetWithoutConfirmation } = reset;
    expect(issuesOf(resetPasswordRequestSchema, resetWithoutConfirmation).map((issue) => issue.path)).toEqual(['password_confirmation']);
    expect(codesOf(resetPasswordRequestSchema, resetWithoutConfirmation)).not.toContain('password_confirmation_mismatch');
  });

  it('report a missing password once, not also as a mismatch', () => {
    const { password: _omitted, ...withoutPassword } = signUp;
    expect(issuesOf(signUpRequestSchema, withoutPassword).map((issue) => issue.path)).toEqual(['password']);
    expect(codesOf(signUpRequestSchema, withoutPassword)).not.toContain('password_confirmation_mismatch');
  });

  it('refuse a body that is not an object without failing', () => {
    expect(issuesOf(signUpRequestSchema, null)).toHaveLength(1);
    expect(issuesOf(updateProfileRequestSchema, null)).toHaveLength(1);
  });

  it('count a missing confirmation of a new profile password as a mismatch', () => {
    expect(issuesOf(updateProfileRequestSchema, { current_password: 'old secret!', new_password: 'new secret!' })).toEqual([
      { path: 'new_password_confirmation', code: 'password_confirmation_mismatch' },
    ]);
  });
});

describe('addresses and pages', () => {
  it('remove an address by its id', () => {
    expect(parsed(removeAddressRequestSchema, { id: '4' })).toEqual({ id: 4 });
  });

  it('page a list with its position and total', () => {
    const saved = { id: 2, street: 'Hauptstraße', house_number: '5a', postal_code: '10115', city: 'Berlin', country: null, company: null, note: null, created_at: '2026-01-01', updated_at: '2026-01-01' };
    const page = { current_page: 1, per_page: 10, last_page: 1, total: 1, from: 1, to: 1, data: [saved] };
    expect(parsed(pageSchema(customerAddressSchema), page)).toEqual(page);
    const empty = { current_page: 1, per_page: 10, last_page: 1, total: 0, from: null, to: null, data: [] };
    expect(parsed(pageSchema(customerAddressSchema), empty)).toEqual(empty);
  });
});
