import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { DbOrTx } from '../../db/client.ts';
import { managerPasswordTokens, managerRestaurants, managers } from '../../db/schema/manager.ts';

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
