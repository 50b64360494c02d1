import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { managerPasswordTokens, managerRestaurants, managers, managerSessions } from '../../db/schema/manager.ts';
import { restaurants } from '../../db/schema/restaurant.ts';
import type { StaffRole } from '@tavola/domain/schemas/manager';

export type ManagerRow = typeof managers.$inferSelect;

/** The manager with this e-mail, if they manage the restaurant; null otherwise (same answer either way). */
export async function findManagerOfRestaurant(db: DbOrTx, restaurantId: number, email: string): Promise<ManagerRow | null> {
  const [row] = await db
    .select({ manager: managers })
    .from(managers)
    .innerJoin(managerRestaurants, eq(managerRestaurants.managerId, managers.id))
    .where(and(eq(managerRestaurants.restaurantId, restaurantId), sql`lower(${managers.email}) = lower(${email})`))
    .limit(1);
  return row?.manager ?? null;
}

export async function findManagerByEmail(db: DbOrTx, email: string): Promise<ManagerRow | null> {
  const [row] = await db.select().from(managers).where(sql`lower(${managers.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

export async function findManagerById(db: DbOrTx, id: number): Promise<ManagerRow | null> {
  const [row] = await db.select().from(managers).where(eq(managers.id, id)).limit(1);
  return row ?? null;
}

/**
 * Creates the manager unless the e-mail exists, and links them to the restaurant (idempotent). With a
 * role, an existing link takes that role; without one, an existing link keeps its role.
 */
export async function upsertManagerOfRestaurant(
  db: DbOrTx,
  email: string,
  restaurantId: number,
  role?: StaffRole,
): Promise<ManagerRow> {
  const existing = await findManagerByEmail(db, email);
  const manager = existing ?? (await db.insert(managers).values({ email }).returning())[0]!;
  const link = db.insert(managerRestaurants).values({ managerId: manager.id, restaurantId, role: role ?? 'manager' });
  await (role
    ? link.onConflictDoUpdate({ target: [managerRestaurants.managerId, managerRestaurants.restaurantId], set: { role } })
    : link.onConflictDoNothing());
  return manager;
}

/** The person's role in the restaurant; null when they do not work there (any more). */
export async function roleInRestaurant(db: DbOrTx, managerId: number, restaurantId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: managerRestaurants.role })
    .from(managerRestaurants)
    .where(and(eq(managerRestaurants.managerId, managerId), eq(managerRestaurants.restaurantId, restaurantId)));
  return row?.role ?? null;
}

/** Unlinks the manager from the restaurant; a manager left without restaurants is deleted (and signed out). */
export async function removeManagerFromRestaurant(db: DbOrTx, managerId: number, restaurantId: number): Promise<void> {
  await db
    .delete(managerRestaurants)
    .where(and(eq(managerRestaurants.managerId, managerId), eq(managerRestaurants.restaurantId, restaurantId)));
  await endManagerSessions(db, and(eq(managerSessions.managerId, managerId), eq(managerSessions.restaurantId, restaurantId))!);
  await db.execute(
    sql`delete from ${managers} m where m.id = ${managerId} and not exists (select 1 from ${managerRestaurants} r where r.manager_id = m.id)`,
  );
}

export async function listManagersOfRestaurant(db: DbOrTx, restaurantId: number) {
  return db
    .select({
      id: managers.id,
      email: managers.email,
      role: managerRestaurants.role,
      passwordSet: sql<boolean>`${managers.passwordHash} is not null`,
    })
    .from(managers)
    .innerJoin(managerRestaurants, eq(managerRestaurants.managerId, managers.id))
    .where(eq(managerRestaurants.restaurantId, restaurantId))
    .orderBy(asc(managers.email));
}

export async function restaurantsOfManager(db: DbOrTx, managerId: number) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug })
    .from(restaurants)
    .innerJoin(managerRestaurants, eq(managerRestaurants.restaurantId, restaurants.id))
    .where(eq(managerRestaurants.managerId, managerId))
    .orderBy(asc(restaurants.name));
}

export async function setManagerPassword(db: DbOrTx, managerId: number, passwordHash: string): Promise<void> {
  await db.update(managers).set({ passwordHash }).where(eq(managers.id, managerId));
}

export async function insertManagerSession(
  db: DbOrTx,
  session: { id: string; managerId: number; restaurantId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(managerSessions).values(session);
}

/** A session is live while its row exists, has not expired and the manager still manages the restaurant. */
export async function managerSessionActive(
  db: DbOrTx,
  session: { id: string; managerId: number; restaurantId: number },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: managerSessions.id })
    .from(managerSessions)
    .innerJoin(
      managerRestaurants,
      and(eq(managerRestaurants.managerId, managerSessions.managerId), eq(managerRestaurants.restaurantId, managerSessions.restaurantId)),
    )
    .where(
      and(
        eq(managerSessions.id, session.id),
        eq(managerSessions.managerId, session.managerId),
        eq(managerSessions.restaurantId, session.restaurantId),
        gt(managerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Open board streams of ended sessions close on this channel, in every server process. */
export const MANAGER_SESSIONS_ENDED_CHANNEL = 'manager_sessions_ended';

/**
 * Deletes sessions (their tokens stop working at once) and tells every process's open board streams
 * of them (NOTIFY on commit, payload: the session ids as a JSON array). Every way a manager session
 * ends goes through here: sign-out, a new password, removal from the restaurant (also from the CLI).
 */
async function endManagerSessions(db: DbOrTx, where: SQL): Promise<void> {
  const ended = await db.delete(managerSessions).where(where).returning({ id: managerSessions.id });
  if (ended.length === 0) return;
  await db.execute(sql`select pg_notify(${MANAGER_SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended.map((row) => row.id))})`);
}

/** Every session of the person in one restaurant (a lowered role there; decision 086). */
export async function deleteManagerSessionsInRestaurant(db: DbOrTx, managerId: number, restaurantId: number): Promise<void> {
  await endManagerSessions(db, and(eq(managerSessions.managerId, managerId), eq(managerSessions.restaurantId, restaurantId))!);
}

export async function deleteManagerSession(db: DbOrTx, id: string): Promise<void> {
  await endManagerSessions(db, eq(managerSessions.id, id));
}

/** Every session of the manager, in every restaurant (a new password signs them out everywhere). */
export async function deleteAllManagerSessions(db: DbOrTx, managerId: number): Promise<void> {
  await endManagerSessions(db, eq(managerSessions.managerId, managerId));
}

export async function deleteExpiredManagerSessions(db: DbOrTx, managerId: number, now: Date): Promise<void> {
  await db.delete(managerSessions).where(and(eq(managerSessions.managerId, managerId), lte(managerSessions.expiresAt, now)));
}

/** A new link replaces every older one of the person (a re-sent invitation). */
export async function deleteManagerPasswordTokens(db: DbOrTx, managerId: number): Promise<void> {
  await db.delete(managerPasswordTokens).where(eq(managerPasswordTokens.managerId, managerId));
}

export async function insertManagerPasswordToken(
  db: DbOrTx,
  token: { tokenHash: string; managerId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(managerPasswordTokens).values(token);
}

/** Takes the token (a link works once): the manager id when it was valid, else null. */
export async function takeManagerPasswordToken(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .delete(managerPasswordTokens)
    .where(and(eq(managerPasswordTokens.tokenHash, tokenHash), gt(managerPasswordTokens.expiresAt, now)))
    .returning({ managerId: managerPasswordTokens.managerId });
  return row?.managerId ?? null;
}
