import { z } from 'zod';
import { ID_MAX } from '../limits.ts';
import { botCheckFields } from './bot-check.ts';
import { idField, pageField } from './fields.ts';
import { PHONE_MAX_LENGTH, phoneField } from './phone.ts';

/**
 * Requests and answers of the customer-account endpoints (spec accounts-manager-content §3, §5, §7),
 * shared by the server (validation, response schemas) and the storefront (form validation, types).
 *
 * Error messages are catalogue codes (messages/en.ts): the server turns them into the 422 field map
 * in the request's language, the storefront can show the same texts before a round trip.
 *
 * Optional text fields accept '' (an emptied form field) as well as null; the server stores both as
 * "not given". Absent means "leave unchanged" on updates.
 */

/** Spec §5 and §9: minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and password managers; short enough that hashing stays cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
/** The stored (normalised) length; see phone.ts. */
export const MOBILE_MAX_LENGTH = PHONE_MAX_LENGTH;
export const POSTAL_CODE_MAX_LENGTH = 10;
export const STREET_MAX_LENGTH = 120;
export const HOUSE_NUMBER_MAX_LENGTH = 20;
export const CITY_MAX_LENGTH = 100;
export const COUNTRY_MAX_LENGTH = 60;
export const COMPANY_MAX_LENGTH = 120;
/** Delivery hints such as floor or door bell. */
export const ADDRESS_NOTE_MAX_LENGTH = 200;
export const ADDRESS_SEARCH_MAX_LENGTH = 100;
/** Reset tokens are 43 base64url characters; anything much longer is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 128;
/** Earliest accepted birth date: older dates are typing mistakes. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** Spec §9: dates travel as YYYY-MM-DD. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A birth date is a real calendar day between BIRTH_DATE_MIN and today (both YYYY-MM-DD strings;
 * plain string comparison orders them correctly).
 */
export function isValidBirthDate(value: string, today: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls an impossible day (02-30, 00) or month (13, 00) over into another month, so a real
  // day is one that keeps its month. (Years below 100 map to 19xx, but BIRTH_DATE_MIN refuses those.)
  const real = new Date(Date.UTC(year, month - 1, day)).getUTCMonth() === month - 1;
  return real && value >= BIRTH_DATE_MIN && value <= today;
}

/** Today as YYYY-MM-DD; a birth date "tomorrow" is refused in every time zone a customer can be in. */
function latestBirthDate(): string {
  // Stryker disable next-line MethodExpression: equivalent — a YYYY-MM-DD value compares with the full ISO instant as with its first ten characters
  return new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Fields every storefront call may carry (ordering-flow §1: restaurantId is added to every request). */
const clientContext = {
  restaurantId: z.coerce.number().int().positive().max(ID_MAX).optional(),
  lang: z.string().max(8).optional(),
};

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const nameField = z.string().trim().min(1, 'field_required').max(NAME_MAX_LENGTH);
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'field_required')
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('email_invalid'));
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH, 'password_too_short').max(PASSWORD_MAX_LENGTH);
/** Spec §5 "mobile numeric", checked on the normalised number (see phone.ts). */
export const mobileField = phoneField('mobile_numeric');
/** Spec §5 "postal code numeric". */
export const postalCodeField = z
  .string()
  .trim()
  .min(1, 'field_required')
  .max(POSTAL_CODE_MAX_LENGTH)
  .regex(/^\d+$/, 'postal_code_numeric');
const optionalPostalCode = z
  .string()
  .trim()
  .max(POSTAL_CODE_MAX_LENGTH)
  .regex(/^\d*$/, 'postal_code_numeric')
  .nullable()
  .optional();
const optionalBirthDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidBirthDate(value, latestBirthDate()), 'birth_date_invalid')
  .nullable()
  .optional();
/** Ids travel as numbers in JSON and as text in query strings (spec §5 "ids numeric"). */
export { idField } from './fields.ts';

/** Profile fields beyond name, email and mobile (spec §3: implied street, house number, city, company, birthday). */
const profileDetails = {
  postal_code: optionalPostalCode,
  birth_date: optionalBirthDate,
  street: optionalText(STREET_MAX_LENGTH),
  house_number: optionalText(HOUSE_NUMBER_MAX_LENGTH),
  city: optionalText(CITY_MAX_LENGTH),
  company: optionalText(COMPANY_MAX_LENGTH),
};

/**
 * The confirmation must equal the password. Checked only once the password itself is a string, so a
 * missing password is not reported twice; with `bothGiven`, a missing confirmation keeps its own
 * field_required message instead of a second one.
 */
function confirmationRule(key: string, confirmation: string, bothGiven: boolean) {
  return {
    message: 'password_confirmation_mismatch',
    path: [confirmation],
    when(payload: { value: unknown }) {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[key] === 'string' && (!bothGiven || typeof value[confirmation] === 'string');
    },
  };
}

