import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { deleteSession } from './repo.ts';

/** Ends this session only: the customer's other devices stay logged in. */
export async function logOut(deps: Pick<AccountDeps, 'db'>, customer: Customer): Promise<void> {
  await deleteSession(deps.db, customer.restaurantId, customer.sessionId);
}
