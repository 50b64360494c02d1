import type { AddAddressRequest } from '@tavola/domain/schemas/account';
import { addressFields } from './address-fields.ts';
import { insertAddress, type AddressRow } from './address-repo.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';

/**
 * Saves a delivery address. Whether the restaurant delivers there is checked when the address is
 * used for an order (the delivery area belongs to the order, not to the address book).
 */
export async function addAddress(
  deps: Pick<AccountDeps, 'db' | 'clock'>,
  customer: Customer,
  form: AddAddressRequest,
): Promise<AddressRow> {
  return insertAddress(
    deps.db,
    { restaurantId: customer.restaurantId, userId: customer.userId },
    addressFields(form),
    deps.clock(),
  );
}