/** POST api/auth/signup — fields as query parameters (spec §7); a body with the same fields is accepted too. */
export const signUpRequestSchema = z
  .object({
    ...clientContext,
    name: nameField,
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    mobile: mobileField,
    ...profileDetails,
    // Bot protection (schemas/bot-check): the time trap's token and honeypot, or reCAPTCHA's answer.
    ...botCheckFields,
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, confirmationRule('password', 'password_confirmation', true));
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST api/auth/login. Only presence is checked: old passwords may predate today's rules. */
export const logInRequestSchema = z
  .object({
    ...clientContext,
    email: emailField,
    password: z.string().min(1, 'field_required').max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type LogInRequest = z.infer<typeof logInRequestSchema>;

/**
 * POST api/auth/user/update. Every field is optional: absent leaves it unchanged, '' or null clears
 * an optional one. Changing the password or the e-mail address needs the current password.
 */
export const updateProfileRequestSchema = z
  .object({
    ...clientContext,
    name: nameField.optional(),
    email: emailField.optional(),
    mobile: mobileField.optional(),
    ...profileDetails,
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    new_password: passwordField.optional(),
    new_password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine(
    (v) => v.new_password === v.new_password_confirmation,
    confirmationRule('new_password', 'new_password_confirmation', false),
  )
  .refine((v) => v.new_password === undefined || (v.current_password ?? '') !== '', {
    message: 'field_required',
    path: ['current_password'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST api/auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ ...clientContext, email: emailField }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetTokenField = z.string().trim().min(1, 'field_required').max(RESET_TOKEN_MAX_LENGTH, 'reset_token_invalid');

/** GET api/auth/password/reset?token=… */
export const resetTokenQuerySchema = z.object({ ...clientContext, token: resetTokenField }).strict();

/** POST api/auth/password/reset-password. */
export const resetPasswordRequestSchema = z
  .object({
    ...clientContext,
    email: emailField,
    token: resetTokenField,
    password: passwordField,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, confirmationRule('password', 'password_confirmation', true));
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST api/auth/user/delete: deleting the account asks for the password once more. */
export const deleteAccountRequestSchema = z
  .object({ ...clientContext, password: z.string().min(1, 'field_required').max(PASSWORD_MAX_LENGTH) })
  .strict();

/** Spec §3: house number, postal code, city, country; street, company and a delivery note complete it. */
const addressFields = {
  street: z.string().trim().min(1, 'field_required').max(STREET_MAX_LENGTH),
  house_number: z.string().trim().min(1, 'field_required').max(HOUSE_NUMBER_MAX_LENGTH),
  postal_code: postalCodeField,
  city: z.string().trim().min(1, 'field_required').max(CITY_MAX_LENGTH),
  country: optionalText(COUNTRY_MAX_LENGTH),
  company: optionalText(COMPANY_MAX_LENGTH),
  note: optionalText(ADDRESS_NOTE_MAX_LENGTH),
};

/** POST api/auth/user/address/add. */
export const addAddressRequestSchema = z.object({ ...clientContext, ...addressFields }).strict();
export type AddAddressRequest = z.infer<typeof addAddressRequestSchema>;

/** POST api/auth/user/address/edit: the whole address replaces the stored one. */
export const editAddressRequestSchema = z.object({ ...clientContext, id: idField, ...addressFields }).strict();
export type EditAddressRequest = z.infer<typeof editAddressRequestSchema>;

/** PUT api/auth/user/address/remove. */
export const removeAddressRequestSchema = z.object({ ...clientContext, id: idField }).strict();

/** GET api/auth/user/address[?search=…]: search matches street, house number, postal code, city or company. */
export const listAddressesQuerySchema = z
  .object({ ...clientContext, search: z.string().trim().max(ADDRESS_SEARCH_MAX_LENGTH).optional() })
  .strict();

/** Query of calls that take no parameters of their own. */
export const clientContextQuerySchema = z.object(clientContext).strict();

/** The customer as GET api/auth/user answers it (spec §3: data with postal_code). */
export const customerProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  postal_code: z.string().nullable(),
  birth_date: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  company: z.string().nullable(),
  lang: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerAddressSchema = z.object({
  id: z.int(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the restaurant delivers to its postal code (it can still be used for pickup). */
  in_delivery_area: z.boolean().optional(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The private token answer of login (and of a password change, which replaces the old token). */
export const accessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** Spec §9 leaves the order-history page size open: ten fit one screen of the dashboard. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;

/** GET api/order/history[?page=…&per_page=…]: the logged-in customer's orders, newest first. */
export const orderHistoryQuerySchema = z
  .object({
    ...clientContext,
    page: pageField,
    per_page: z.coerce
      .number('field_must_be_numeric')
      .int()
      .min(1, 'field_invalid')
      .max(ORDER_HISTORY_MAX_PAGE_SIZE, 'field_invalid')
      .default(ORDER_HISTORY_PAGE_SIZE),
  })
  .strict();
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/**
 * One page of a list, as the storefront's pagination text needs it ("from–to of total"); from and
 * to are null on an empty page.
 */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.int(),
    per_page: z.int(),
    last_page: z.int(),
    total: z.int(),
    from: z.int().nullable(),
    to: z.int().nullable(),
    data: z.array(item),
  });
}
