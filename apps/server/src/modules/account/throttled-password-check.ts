import type { AccountDeps } from './deps.ts';
import { verifyAgainstDummy, verifyPassword } from './password-hash.ts';
import type { UserRow } from './repo.ts';
import { assertNotLocked, recordAttempt, throttleKey } from './throttle.ts';
import { TRUSTED_PAIR_SECONDS } from './throttle-policies.ts';
import { clearThrottle, throttleMapKey, uncountAttempt, type ThrottleState } from './throttle-repo.ts';

function loginKeys(secret: Uint8Array, restaurantId: number, email: string, ip: string) {
  return {
    pair: throttleKey(secret, restaurantId, 'login_pair', email, ip),
    email: throttleKey(secret, restaurantId, 'login_email', email),
    ip: throttleKey(secret, restaurantId, 'login_ip', ip),
  };
}

function trusted(pair: ThrottleState | undefined, now: Date): boolean {
  return !!pair?.lastSuccessAt && now.getTime() - pair.lastSuccessAt.getTime() < TRUSTED_PAIR_SECONDS * 1000;
}

export interface PasswordAttempt {
  restaurantId: number;
  /** The e-mail the attempt names (normalised); counted even when no account has it. */
  email: string;
  ip: string;
  password: string;
  /** The account with that e-mail, or null: then a dummy hash is verified so the time is the same. */
  user: Pick<UserRow, 'passwordHash'> | null;
}

/**
 * Every check of a customer's password (login, current password on profile changes, account
 * deletion) goes through here, so a stolen token cannot be used to guess the password faster than
 * the login form allows.
 *
 * The attempt is counted before the hash is checked: concurrent guesses each take a number and
 * cannot all slip in before the lock is written. A success then clears the pair and e-mail counters
 * and gives the IP its attempt back. Throws 429 (ThrottledError) while locked.
 */
export async function checkPasswordThrottled(deps: AccountDeps, attempt: PasswordAttempt): Promise<boolean> {
  const now = deps.clock();
  const keys = loginKeys(deps.config.jwtSecret, attempt.restaurantId, attempt.email, attempt.ip);
  await assertNotLocked(
    deps.db,
    [keys.pair, keys.email, keys.ip],
    now,
    // The real customer, from where they logged in before, is not held back by guesses from elsewhere.
    (key, states) => key.scope === 'login_email' && trusted(states.get(throttleMapKey(keys.pair)), now),
  );
  for (const key of [keys.pair, keys.email, keys.ip]) await recordAttempt(deps.db, key, now);

  let matches = false;
  if (attempt.user) matches = await verifyPassword(attempt.password, attempt.user.passwordHash);
  else await verifyAgainstDummy(attempt.password);
  if (!matches) return false;

  await clearThrottle(deps.db, keys.pair, now);
  await clearThrottle(deps.db, keys.email, null);
  await uncountAttempt(deps.db, keys.ip);
  return true;
}

/**
 * After a password reset the owner has proved control of the mailbox: the e-mail-wide lock and this
 * IP's pair lock are lifted, so a customer under a guessing attack can log in with the new password.
 */
export async function liftLoginLocks(
  deps: AccountDeps,
  restaurantId: number,
  email: string,
  ip: string,
): Promise<void> {
  const keys = loginKeys(deps.config.jwtSecret, restaurantId, email, ip);
  await clearThrottle(deps.db, keys.email, null);
  await clearThrottle(deps.db, keys.pair, null);
}
