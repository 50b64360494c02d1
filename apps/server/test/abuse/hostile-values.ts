import fc from 'fast-check';

/**
 * Values no storefront sends: wrong types, extremes, injection-looking and invisible text. Strings
 * avoid the words the answers are checked for (stack, drizzle …), so an echo cannot fake a leak.
 */
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  "'); delete from baskets; --",
  '" union select password_hash from users --',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E\u2066\u2069',
  '\uFEFF\uFFFE',
  '\uD800',
  '👨‍👩‍👧‍👦🍕',
  'ﷺ مرحبا',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  '2027-02-30 25:61',
  'true',
  'null',
  'x'.repeat(10_000),
);

const hostileNumbers = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.0001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const leaf = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, nested a little, made of the leaves above. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileStrings, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value for a query parameter (strings only on the wire), sometimes repeated (an array). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  hostileStrings,
  hostileNumbers.map(String),
  fc.array(hostileStrings, { minLength: 2, maxLength: 3 }),
);

/** Bodies that are not what the content type says, or are too big, or try to reach prototypes. */
export const rawHostileBodies = fc.constantFrom(
  '{',
  '{"basketId": }',
  '[1,2,',
  'null',
  '"just a string"',
  '123',
  '[]',
  '{"__proto__": {"polluted": "yes"}, "basketId": "x"}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  JSON.stringify({ basketId: 'x', padding: 'p'.repeat(300 * 1024) }),
  '\u0000\u0001\u0002',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
);

/** Path parameters and static paths that try to climb out of their folder. */
export const traversalPaths = [
  '/uploads/../../package.json',
  '/uploads/..%2f..%2fpackage.json',
  '/uploads/%2e%2e/%2e%2e/secret.key',
  '/uploads/restaurants/demo/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/uploads/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/assets/../../../etc/passwd',
  '/assets/..%5c..%5cpackage.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/r/demo/..%2f..%2fpackage.json',
  '/allergens.svg/../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/uploads/.env',
  '/.git/config',
  '/api/payment/test/..%2f..%2f..%2fetc%2fpasswd',
  '/api/payment/test/%2e%2e/complete',
  '/uploads/%00.png',
  '/uploads/' + 'a'.repeat(5_000),
];
