import type { StaffRole } from '@tavola/domain/schemas/manager';
import {
  STAFF_ROLE_RANK,
  STAFF_SECTION,
  type ChangeStaffRoleAnswer,
  type InviteStaffAnswer,
  type StaffMember,
  type StaffOverview,
} from '@tavola/domain/schemas/staff';
import { isLang } from '@tavola/domain/messages/catalogue';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Mail } from '../../mail/mailer.ts';
import { issuePasswordLink, MANAGER_PASSWORD_LINK_TTL_SECONDS } from '../manager/manager-accounts.ts';
import {
  deleteManagerSessionsInRestaurant,
  findManagerByEmail,
  findManagerById,
  removeManagerFromRestaurant,
  roleInRestaurant,
  upsertManagerOfRestaurant,
} from '../manager/manager-repo.ts';
import { restaurantClock } from '../manager/list-board-orders.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { STAFF_ACTIONS, staffAuditEntries, type StaffAuditValue } from './staff-audit.ts';
import { addedNoticeMail, invitationMail } from './staff-mails.ts';
import { countOwners, selectStaff, updateRole } from './staff-repo.ts';

type StaffDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer' | 'restaurantChanges'> & {
  log: { error(details: object, message: string): void };
};

const AUDIT_SHOWN = 100;

export async function staffOverview(deps: Pick<AppDeps, 'db' | 'clock'>, owner: OwnerEditor): Promise<StaffOverview> {
  const [people, audit, revisions] = await Promise.all([
    selectStaff(deps.db, owner.restaurantId, deps.clock()),
    staffAuditEntries(deps.db, owner.restaurantId, AUDIT_SHOWN),
    readRevisions(deps.db, owner.restaurantId),
  ]);
  return { revision: revisions[STAFF_SECTION] ?? 0, people: people.map((person) => memberView(person, owner.managerId)), audit };
}

function memberView(
  person: { id: number; email: string; role: StaffRole; active: boolean; invitationExpiresAt: Date | null },
  you: number,
): StaffMember {
  return { ...person, invitationExpiresAt: person.invitationExpiresAt?.toISOString() ?? null, you: person.id === you };
}

async function memberNow(deps: Pick<AppDeps, 'db' | 'clock'>, owner: OwnerEditor, managerId: number): Promise<StaffMember> {
  const member = (await selectStaff(deps.db, owner.restaurantId, deps.clock())).find((row) => row.id === managerId);
  if (!member) throw notFound('staff_not_found');
  return memberView(member, owner.managerId);
}

/** The restaurant must keep an owner: refused when the change would leave none (rows are under the section's lock). */
async function keepAnOwner(tx: DbOrTx, restaurantId: number, before: StaffRole): Promise<void> {
  if (before === 'owner' && (await countOwners(tx, restaurantId)) <= 1) throw conflict('last_owner');
}

/**
 * Invites a person by e-mail (decision 086). Someone with a password already (they work for another
 * restaurant) gets the role at once and a notice; anyone else gets a one-time link, which replaces
 * any older link of theirs. Someone who works here already with a password is 409: change the role.
 */
