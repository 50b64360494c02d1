import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottles } from '../../db/schema/account.ts';
import type { ThrottleScope } from './throttle-policies.ts';

export interface ThrottleKey {
  restaurantId: number;
  scope: ThrottleScope;
  subjectHash: string;
}

export interface ThrottleState {
  attempts: number;
  lastAttemptAt: Date;
  lockedUntil: Date | null;
  lastSuccessAt: Date | null;
}

export async function findThrottles(db: DbOrTx, keys: ThrottleKey[]): Promise<Map<string, ThrottleState>> {
  const found = new Map<string, ThrottleState>();
  if (keys.length === 0) return found;
  const restaurantId = keys[0]!.restaurantId;
  const rows = await db
    .select()
    .from(authThrottles)
    .where(
      and(
        eq(authThrottles.restaurantId, restaurantId),
        inArray(
          authThrottles.subjectHash,
          keys.map((k) => k.subjectHash),
        ),
      ),
    );
  for (const row of rows) {
    found.set(`${row.scope}:${row.subjectHash}`, {
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt,
      lockedUntil: row.lockedUntil,
      lastSuccessAt: row.lastSuccessAt,
    });
  }
  return found;
}

export const throttleMapKey = (key: ThrottleKey) => `${key.scope}:${key.subjectHash}`;

/**
 * Counts one attempt atomically (concurrent attempts each get their own number) and returns the new
 * count. A counter quiet since `forgetBefore` starts again at 1.
 */
export async function countAttempt(db: DbOrTx, key: ThrottleKey, now: Date, forgetBefore: Date): Promise<number> {
  const [row] = await db
    .insert(authThrottles)
    .values({ ...key, attempts: 1, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: [authThrottles.restaurantId, authThrottles.scope, authThrottles.subjectHash],
      set: {
        attempts: sql`case when ${authThrottles.lastAttemptAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${authThrottles.attempts} + 1 end`,
        lastAttemptAt: now,
      },
    })
    .returning({ attempts: authThrottles.attempts });
  return row!.attempts;
}

/** Extends the lock to `until`; a later lock set by a concurrent attempt is kept. */
export async function lockUntil(db: DbOrTx, key: ThrottleKey, until: Date): Promise<void> {
  await db
    .update(authThrottles)
    .set({
      lockedUntil: sql`greatest(coalesce(${authThrottles.lockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(keyMatches(key));
}

/** A success clears the counter (and, for login pairs, marks the pair as trusted). */
export async function clearThrottle(db: DbOrTx, key: ThrottleKey, success: Date | null): Promise<void> {
  await db
    .update(authThrottles)
    .set({ attempts: 0, lockedUntil: null, ...(success ? { lastSuccessAt: success } : {}) })
    .where(keyMatches(key));
}

/** Takes back one counted attempt (a successful login does not count against its IP). */
export async function uncountAttempt(db: DbOrTx, key: ThrottleKey): Promise<void> {
  await db
    .update(authThrottles)
    .set({ attempts: sql`greatest(${authThrottles.attempts} - 1, 0)` })
    .where(keyMatches(key));
}

function keyMatches(key: ThrottleKey) {
  return and(
    eq(authThrottles.restaurantId, key.restaurantId),
    eq(authThrottles.scope, key.scope),
    eq(authThrottles.subjectHash, key.subjectHash),
  );
}
