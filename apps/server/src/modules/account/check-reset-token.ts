import { badRequest } from '../../http/errors.ts';
import type { AccountDeps } from './deps.ts';
import { findUserByResetToken, type UserRow } from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { hashResetToken } from './reset-token.ts';
import { assertNotLocked, recordAttempt, throttleKey } from './throttle.ts';

/**
 * The account a reset token belongs to, or 400 reset_token_invalid (unknown, used or expired: the
 * answer does not say which). Invalid tokens count against the IP's reset counter.
 */
export async function findResetTokenOwner(
  deps: AccountDeps,
  context: RequestContext,
  token: string,
  email?: string,
): Promise<UserRow> {
  const now = deps.clock();
  const ipKey = throttleKey(deps.config.jwtSecret, context.restaurantId, 'reset_ip', context.ip);
  await assertNotLocked(deps.db, [ipKey], now);
  const user = await findUserByResetToken(deps.db, context.restaurantId, hashResetToken(token), now);
  if (!user || (email !== undefined && user.email.toLowerCase() !== email)) {
    await recordAttempt(deps.db, ipKey, now);
    throw badRequest('reset_token_invalid');
  }
  return user;
}

/** GET api/auth/password/reset: the storefront shows the address the link is for. */
export async function checkResetToken(
  deps: AccountDeps,
  context: RequestContext,
  token: string,
): Promise<{ email: string }> {
  const user = await findResetTokenOwner(deps, context, token);
  return { email: user.email };
}