export async function inviteStaff(
  deps: StaffDeps,
  owner: OwnerEditor,
  form: { email: string; role: StaffRole; revision: number },
): Promise<InviteStaffAnswer> {
  const restaurant = await restaurantClock(deps.db, owner.restaurantId);
  const saved = await saveSettings(deps, owner, {
    section: STAFF_SECTION,
    revision: form.revision,
    action: STAFF_ACTIONS.invite,
    subject: form.email,
    write: async (tx) => {
      const existing = await findManagerByEmail(tx, form.email);
      const before = existing ? await roleInRestaurant(tx, existing.id, owner.restaurantId) : null;
      if (existing?.passwordHash && before) throw conflict('staff_already_member');
      if (before && form.role !== 'owner') await keepAnOwner(tx, owner.restaurantId, before);
      const person = await upsertManagerOfRestaurant(tx, form.email, owner.restaurantId, form.role);
      const outcome: InviteStaffAnswer['outcome'] = existing?.passwordHash ? 'added' : before ? 'reinvited' : 'invited';
      const url =
        outcome === 'added'
          ? `${deps.config.publicUrl}/r/${restaurant.slug}/manager`
          : await issuePasswordLink(deps, tx, person.id, restaurant.slug);
      const after: StaffAuditValue = { email: person.email, role: form.role, outcome };
      // The mail is written with the invitation (the outbox, decision 089): the link exists exactly when its mail does.
      const lang = isLang(restaurant.lang) ? restaurant.lang : 'de';
      const mailInput = { to: person.email, lang, restaurant: restaurant.name, role: form.role, url };
      const mail: Mail =
        outcome === 'added' ? addedNoticeMail(mailInput) : invitationMail({ ...mailInput, days: MANAGER_PASSWORD_LINK_TTL_SECONDS / 86_400 });
      await deps.mailer.enqueue(tx, mail, { restaurantId: owner.restaurantId });
      return { before: before ? { email: person.email, role: before } : null, after, result: { person, outcome } };
    },
  });
  deps.mailer.wake();
  const { person, outcome } = saved.result;
  return { member: await memberNow(deps, owner, person.id), outcome, revision: saved.revision };
}

/**
 * Gives a person another role. A role with fewer rights ends their sessions here at once (tokens stop
 * working, board streams close); the last owner cannot step down (409 `last_owner`).
 */
export async function changeStaffRole(
  deps: StaffDeps,
  owner: OwnerEditor,
  form: { managerId: number; role: StaffRole; revision: number },
): Promise<ChangeStaffRoleAnswer> {
  const email = (await findManagerById(deps.db, form.managerId))?.email;
  if (!email) throw notFound('staff_not_found');
  // Asking for the role someone has is a no-op (a double tap), not a change in the log.
  if ((await roleInRestaurant(deps.db, form.managerId, owner.restaurantId)) === form.role) {
    const revision = (await readRevisions(deps.db, owner.restaurantId))[STAFF_SECTION] ?? 0;
    return { member: await memberNow(deps, owner, form.managerId), revision };
  }
  const saved = await saveSettings(deps, owner, {
    section: STAFF_SECTION,
    revision: form.revision,
    action: STAFF_ACTIONS.changeRole,
    subject: email,
    write: async (tx) => {
      const before = await roleInRestaurant(tx, form.managerId, owner.restaurantId);
      if (before === null) throw notFound('staff_not_found');
      if (form.role !== 'owner') await keepAnOwner(tx, owner.restaurantId, before);
      await updateRole(tx, form.managerId, owner.restaurantId, form.role);
      if (STAFF_ROLE_RANK[form.role] > STAFF_ROLE_RANK[before]) await deleteManagerSessionsInRestaurant(tx, form.managerId, owner.restaurantId);
      const after: StaffAuditValue = { email, role: form.role };
      return { before: { email, role: before }, after, result: null };
    },
  });
  return { member: await memberNow(deps, owner, form.managerId), revision: saved.revision };
}

/** Removes a person from the restaurant and ends their sessions here at once; never the last owner. */
export async function removeStaff(
  deps: StaffDeps,
  owner: OwnerEditor,
  form: { managerId: number; revision: number },
): Promise<{ revision: number }> {
  const email = (await findManagerById(deps.db, form.managerId))?.email;
  if (!email) throw notFound('staff_not_found');
  const saved = await saveSettings(deps, owner, {
    section: STAFF_SECTION,
    revision: form.revision,
    action: STAFF_ACTIONS.remove,
    subject: email,
    write: async (tx) => {
      const before = await roleInRestaurant(tx, form.managerId, owner.restaurantId);
      if (before === null) throw notFound('staff_not_found');
      await keepAnOwner(tx, owner.restaurantId, before);
      await removeManagerFromRestaurant(tx, form.managerId, owner.restaurantId);
      return { before: { email, role: before }, after: null, result: null };
    },
  });
  return { revision: saved.revision };
}
