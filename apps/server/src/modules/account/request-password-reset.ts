import { resetPasswordLink, resetPasswordMail } from './account-mails.ts';
import type { AccountDeps } from './deps.ts';
import { mailLang } from './mail-lang.ts';
import { findRestaurantName, findUserByEmail, replaceResetToken } from './repo.ts';
import type { RequestContext } from './request-context.ts';
import { newResetToken, RESET_TOKEN_TTL_MINUTES } from './reset-token.ts';
import { isLocked, recordAttempt, takeAttempt, throttleKey } from './throttle.ts';

/**
 * Forgot password: mails a single-use link valid for 60 minutes. The caller always gets the same
 * answer ("if this e-mail is registered, we have sent a link"): whether an account exists, and
 * whether this address has had too many mails lately, is never visible in the answer or its timing
 * (the mail is written to the outbox and sent after the answer).
 */
export async function requestPasswordReset(deps: AccountDeps, context: RequestContext, email: string): Promise<void> {
  const now = deps.clock();
  const secret = deps.config.jwtSecret;
  await takeAttempt(deps.db, throttleKey(secret, context.restaurantId, 'reset_ip', context.ip), now);

  // Counted for unknown addresses too, so both paths do the same writes.
  const mailKey = throttleKey(secret, context.restaurantId, 'reset_email', email);
  const mailFlood = await isLocked(deps.db, mailKey, now);
  if (!mailFlood) await recordAttempt(deps.db, mailKey, now);

  const { token, tokenHash } = newResetToken();
  const user = await findUserByEmail(deps.db, context.restaurantId, email);
  if (!user || mailFlood) return;

  const restaurant = await findRestaurantName(deps.db, context.restaurantId);
  const lang = mailLang(context.requestedLang, user.lang, context.lang);
  // The token and its mail together: a link that was mailed works, and a working link was mailed.
  await deps.db.transaction(async (tx) => {
    await replaceResetToken(tx, {
      restaurantId: context.restaurantId,
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
    });
    await deps.mailer.enqueue(
      tx,
      resetPasswordMail(
        { to: user.email, name: user.name, lang, restaurant },
        resetPasswordLink(deps.config.publicUrl, token),
      ),
      { restaurantId: context.restaurantId },
    );
  });
}
