import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { PREPARE_MARK, type DbOrTx } from '../db/client.ts';
import { mailOutbox, type StoredMail } from '../db/schema/mail-outbox.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a rendered mail to the outbox; it goes out once the caller's transaction has committed. */
export async function insertOutboxMail(
  db: DbOrTx,
  mail: StoredMail,
  options: { restaurantId?: number | null; availableAt?: Date } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: 'mail',
    mail: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, lang: mail.lang },
    lang: mail.lang ?? null,
    restaurantId: options.restaurantId ?? null,
    ...(options.availableAt ? { availableAt: options.availableAt, createdAt: options.availableAt } : {}),
  });
}

/**
 * Claims up to `limit` due mails for this worker, oldest first: each one's lease starts and its
 * attempt is counted. Rows another worker holds (a running claim, or a row lock of a claim being
 * made: SKIP LOCKED) are passed over, so two workers never hold the same mail.
 */
export async function claimDueMails(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.availableAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Prepared (PREPARE_MARK): every order's confirmation ends here, and as a Drizzle update the statement
 * was parsed and planned again for each one — in a rush, hundreds of times a second.
 */
const MARK_SENT = sql.raw(`${PREPARE_MARK}update mail_outbox set sent_at = `);

export async function markSent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`${MARK_SENT}${now.toISOString()}::timestamptz, locked_until = null, last_error = null where id = ${id}::int`);
}

/** A failed attempt: tried again at `retryAt`, or given up for good (`failed`), kept for the operator. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  error: string,
  next: { retryAt: Date } | { failedAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      ...('retryAt' in next ? { availableAt: next.retryAt } : { failedAt: next.failedAt }),
    })
    .where(eq(mailOutbox.id, id));
}

/** Mails nobody could send (or render), newest first; of one restaurant when named (the owner's inbox). */
export async function listFailedMails(db: DbOrTx, limit = 100, restaurantId?: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.failedAt), restaurantId === undefined ? undefined : eq(mailOutbox.restaurantId, restaurantId)))
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Puts a given-up mail back in line with fresh attempts; false when there is no such failed mail. */
export async function retryFailedMail(db: DbOrTx, id: number, now: Date, restaurantId?: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ failedAt: null, attempts: 0, availableAt: now, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNotNull(mailOutbox.failedAt),
        isNull(mailOutbox.sentAt),
        restaurantId === undefined ? undefined : eq(mailOutbox.restaurantId, restaurantId),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
