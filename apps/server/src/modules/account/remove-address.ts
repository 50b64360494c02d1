import { notFound } from '../../http/errors.ts';
import { deleteAddress } from './address-repo.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';

/** Deletes one of the customer's addresses; another customer's id is answered like a missing one (404). */
export async function removeAddress(deps: Pick<AccountDeps, 'db'>, customer: Customer, id: number): Promise<void> {
  const deleted = await deleteAddress(deps.db, { restaurantId: customer.restaurantId, userId: customer.userId }, id);
  if (!deleted) throw notFound('address_does_not_exists');
}
