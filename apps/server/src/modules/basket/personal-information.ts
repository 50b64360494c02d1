import type { UserInfo } from '@tavola/domain/schemas/basket';
import { FieldErrors, type FieldMessage } from '../../http/errors.ts';
import type { OrderingContext } from './ordering-context.ts';

const USER_INFO_FIELDS = new Set<string>([
  'name',
  'email',
  'mobile',
  'birth_date',
  'comment',
  'company',
  'address',
  'house_number',
  'postalCode',
  'city',
  'country',
]);

/** The restaurant's required personal-information fields that are blank, as a 422 field map. */
export function assertRequiredUserInfo(context: OrderingContext, userInfo: UserInfo | null, field = 'userInfo'): void {
  const missing: Record<string, FieldMessage[]> = {};
  for (const entry of context.personalInformationFields) {
    if (!entry.required || !USER_INFO_FIELDS.has(entry.field)) continue;
    const value = userInfo?.[entry.field as keyof UserInfo];
    if (typeof value !== 'string' || value.trim() === '') {
      missing[`${field}.${entry.field}`] = [{ code: 'please_fill_out_this_field' }];
    }
  }
  if (Object.keys(missing).length) throw new FieldErrors(missing);
}
