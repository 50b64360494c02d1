import type { StaffRole } from '@tavola/domain/schemas/manager';
import { STAFF_ROLE_RANK, type InviteStaffAnswer, type StaffMember, type StaffOverview } from '@tavola/domain/schemas/staff';
import { isLang } from '@tavola/domain/messages/catalogue';
import type { AppDeps } from '../../app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Mail } from '../../mail/mailer.ts';
import { issuePasswordLink, MANAGER_PASSWORD_LINK_TTL_SECONDS } from '../manager/manager-accounts.ts';
import type { Manager } from '../manager/manager-auth.ts';
import {
  deleteManagerSessionsInRestaurant,
  findManagerByEmail,
  findManagerById,
  removeManagerFromRestaurant,
  roleInRestaurant,
  upsertManagerOfRestaurant,
} from '../manager/manager-repo.ts';
import { restaurantClock } from '../manager/list-board-orders.ts';
import { addedNoticeMail, invitationMail } from './staff-mails.ts';
import { countOwners, insertStaffAudit, lockStaff, selectStaff, selectStaffAudit, updateRole } from './staff-repo.ts';

type StaffDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer'> & { log: { error(details: object, message: string): void } };

const AUDIT_SHOWN = 100;

export async function staffOverview(deps: Pick<AppDeps, 'db' | 'clock'>, owner: Manager): Promise<StaffOverview> {
  const [people, audit] = await Promise.all([
    selectStaff(deps.db, owner.restaurantId, deps.clock()),
    selectStaffAudit(deps.db, owner.restaurantId, AUDIT_SHOWN),
  ]);
  return { people: people.map((person) => memberView(person, owner.managerId)), audit };
}

function memberView(
  person: { id: number; email: string; role: StaffRole; active: boolean; invitationExpiresAt: Date | null },
  you: number,
): StaffMember {
  return { ...person, invitationExpiresAt: person.invitationExpiresAt?.toISOString() ?? null, you: person.id === you };
}

async function ownerEmail(db: DbOrTx, owner: Manager): Promise<string> {
  return (await findManagerById(db, owner.managerId))?.email ?? `manager ${owner.managerId}`;
}

/**
 * Invites a person by e-mail (decision 086). Someone with a password already (they work for another
 * restaurant) gets the role at once and a notice; anyone else gets a one-time link, which replaces
 * any older link of theirs. Someone who works here already with a password is 409: change the role.
 */
export async function inviteStaff(deps: StaffDeps, owner: Manager, form: { email: string; role: StaffRole }): Promise<InviteStaffAnswer> {
  const restaurant = await restaurantClock(deps.db, owner.restaurantId);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    await lockStaff(tx, owner.restaurantId);
    const by = await ownerEmail(tx, owner);
    const existing = await findManagerByEmail(tx, form.email);
    const before = existing ? await roleInRestaurant(tx, existing.id, owner.restaurantId) : null;
    if (existing?.passwordHash && before) throw conflict('staff_already_member');
    const person = await upsertManagerOfRestaurant(tx, form.email, owner.restaurantId, form.role);
    const outcome: InviteStaffAnswer['outcome'] = existing?.passwordHash ? 'added' : before ? 'reinvited' : 'invited';
    if (before === 'owner' && form.role !== 'owner' && (await countOwners(tx, owner.restaurantId)) < 1) throw conflict('last_owner');
    await insertStaffAudit(tx, { restaurantId: owner.restaurantId, at: now, by, action: outcome, email: person.email, roleBefore: before, roleAfter: form.role });
    const url =
      outcome === 'added'
        ? `${deps.config.publicUrl}/r/${restaurant.slug}/manager`
        : await issuePasswordLink(deps, tx, person.id, restaurant.slug);
    return { person, outcome, url };
  });
  const lang = isLang(restaurant.lang) ? restaurant.lang : 'de';
  const mailInput = { to: result.person.email, lang, restaurant: restaurant.name, role: form.role, url: result.url };
  await sendStaffMail(
    deps,
    result.outcome === 'added' ? addedNoticeMail(mailInput) : invitationMail({ ...mailInput, days: MANAGER_PASSWORD_LINK_TTL_SECONDS / 86_400 }),
  );
  const member = (await selectStaff(deps.db, owner.restaurantId, now)).find((row) => row.id === result.person.id)!;
  return { member: memberView(member, owner.managerId), outcome: result.outcome };
}

/** The invitation is kept when the mail fails: the list shows it open and the owner sends it again. */
async function sendStaffMail(deps: StaffDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'staff mail delivery failed');
  }
}

/**
 * Gives a person another role. A role with fewer rights ends their sessions here at once (tokens stop
 * working, board streams close); the last owner cannot step down (409 `last_owner`).
 */
export async function changeStaffRole(deps: StaffDeps, owner: Manager, form: { managerId: number; role: StaffRole }): Promise<StaffMember> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await lockStaff(tx, owner.restaurantId);
    const before = await roleInRestaurant(tx, form.managerId, owner.restaurantId);
    if (before === null) throw notFound('staff_not_found');
    if (before === form.role) return;
    if (before === 'owner' && (await countOwners(tx, owner.restaurantId)) <= 1) throw conflict('last_owner');
    await updateRole(tx, form.managerId, owner.restaurantId, form.role);
    if (STAFF_ROLE_RANK[form.role] > STAFF_ROLE_RANK[before]) await deleteManagerSessionsInRestaurant(tx, form.managerId, owner.restaurantId);
    const email = (await findManagerById(tx, form.managerId))?.email ?? '';
    await insertStaffAudit(tx, { restaurantId: owner.restaurantId, at: now, by: await ownerEmail(tx, owner), action: 'role_changed', email, roleBefore: before, roleAfter: form.role });
  });
  const member = (await selectStaff(deps.db, owner.restaurantId, now)).find((row) => row.id === form.managerId)!;
  return memberView(member, owner.managerId);
}

/** Removes a person from the restaurant and ends their sessions here at once; never the last owner. */
export async function removeStaff(deps: StaffDeps, owner: Manager, managerId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockStaff(tx, owner.restaurantId);
    const before = await roleInRestaurant(tx, managerId, owner.restaurantId);
    if (before === null) throw notFound('staff_not_found');
    if (before === 'owner' && (await countOwners(tx, owner.restaurantId)) <= 1) throw conflict('last_owner');
    const email = (await findManagerById(tx, managerId))?.email ?? '';
    // Written before the removal: when an owner removes themselves, their e-mail is still there to name.
    await insertStaffAudit(tx, { restaurantId: owner.restaurantId, at: deps.clock(), by: await ownerEmail(tx, owner), action: 'removed', email, roleBefore: before, roleAfter: null });
    await removeManagerFromRestaurant(tx, managerId, owner.restaurantId);
  });
}
