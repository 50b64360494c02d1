import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  accessTokenSchema,
  addAddressRequestSchema,
  customerAddressSchema,
  customerProfileSchema,
  deleteAccountRequestSchema,
  editAddressRequestSchema,
  isValidBirthDate,
  listAddressesQuerySchema,
  logInRequestSchema,
  orderHistoryQuerySchema,
  ORDER_HISTORY_MAX_PAGE_SIZE,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
  RESET_TOKEN_MAX_LENGTH,
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
