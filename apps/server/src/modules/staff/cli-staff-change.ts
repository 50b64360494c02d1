import os from 'node:os';
import { sql } from 'drizzle-orm';
import { STAFF_SECTION } from '@tavola/domain/schemas/staff';
import { RESTAURANT_CHANGED_CHANNEL } from '../../cache/restaurant-changes.ts';
import type { StaffRole } from '@tavola/domain/schemas/manager';
import type { AppDeps } from '../../app.ts';
import type { Db, Tx } from '../../db/client.ts';
import { issuePasswordLink } from '../manager/manager-accounts.ts';
import {
  findManagerByEmail,
  removeManagerFromRestaurant,
  roleInRestaurant,
  upsertManagerOfRestaurant,
} from '../manager/manager-repo.ts';
import { lockRevision, recordOwnerChange, writeRevision } from '../owner-settings/owner-settings-repo.ts';
import { STAFF_ACTIONS, type StaffAuditValue } from './staff-audit.ts';

/** What a command-line staff change did, for the same owner_audit row the staff screen writes. */
export interface CliStaffChange<T> {
  /** STAFF_ACTIONS; null: nothing changed, nothing to log. */
  action: string | null;
  subject: string;
  before: unknown;
  after: unknown;
  result: T;
}

/** Who ran the command, as the audit log names them: "cli:<operator>" (the login, or sudo's caller). */
export function cliOperator(env: NodeJS.ProcessEnv = process.env): string {
  let login = env.SUDO_USER ?? env.USER ?? env.LOGNAME;
  if (!login) {
    try {
      login = os.userInfo().username;
    } catch {
      login = 'unknown';
    }
  }
  return `cli:${login}`;
}

/**
 * Runs a staff change of `npm run manager` as the staff screen's saves do (decision 087), in one
 * transaction: the staff section's revision locked, the change written, the owner_audit row and the
 * bumped revision (so an open staff screen sees its copy is stale), and NOTIFY for every process.
 * No revision is asked for: the operator acts on the database as it is now. What the change is
 * (an invitation or a new role) is only known once the person's row is read under the lock, so the
 * change itself tells the action.
 */
export async function runCliStaffChange<T>(
  db: Db,
  restaurantId: number,
  by: string,
  change: (tx: Tx) => Promise<CliStaffChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await lockRevision(tx, restaurantId, STAFF_SECTION);
    const done = await change(tx);
    if (done.action === null) return done.result;
    await writeRevision(tx, restaurantId, STAFF_SECTION, current + 1, by);
    await recordOwnerChange(tx, {
      restaurantId,
      by,
      section: STAFF_SECTION,
      action: done.action,
      subject: done.subject,
      before: done.before ?? null,
      after: done.after ?? null,
    });
    await tx.execute(sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(restaurantId)})`);
    return done.result;
  });
}

/**
 * Adds the person (or gives them the role) and issues a one-time link, logged as the staff screen
 * logs it: someone new is an invitation, someone there with another role a role change, someone
 * there with the same role a link sent again.
 */
export async function cliAddStaff(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  restaurant: { id: number; slug: string },
  email: string,
  role: StaffRole | undefined,
  by: string,
): Promise<{ managerId: number; link: string }> {
  return runCliStaffChange(deps.db, restaurant.id, by, async (tx) => {
    const existing = await findManagerByEmail(tx, email);
    const before = existing ? await roleInRestaurant(tx, existing.id, restaurant.id) : null;
    const person = await upsertManagerOfRestaurant(tx, email.trim().toLowerCase(), restaurant.id, role);
    const link = await issuePasswordLink(deps, tx, person.id, restaurant.slug);
    const now = (await roleInRestaurant(tx, person.id, restaurant.id))!;
    const result = { managerId: person.id, link };
    if (before !== null && before !== now) {
      const after: StaffAuditValue = { email: person.email, role: now };
      return {
        action: STAFF_ACTIONS.changeRole,
        subject: person.email,
        before: { email: person.email, role: before },
        after,
        result,
      };
    }
    const outcome: StaffAuditValue['outcome'] = before ? 'reinvited' : 'invited';
    const after: StaffAuditValue = { email: person.email, role: now, outcome };
    return {
      action: STAFF_ACTIONS.invite,
      subject: person.email,
      before: before && { email: person.email, role: before },
      after,
      result,
    };
  });
}

/** Takes the person off the restaurant (their sessions end); logged only when they were on it. */
export async function cliRemoveStaff(
  db: Db,
  restaurantId: number,
  person: { id: number; email: string },
  by: string,
): Promise<void> {
  await runCliStaffChange(db, restaurantId, by, async (tx) => {
    const before = await roleInRestaurant(tx, person.id, restaurantId);
    await removeManagerFromRestaurant(tx, person.id, restaurantId);
    const action = before === null ? null : STAFF_ACTIONS.remove;
    return {
      action,
      subject: person.email,
      before: before && { email: person.email, role: before },
      after: null,
      result: null,
    };
  });
}
