import { unauthorized } from '../../http/errors.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { findUserById, type UserRow } from './repo.ts';

export async function getProfile(deps: Pick<AccountDeps, 'db'>, customer: Customer): Promise<UserRow> {
  const user = await findUserById(deps.db, customer.restaurantId, customer.userId);
  // A live session of a deleted user cannot exist (sessions cascade), but never answer someone else.
  if (!user) throw unauthorized('unauthenticated');
  return user;
}
