import type { EditAddressRequest } from '@tavola/domain/schemas/account';
import { notFound } from '../../http/errors.ts';
import { addressFields } from './address-fields.ts';
import { updateAddress, type AddressRow } from './address-repo.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';

/** Replaces one of the customer's addresses; another customer's id is answered like a missing one (404). */
export async function editAddress(
  deps: Pick<AccountDeps, 'db' | 'clock'>,
  customer: Customer,
  form: EditAddressRequest,
): Promise<AddressRow> {
  const updated = await updateAddress(
    deps.db,
    { restaurantId: customer.restaurantId, userId: customer.userId },
    form.id,
    addressFields(form),
    deps.clock(),
  );
  if (!updated) throw notFound('address_does_not_exists');
  return updated;
}
