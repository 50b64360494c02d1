import type { ResetPasswordRequest } from '@tavola/domain/schemas/account';
import { badRequest } from '../../http/errors.ts';
import { findResetTokenOwner } from './check-reset-token.ts';
import type { AccountDeps } from './deps.ts';
import { hashPassword } from './password-hash.ts';
import { consumeResetToken, deleteResetTokensOfUser, deleteSessionsOfUser, updateUser } from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { hashResetToken } from './reset-token.ts';
import { liftLoginLocks } from './throttled-password-check.ts';

/**
 * Sets a new password with a reset token. The token must belong to the given e-mail, is used up
 * (a second use fails), and every session of the account ends: whoever had a token before the reset
 * is logged out.
 */
export async function resetPassword(
  deps: AccountDeps,
  context: RequestContext,
  form: ResetPasswordRequest,
): Promise<void> {
  const user = await findResetTokenOwner(deps, context, form.token, form.email);
  const passwordHash = await hashPassword(form.password);
  const now = deps.clock();

  await deps.db.transaction(async (tx) => {
    // The delete decides: of two simultaneous submissions only one finds the token.
    const consumed = await consumeResetToken(tx, context.restaurantId, hashResetToken(form.token), user.id, now);
    if (!consumed) throw badRequest('reset_token_invalid');
    await updateUser(tx, context.restaurantId, user.id, { passwordHash, updatedAt: now });
    await deleteSessionsOfUser(tx, context.restaurantId, user.id);
    await deleteResetTokensOfUser(tx, context.restaurantId, user.id);
  });
  await liftLoginLocks(deps, context.restaurantId, user.email, context.ip);
}
