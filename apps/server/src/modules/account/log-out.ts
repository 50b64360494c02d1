import { releaseCustomerBaskets } from '../basket/basket-repo.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { deleteSession } from './repo.ts';

/**
 * Ends this session only (the customer's other devices stay logged in) and, as spec §4 says, unassigns
 * the customer's open baskets: they become guest baskets again.
 */
export async function logOut(deps: Pick<AccountDeps, 'db'>, customer: Customer): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteSession(tx, customer.restaurantId, customer.sessionId);
    await releaseCustomerBaskets(tx, customer.restaurantId, customer.userId);
  });
}
