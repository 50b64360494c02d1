import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { StaffAuditAction, StaffAuditEntry } from '@tavola/domain/schemas/staff';
import type { DbOrTx } from '../../db/client.ts';
import { managerPasswordTokens, managerRestaurants, managers, staffAudit } from '../../db/schema/manager.ts';

/** The restaurant's people with their role and their newest open invitation, by e-mail. */
export async function selectStaff(db: DbOrTx, restaurantId: number, now: Date) {
  return db
    .select({
      id: managers.id,
      email: managers.email,
      role: managerRestaurants.role,
      active: sql<boolean>`${managers.passwordHash} is not null`,
      invitationExpiresAt: sql<Date | null>`(select max(${managerPasswordTokens.expiresAt}) from ${managerPasswordTokens} where ${managerPasswordTokens.managerId} = ${managers.id} and ${managerPasswordTokens.expiresAt} > ${now})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(managers)
    .innerJoin(managerRestaurants, eq(managerRestaurants.managerId, managers.id))
    .where(eq(managerRestaurants.restaurantId, restaurantId))
    .orderBy(asc(managers.email));
}

/**
 * Staff changes of one restaurant take turns (the rows of its people are locked), so two owners
 * demoting each other at once cannot leave the restaurant without an owner.
 */
export async function lockStaff(tx: DbOrTx, restaurantId: number): Promise<void> {
  await tx.select({ id: managerRestaurants.managerId }).from(managerRestaurants).where(eq(managerRestaurants.restaurantId, restaurantId)).for('update');
}

export async function countOwners(tx: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(managerRestaurants)
    .where(and(eq(managerRestaurants.restaurantId, restaurantId), eq(managerRestaurants.role, 'owner')));
  return row?.count ?? 0;
}

export async function updateRole(tx: DbOrTx, managerId: number, restaurantId: number, role: StaffRole): Promise<void> {
  await tx
    .update(managerRestaurants)
    .set({ role })
    .where(and(eq(managerRestaurants.managerId, managerId), eq(managerRestaurants.restaurantId, restaurantId)));
}

export async function insertStaffAudit(
  tx: DbOrTx,
  entry: { restaurantId: number; at: Date; by: string; action: StaffAuditAction; email: string; roleBefore: StaffRole | null; roleAfter: StaffRole | null },
): Promise<void> {
  await tx.insert(staffAudit).values(entry);
}

export async function selectStaffAudit(db: DbOrTx, restaurantId: number, limit: number): Promise<StaffAuditEntry[]> {
  const rows = await db.select().from(staffAudit).where(eq(staffAudit.restaurantId, restaurantId)).orderBy(desc(staffAudit.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    by: row.by,
    action: row.action,
    email: row.email,
    roleBefore: row.roleBefore,
    roleAfter: row.roleAfter,
  }));
}
