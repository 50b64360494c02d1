import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  METHOD_DELIVERY_TYPES,
  PROVIDER_OF_METHOD,
  ownerPaymentsSectionSchema,
  removeCredentialsQuerySchema,
  saveCredentialsSchemas,
  savePaymentMethodsSchema,
  testConnectionResultSchema,
  testConnectionSchemas,
} from './owner-payments.ts';

const saferpay = { customerId: '123456', terminalId: '17654321', username: ' API_123 ', password: ' secret ', environment: 'test' };

describe('payment methods', () => {
  it('pay at the end and payFix only when eating here; providers behind the online methods', () => {
    expect(METHOD_DELIVERY_TYPES.payAtEnd).toEqual(['here']);
    expect(METHOD_DELIVERY_TYPES.payFix).toEqual(['here']);
    expect(METHOD_DELIVERY_TYPES.cash).toEqual(['delivery', 'pickup', 'here']);
    expect(PROVIDER_OF_METHOD).toEqual({ mollie: 'mollie', saferPay: 'saferpay' });
  });

  it('save methods with an optional label per delivery type', () => {
    const methods = [{ method: 'cash', label: ' Bar ', deliveryTypes: ['pickup'] }, { method: 'payFix', deliveryTypes: ['here'] }];
    expect(parsed(savePaymentMethodsSchema, { revision: 1, methods }).methods[0]).toEqual({ method: 'cash', label: 'Bar', deliveryTypes: ['pickup'] });
    expect(issuesOf(savePaymentMethodsSchema, { revision: 1, methods: [{ method: 'bitcoin', deliveryTypes: [] }] })).toEqual([{ path: 'methods.0.method', code: 'payment_method_not_supported' }]);
    expect(codesOf(savePaymentMethodsSchema, { revision: 1, methods: [{ method: 'cash', deliveryTypes: ['drone'] }] })).toEqual(['delivery_type_not_available']);
    expect(codesOf(savePaymentMethodsSchema, { revision: 1, methods: [{ method: 'cash', label: ' ', deliveryTypes: [] }] })).toEqual(['field_required']);
    expect(codesOf(savePaymentMethodsSchema, { revision: 1, methods: [{ method: 'cash', label: 'x'.repeat(61), deliveryTypes: [] }] })).toEqual(['field_too_long']);
  });
});

describe('provider credentials', () => {
  it('take a Mollie key of the live or test form', () => {
    expect(parsed(saveCredentialsSchemas.mollie, { revision: 0, credentials: { apiKey: ' test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM ' } }).credentials.apiKey).toBe('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    expect(codesOf(saveCredentialsSchemas.mollie, { revision: 0, credentials: { apiKey: 'sk_live_123' } })).toEqual(['field_invalid']);
    expect(codesOf(saveCredentialsSchemas.mollie, { revision: 0, credentials: { apiKey: 'live_short' } })).toEqual(['field_invalid']);
  });

  it('take a SaferPay account with numeric ids, trimmed user name, untouched password', () => {
    expect(parsed(saveCredentialsSchemas.saferpay, { revision: 0, credentials: saferpay }).credentials).toEqual({ ...saferpay, username: 'API_123', password: ' secret ' });
    const codeOf = (over: object) => codesOf(saveCredentialsSchemas.saferpay, { revision: 0, credentials: { ...saferpay, ...over } });
    expect(codeOf({ customerId: 'A123' })).toEqual(['field_must_be_numeric']);
    expect(codeOf({ terminalId: '' })).toEqual(['field_must_be_numeric']);
    expect(codeOf({ username: ' ' })).toEqual(['field_required']);
    expect(codeOf({ username: 'x'.repeat(101) })).toEqual(['field_too_long']);
    expect(codeOf({ password: '' })).toEqual(['field_required']);
    expect(codeOf({ password: 'x'.repeat(201) })).toEqual(['field_too_long']);
    expect(codeOf({ environment: 'staging' })).toHaveLength(1);
  });

  it('are removed at a revision and tested with or without new credentials', () => {
    expect(parsed(removeCredentialsQuerySchema, { revision: '2' })).toEqual({ revision: 2 });
    expect(codesOf(removeCredentialsQuerySchema, { revision: -1 })).toEqual(['field_invalid']);
    expect(codesOf(removeCredentialsQuerySchema, { revision: 'x' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(removeCredentialsQuerySchema, { revision: 1.5 })).toEqual(['field_must_be_numeric']);
    expect(parsed(testConnectionSchemas.mollie, {})).toEqual({});
    expect(parsed(testConnectionSchemas.saferpay, { credentials: saferpay }).credentials?.customerId).toBe('123456');
    expect(parsed(testConnectionResultSchema, { ok: true, message: 'Connected' })).toEqual({ ok: true, message: 'Connected' });
  });
});

describe('the payments section', () => {
  it('shows a stored key only as a mask', () => {
    const section = {
      revision: 1,
      value: {
        deliveryTypes: ['pickup', 'here'],
        methods: [{ method: 'mollie', label: 'Online', deliveryTypes: ['pickup'] }],
        providers: [
          { provider: 'mollie', own: { mask: 'test_…sM', hint: null, setAt: '2026-11-01', setBy: 'owner@example.com' }, platformDefault: false },
          { provider: 'saferpay', own: null, platformDefault: true },
        ],
        canStoreCredentials: true,
        testMode: true,
      },
    };
    expect(parsed(ownerPaymentsSectionSchema, section)).toEqual(section);
  });
});

describe('credentials with something around them', () => {
  const key = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
  const mollieCodes = (apiKey: string) => codesOf(saveCredentialsSchemas.mollie, { revision: 0, credentials: { apiKey } });
  const saferpayCodes = (over: object) => codesOf(saveCredentialsSchemas.saferpay, { revision: 0, credentials: { ...saferpay, ...over } });

  it('refuses a Mollie key with text before or after it', () => {
    expect(mollieCodes(key)).toEqual([]);
    expect(mollieCodes(`sk_${key}`)).toEqual(['field_invalid']);
    expect(mollieCodes(`${key}!`)).toEqual(['field_invalid']);
  });

  it('trims Saferpay numbers but refuses letters before or after them', () => {
    const credentials = parsed(saveCredentialsSchemas.saferpay, { revision: 0, credentials: { ...saferpay, customerId: ' 123456 ', terminalId: ' 17654321 ' } }).credentials;
    expect(credentials.customerId).toBe('123456');
    expect(credentials.terminalId).toBe('17654321');
    for (const id of ['CH123456', '123456CH']) {
      expect(saferpayCodes({ customerId: id })).toEqual(['field_must_be_numeric']);
      expect(saferpayCodes({ terminalId: id })).toEqual(['field_must_be_numeric']);
    }
  });

  it('takes the live and the test environment', () => {
    for (const environment of ['live', 'test']) expect(saferpayCodes({ environment })).toEqual([]);
  });
});
