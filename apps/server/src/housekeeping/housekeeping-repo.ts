import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** PGlite reports affectedRows, node-postgres rowCount. */
type DeleteResult = { affectedRows?: number; rowCount?: number | null };

async function deleted(db: DbOrTx, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as unknown as DeleteResult;
  return Number(result.affectedRows ?? result.rowCount ?? 0);
}

/** Baskets never ordered: empty ones older than `emptyBefore`, others untouched since `filledBefore`. */
export function deleteAbandonedBaskets(db: DbOrTx, emptyBefore: Date, filledBefore: Date): Promise<number> {
  return deleted(
    db,
    sql`delete from baskets b
        where b.ordered_at is null
          and not exists (select 1 from orders o where o.basket_id = b.id)
          and (
            (b.updated_at < ${emptyBefore.toISOString()}::timestamptz
              and not exists (select 1 from basket_lines l where l.basket_id = b.id))
            or greatest(b.updated_at, (select max(l.created_at) from basket_lines l where l.basket_id = b.id))
                 < ${filledBefore.toISOString()}::timestamptz
          )`,
  );
}

/** Sessions, reset and set-password tokens past their expiry (already refused; now also gone). */
export async function deleteExpiredTokens(db: DbOrTx, now: Date): Promise<number> {
  const at = now.toISOString();
  const counts = await Promise.all([
    deleted(db, sql`delete from sessions where expires_at < ${at}::timestamptz`),
    deleted(db, sql`delete from manager_sessions where expires_at < ${at}::timestamptz`),
    deleted(db, sql`delete from password_reset_tokens where expires_at < ${at}::timestamptz`),
    deleted(db, sql`delete from manager_password_tokens where expires_at < ${at}::timestamptz`),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Throttle counters that are quiet, unlocked and not remembering a trusted login pair. */
export function deleteForgottenThrottles(db: DbOrTx, now: Date, quietSince: Date, trustedSince: Date): Promise<number> {
  return deleted(
    db,
    sql`delete from auth_throttles
        where last_attempt_at < ${quietSince.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
          and (last_success_at is null or last_success_at < ${trustedSince.toISOString()}::timestamptz)`,
  );
}

/** Rate-limit windows that have ended. */
export function deleteEndedRateWindows(db: DbOrTx, now: Date): Promise<number> {
  return deleted(db, sql`delete from request_rates where window_ends_at <= ${now.toISOString()}::timestamptz`);
}

export function deleteStalePushSubscriptions(db: DbOrTx, createdBefore: Date): Promise<number> {
  return deleted(db, sql`delete from order_push_subscriptions where created_at < ${createdBefore.toISOString()}::timestamptz`);
}
