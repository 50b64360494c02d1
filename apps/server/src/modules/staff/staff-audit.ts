import { STAFF_ROLES, type StaffRole } from '@tavola/domain/schemas/manager';
import { STAFF_SECTION, type InviteStaffAnswer, type StaffAuditEntry } from '@tavola/domain/schemas/staff';
import type { DbOrTx } from '../../db/client.ts';
import { listOwnerChanges } from '../owner-settings/owner-settings-repo.ts';

/** What a staff change keeps in the owner audit log as its before and after (decision 087). */
export interface StaffAuditValue {
  email: string;
  role: StaffRole;
  /** Invitations: how it went (a link mailed, the role added, a link mailed again). */
  outcome?: InviteStaffAnswer['outcome'];
}

export const STAFF_ACTIONS = { invite: 'invite', changeRole: 'change_role', remove: 'remove' } as const;

const roleOf = (value: unknown): StaffRole | null => {
  const role = (value as { role?: unknown } | null)?.role;
  return (STAFF_ROLES as readonly unknown[]).includes(role) ? (role as StaffRole) : null;
};

/** The newest staff changes of the restaurant, as the staff screen lists them. */
export async function staffAuditEntries(db: DbOrTx, restaurantId: number, limit: number): Promise<StaffAuditEntry[]> {
  const rows = await listOwnerChanges(db, restaurantId, { section: STAFF_SECTION, limit });
  return rows.map((row) => {
    const outcome = (row.after as StaffAuditValue | null)?.outcome;
    const action =
      row.action === STAFF_ACTIONS.remove ? 'removed' : row.action === STAFF_ACTIONS.changeRole ? 'role_changed' : (outcome ?? 'invited');
    return {
      id: row.id,
      at: row.at.toISOString(),
      by: row.by,
      action,
      email: row.subject ?? '',
      roleBefore: roleOf(row.before),
      roleAfter: roleOf(row.after),
    };
  });
}
