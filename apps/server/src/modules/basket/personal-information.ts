import { USER_INFO_FIELDS, type UserInfo } from '@tavola/domain/schemas/basket';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';
import type { OrderingContext } from './ordering-context.ts';

const userInfoFields = new Set<string>(USER_INFO_FIELDS);

/** The restaurant's required personal-information fields that are blank, as a 422 field map. */
export function assertRequiredUserInfo(context: OrderingContext, userInfo: UserInfo | null, field = 'userInfo'): void {
  const missing: Record<string, FieldMessage[]> = {};
  for (const entry of context.personalInformationFields) {
    if (!entry.required || !userInfoFields.has(entry.field)) continue;
    const value = userInfo?.[entry.field as keyof UserInfo];
    if (typeof value !== 'string' || value.trim() === '') {
      missing[`${field}.${entry.field}`] = [{ code: 'please_fill_out_this_field' }];
    }
  }
  if (Object.keys(missing).length) throw new FieldErrors(missing);
}
