import { formatMessage, isMessageCode, type Lang, type MessageCode } from '@tavola/domain/messages/catalogue';
import { USER_INFO_FIELDS, userInfoSchema, type DeliveryType, type UserInfo } from '@tavola/domain/schemas/basket';
import { readJson, readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';

/** The order details the checkout collects (spec §3 'Order details'). */
export const DETAIL_FIELDS = USER_INFO_FIELDS;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type GuestDetails = Partial<Record<DetailField, string>>;

/** Where a delivered order goes: asked at the Delivery Address step, each one required there. */
export const ADDRESS_FIELDS: readonly DetailField[] = ['address', 'house_number', 'postalCode', 'city'];

export interface FieldRule {
  field: DetailField;
  required: boolean;
}

const isDetailField = (value: string): value is DetailField => (DETAIL_FIELDS as readonly string[]).includes(value);

export function addressRules(): FieldRule[] {
  return ADDRESS_FIELDS.map((field) => ({ field, required: true }));
}

/**
 * The restaurant's personal-information fields the personal step asks, in the restaurant's order:
 * product_comment belongs to the cart lines, and a delivery asks the address at its own step.
 */
export function personalRules(
  fields: readonly { field: string; required: boolean }[],
  type: DeliveryType | null,
): FieldRule[] {
  return fields.flatMap((entry) => {
    if (!isDetailField(entry.field)) return [];
    if (type === 'delivery' && ADDRESS_FIELDS.includes(entry.field)) return [];
    return [{ field: entry.field, required: entry.required }];
  });
}

/**
 * One message per field that is wrong: required ones left blank, then the shared schema's format
 * rules (e-mail, digits, date) with the server's own words.
 */
export function validateDetails(
  values: GuestDetails,
  rules: readonly FieldRule[],
  lang: Lang,
  requiredText: string,
): Partial<Record<DetailField, string>> {
  const errors: Partial<Record<DetailField, string>> = {};
  for (const rule of rules) {
    if (rule.required && !values[rule.field]?.trim()) errors[rule.field] = requiredText;
  }
  const parsed = userInfoSchema.safeParse(toUserInfo(values, rules));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!isDetailField(field) || errors[field]) continue;
      const code: MessageCode = isMessageCode(issue.message)
        ? issue.message
        : issue.code === 'too_big'
          ? 'field_too_long'
          : 'field_invalid';
      errors[field] = formatMessage(code, lang, 'maximum' in issue ? { max: Number(issue.maximum) } : {});
    }
  }
  return errors;
}

/** The fields of the rules, trimmed; blanks are left out. */
export function toUserInfo(values: GuestDetails, rules: readonly FieldRule[]): UserInfo {
  const info: Record<string, string> = {};
  for (const { field } of rules) {
    const value = values[field]?.trim();
    if (value) info[field] = value;
  }
  return info as UserInfo;
}

/** Details kept for the next order on this device; the comment is about this order only. */
export function readRememberedDetails(restaurantId: number): GuestDetails {
  const stored = readJson<Record<string, unknown>>(storageKeys.checkoutDetails(restaurantId));
  const details: GuestDetails = {};
  if (!stored || typeof stored !== 'object') return details;
  for (const field of DETAIL_FIELDS) {
    const value = stored[field];
    if (field !== 'comment' && typeof value === 'string') details[field] = value;
  }
  return details;
}

export function rememberDetails(restaurantId: number, details: GuestDetails): void {
  const { comment: _comment, ...kept } = details;
  const cleaned = Object.fromEntries(
    Object.entries(kept).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  writeStorage(storageKeys.checkoutDetails(restaurantId), JSON.stringify(cleaned));
}

/**
 * The method the guest paid with last time here, offered again (only if the restaurant still offers it
 * for the order's type: the checkout checks). payFix is a table's PIN, never remembered.
 */
export function readRememberedPayment(restaurantId: number): string | null {
  return readStorage(storageKeys.paymentType(restaurantId));
}

export function rememberPayment(restaurantId: number, paymentType: string): void {
  if (paymentType !== 'payFix') writeStorage(storageKeys.paymentType(restaurantId), paymentType);
}
