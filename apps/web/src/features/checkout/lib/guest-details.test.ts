import { beforeEach, describe, expect, it } from 'vitest';
import {
  addressRules,
  personalRules,
  readRememberedDetails,
  rememberDetails,
  toUserInfo,
  validateDetails,
} from './guest-details.ts';

const FIELDS = [
  { field: 'name', required: true },
  { field: 'email', required: true },
  { field: 'mobile', required: false },
  { field: 'postalCode', required: true },
  { field: 'product_comment', required: false },
];

describe('personalRules', () => {
  it('keeps the restaurant order, drops product_comment, and leaves the address to its own step for a delivery', () => {
    expect(personalRules(FIELDS, 'pickup').map((rule) => rule.field)).toEqual([
      'name',
      'email',
      'mobile',
      'postalCode',
    ]);
    expect(personalRules(FIELDS, 'delivery').map((rule) => rule.field)).toEqual(['name', 'email', 'mobile']);
  });
});

describe('validateDetails', () => {
  const rules = personalRules(FIELDS, 'pickup');

  it('names each blank required field', () => {
    expect(validateDetails({ name: '  ', mobile: '' }, rules, 'en', 'required!')).toEqual({
      name: 'required!',
      email: 'required!',
      postalCode: 'required!',
    });
  });

  it("uses the server's words for format problems", () => {
    const errors = validateDetails(
      { name: 'Ada', email: 'not-an-email', mobile: '030 123 ext', postalCode: '10a' },
      rules,
      'en',
      'x',
    );
    expect(errors).toEqual({
      email: 'Please enter a valid email address.',
      mobile: expect.any(String),
      postalCode: 'The postal code must be numeric.',
    });
  });

  it('accepts a mobile number as guests type it', () => {
    expect(
      validateDetails(
        { name: 'Ada', email: 'ada@example.com', postalCode: '10119', mobile: '+49 (0)171 123-45 67' },
        rules,
        'en',
        'x',
      ),
    ).toEqual({});
  });

  it('passes complete details, and requires every address field for a delivery', () => {
    expect(validateDetails({ name: 'Ada', email: 'ada@example.com', postalCode: '10119' }, rules, 'en', 'x')).toEqual(
      {},
    );
    expect(Object.keys(validateDetails({ address: 'Torstraße' }, addressRules(), 'en', 'x'))).toEqual([
      'house_number',
      'postalCode',
      'city',
    ]);
  });
});

describe('toUserInfo', () => {
  it('sends only the asked fields, trimmed, without blanks', () => {
    expect(
      toUserInfo({ name: ' Ada ', email: '', company: 'ACME' }, [
        { field: 'name', required: true },
        { field: 'email', required: false },
      ]),
    ).toEqual({
      name: 'Ada',
    });
  });
});

describe('remembered details', () => {
  // The web tests run in Node: a Map stands in for the browser's storage.
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  });

  it('are kept per restaurant without the order comment', () => {
    rememberDetails(1, { name: 'Ada', email: 'ada@example.com', comment: 'ring twice', city: '' });
    expect(readRememberedDetails(1)).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(readRememberedDetails(2)).toEqual({});
  });
});
