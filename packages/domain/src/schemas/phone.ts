import { z } from 'zod';

/**
 * One rule for every phone and mobile number a guest types (checkout, sign-up, profile, reservation):
 * people write "0171 1234567", "0171-1234567", "(0171) 1234567" or "+49 (0)171 1234567", so the
 * separators are dropped first and the spec's "numeric" rule (one optional leading '+') is checked on
 * what remains. The normalised form is what gets stored, so the restaurant sees one shape.
 */

/** Room for the separators people type around an E.164 number; the stored form is checked separately. */
export const PHONE_INPUT_MAX_LENGTH = 40;
/** E.164 allows 15 digits; a little room for national prefixes. */
export const PHONE_MAX_LENGTH = 20;

/** Drops spaces, dashes, dots, slashes and brackets; "+49 (0)171" loses the trunk '(0)' too. */
export function normalisePhone(raw: string): string {
  const trimmed = raw.trim();
  const withoutTrunk = trimmed.startsWith('+') ? trimmed.replace(/\(\s*0\s*\)/, '') : trimmed;
  return withoutTrunk.replace(/[\s\u00a0()./-]/g, '');
}

/** Whether the normalised number satisfies the spec's "numeric" rule. */
export function isNumericPhone(normalised: string): boolean {
  return /^\+?\d+$/.test(normalised);
}

/** A required number: trimmed, normalised, then checked; `code` is the catalogue message for "not numeric". */
export function phoneField(code: 'mobile_numeric' | 'phone_invalid' = 'mobile_numeric') {
  return z
    .string('field_required')
    .trim()
    .min(1, 'field_required')
    .max(PHONE_INPUT_MAX_LENGTH, code)
    .transform(normalisePhone)
    .pipe(z.string().max(PHONE_MAX_LENGTH, code).regex(/^\+?\d+$/, code));
}

/** An optional number: '' stays '' (a cleared form field), anything else as `phoneField`. */
export function optionalPhoneField(code: 'mobile_numeric' | 'phone_invalid' = 'mobile_numeric') {
  return z
    .string()
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, code)
    .transform(normalisePhone)
    .pipe(z.string().max(PHONE_MAX_LENGTH, code).regex(/^(\+?\d+)?$/, code));
}
