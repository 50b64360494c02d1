import { listAddresses as listRows, type AddressRow } from './address-repo.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';

/** The customer's own saved addresses, oldest first, optionally filtered by a search text. */
export async function listAddresses(
  deps: Pick<AccountDeps, 'db'>,
  customer: Customer,
  search?: string,
): Promise<AddressRow[]> {
  return listRows(deps.db, customer.restaurantId, customer.userId, search || undefined);
}
