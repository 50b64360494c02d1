import { createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { lockSeconds, THROTTLE_POLICIES, type ThrottleScope } from './throttle-policies.ts';
import {
  countAttempt,
  findThrottles,
  lockUntil,
  throttleMapKey,
  type ThrottleKey,
  type ThrottleState,
} from './throttle-repo.ts';

/** 429 with the seconds to wait (also sent as the Retry-After header by the account routes). */
export class ThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 429, {}, { retry_after: retryAfterSeconds });
  }
}

/**
 * The counter's subject (e-mail, IP, or both) as a keyed hash: the table links no readable address to
 * anything, and without the server secret nobody can test guesses against it.
 */
export function throttleKey(
  secret: Uint8Array,
  restaurantId: number,
  scope: ThrottleScope,
  ...subject: string[]
): ThrottleKey {
  const subjectHash = createHmac('sha256', secret).update(subject.join('\n')).digest('hex');
  return { restaurantId, scope, subjectHash };
}

export function secondsLocked(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * Refuses with 429 while any of the counters is locked, unless `exempt` lets that counter pass.
 * Returns the states read, for callers that decide more (trusted login pairs).
 */
export async function assertNotLocked(
  db: DbOrTx,
  keys: ThrottleKey[],
  now: Date,
  exempt: (key: ThrottleKey, states: Map<string, ThrottleState>) => boolean = () => false,
): Promise<Map<string, ThrottleState>> {
  const states = await findThrottles(db, keys);
  let wait = 0;
  for (const key of keys) {
    const seconds = secondsLocked(states.get(throttleMapKey(key)), now);
    if (seconds > 0 && !exempt(key, states)) wait = Math.max(wait, seconds);
  }
  if (wait > 0) throw new ThrottledError(wait);
  return states;
}

/** Counts an attempt; past the free ones, locks the counter for the policy's growing delay. Answers the attempt's number. */
export async function recordAttempt(db: DbOrTx, key: ThrottleKey, now: Date): Promise<number> {
  const policy = THROTTLE_POLICIES[key.scope];
  // One transaction: the count and the lock it starts become visible together. Apart, a guess that
  // read the counter between them saw the lock-starting count without its lock and went on.
  return db.transaction(async (tx) => {
    const attempts = await countAttempt(tx, key, now, new Date(now.getTime() - policy.forgetAfterSeconds * 1000));
    const seconds = lockSeconds(policy, attempts);
    if (seconds > 0) await lockUntil(tx, key, new Date(now.getTime() + seconds * 1000));
    return attempts;
  });
}

/**
 * Counts an attempt and refuses it (429) when attempts counted by others since `before` was read
 * (the states assertNotLocked answered) had already locked the counter: the count is one atomic
 * statement, so guesses racing past assertNotLocked each get their own number, and only the free
 * ones (and the one that starts the lock) go on. A guest coming back after a lock ran out is not
 * refused. For guesses at short secrets.
 */
export async function takeCountedAttempt(
  db: DbOrTx,
  key: ThrottleKey,
  now: Date,
  before: Map<string, ThrottleState>,
): Promise<void> {
  const policy = THROTTLE_POLICIES[key.scope];
  const previous = before.get(throttleMapKey(key));
  const seen =
    previous && now.getTime() - previous.lastAttemptAt.getTime() < policy.forgetAfterSeconds * 1000
      ? previous.attempts
      : 0;
  const attempts = await recordAttempt(db, key, now);
  const raced = attempts - 1 > seen;
  const earlier = lockSeconds(policy, attempts - 1);
  if (raced && earlier > 0) throw new ThrottledError(earlier);
}

/** Checks and counts one attempt against a single counter (sign-up and reset calls per IP). */
export async function takeAttempt(db: DbOrTx, key: ThrottleKey, now: Date): Promise<void> {
  await assertNotLocked(db, [key], now);
  await recordAttempt(db, key, now);
}

/** True when the counter is locked now; the caller decides what "locked" means (e.g. send no mail). */
export async function isLocked(db: DbOrTx, key: ThrottleKey, now: Date): Promise<boolean> {
  const states = await findThrottles(db, [key]);
  return secondsLocked(states.get(throttleMapKey(key)), now) > 0;
}
