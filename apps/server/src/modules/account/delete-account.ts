import { FieldErrors } from '../../http/errors.ts';
import type { Customer } from './customer-auth.ts';
import type { AccountDeps } from './deps.ts';
import { getProfile } from './get-profile.ts';
import { personalDataSources } from './personal-data-sources.ts';
import { deleteUser } from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { checkPasswordThrottled } from './throttled-password-check.ts';

/**
 * Deletes the account after the password is confirmed once more. Every personal-data source erases
 * its part in the same transaction (orders stay for the restaurant, anonymised), then the user row
 * goes and with it every session: the token used for this call stops working.
 */
export async function deleteAccount(
  deps: AccountDeps,
  context: RequestContext,
  customer: Customer,
  password: string,
): Promise<void> {
  const user = await getProfile(deps, customer);
  const matches = await checkPasswordThrottled(deps, {
    restaurantId: customer.restaurantId,
    email: user.email,
    ip: context.ip,
    password,
    user,
  });
  if (!matches) throw FieldErrors.single('password', 'current_password_wrong');

  const owner = { restaurantId: customer.restaurantId, userId: customer.userId, email: user.email };
  await deps.db.transaction(async (tx) => {
    for (const source of personalDataSources) await source.erase(tx, owner);
    await deleteUser(tx, customer.restaurantId, customer.userId);
  });
}
