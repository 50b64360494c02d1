import type { LogInRequest } from '@tavola/domain/schemas/account';
import { badRequest } from '../../http/errors.ts';
import type { IssuedToken } from '../auth/tokens.ts';
import type { AccountDeps } from './deps.ts';
import { hashPassword, needsRehash } from './password-hash.ts';
import { findUserByEmail, updateUser, type UserRow } from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { startSession } from './sessions.ts';
import { checkPasswordThrottled } from './throttled-password-check.ts';

/**
 * Checks e-mail and password under the login throttle and starts a session. An unknown e-mail and a
 * wrong password get the same answer after the same work (a dummy hash is verified), so login does
 * not reveal which addresses are registered.
 */
export async function logIn(
  deps: AccountDeps,
  context: RequestContext,
  form: LogInRequest,
): Promise<{ token: IssuedToken; user: UserRow }> {
  const user = await findUserByEmail(deps.db, context.restaurantId, form.email);
  const matches = await checkPasswordThrottled(deps, {
    restaurantId: context.restaurantId,
    email: form.email,
    ip: context.ip,
    password: form.password,
    user,
  });
  if (!user || !matches) throw badRequest('credentials_do_not_match');

  // Hashes made with older cost parameters are upgraded while the plain password is at hand.
  const changes = {
    ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(form.password) } : {}),
    // Mails to the customer follow the language they use now.
    ...(context.requestedLang && context.requestedLang !== user.lang ? { lang: context.requestedLang } : {}),
  };
  const current =
    Object.keys(changes).length > 0
      ? ((await updateUser(deps.db, context.restaurantId, user.id, changes)) ?? user)
      : user;
  const token = await startSession(deps, deps.db, current);
  return { token, user: current };
}
