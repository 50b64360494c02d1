import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/account.ts';
import { restaurants } from '../../db/schema/restaurant.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The columns a profile update may change. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'restaurantId' | 'createdAt'>>;

export async function findUserByEmail(db: DbOrTx, restaurantId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, restaurantId: number, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the e-mail is taken; null when another account (perhaps a concurrent sign-up) has it. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  restaurantId: number,
  userId: number,
  changes: UserChanges,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, restaurantId: number, userId: number): Promise<void> {
  await db.delete(users).where(and(eq(users.restaurantId, restaurantId), eq(users.id, userId)));
}

export async function insertSession(
  db: DbOrTx,
  session: { id: string; restaurantId: number; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function sessionExists(
  db: DbOrTx,
  session: { id: string; restaurantId: number; userId: number },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.restaurantId, session.restaurantId),
        eq(sessions.userId, session.userId),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteSession(db: DbOrTx, restaurantId: number, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.id, sessionId)));
}

/** Deletes one session and answers whether it still existed (a logout may have ended it meanwhile). */
export async function takeSession(db: DbOrTx, restaurantId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every private token of the customer (password change, reset, account deletion). */
export async function deleteSessionsOfUser(db: DbOrTx, restaurantId: number, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.userId, userId)));
}

export async function deleteExpiredSessionsOfUser(
  db: DbOrTx,
  restaurantId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

export async function listSessionsOfUser(db: DbOrTx, restaurantId: number, userId: number) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.userId, userId)));
}

/** Only the newest reset link works: issuing one deletes the older ones. */
export async function replaceResetToken(
  db: DbOrTx,
  token: { restaurantId: number; userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.restaurantId, token.restaurantId), eq(passwordResetTokens.userId, token.userId)));
  await db.insert(passwordResetTokens).values(token);
}

/** The account a live (unexpired) reset token belongs to. */
export async function findUserByResetToken(
  db: DbOrTx,
  restaurantId: number,
  tokenHash: string,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.restaurantId, restaurantId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * Uses up a reset token: the delete either finds it (and nobody else can) or not, so two
 * simultaneous submissions of one link cannot both change the password.
 */
export async function consumeResetToken(
  db: DbOrTx,
  restaurantId: number,
  tokenHash: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.restaurantId, restaurantId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return deleted.length > 0;
}

export async function deleteResetTokensOfUser(db: DbOrTx, restaurantId: number, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.restaurantId, restaurantId), eq(passwordResetTokens.userId, userId)));
}

export async function deleteExpiredResetTokens(db: DbOrTx, restaurantId: number, now: Date): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.restaurantId, restaurantId), lt(passwordResetTokens.expiresAt, now)));
}

export async function findRestaurantName(db: DbOrTx, restaurantId: number): Promise<string> {
  const [row] = await db
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row?.name ?? '';
}

/** The restaurant's registration_enabled setting (false: sign-up is refused). */
export async function registrationEnabled(db: DbOrTx, restaurantId: number): Promise<boolean> {
  const [row] = await db.select({ settings: restaurants.settings }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return row?.settings.registrationEnabled ?? false;
}

export async function findRestaurantSlug(db: DbOrTx, restaurantId: number): Promise<string> {
  const [row] = await db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return row?.slug ?? '';
}
