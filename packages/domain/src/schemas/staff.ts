import { z } from 'zod';
import { emailField } from './account.ts';
import { clientContext } from './basket.ts';
import { idField } from './fields.ts';
import { STAFF_ROLES } from './manager.ts';
import { settingsSaveFields } from './owner-settings.ts';

/**
 * api/owner/staff/*: the owner's staff screen (decision 086). People are invited by e-mail with a
 * role; a person may work for several restaurants with a role in each. Staff is one settings section
 * (decision 087): every change names the revision it was read at (409 stale_revision otherwise) and
 * lands in the owner audit log.
 */

/** The settings section and audit trail of staff changes. */
export const STAFF_SECTION = 'staff';

const role = z.enum(STAFF_ROLES, 'field_invalid');

/** One person of the restaurant as the owner sees them. */
export const staffMemberSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The person has chosen a password (accepted an invitation, or had an account already). */
  active: z.boolean(),
  /** The newest unused invitation link's end (ISO instant); null when none is open. */
  invitationExpiresAt: z.string().nullable(),
  /** The person asking (an owner sees themselves in the list). */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const STAFF_AUDIT_ACTIONS = ['invited', 'added', 'reinvited', 'role_changed', 'removed'] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** Every staff change as the screen shows it (from the owner audit log): who, when, to whom, role before and after. */
export const staffAuditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  by: z.string().nullable(),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  email: z.string(),
  roleBefore: z.enum(STAFF_ROLES).nullable(),
  roleAfter: z.enum(STAFF_ROLES).nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** GET api/owner/staff: the people (by e-mail), the newest changes and the section's revision. */
export const staffOverviewSchema = z.object({
  revision: z.int(),
  people: z.array(staffMemberSchema),
  audit: z.array(staffAuditEntrySchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

/**
 * POST api/owner/staff/invite: a new person gets a one-time link; someone with an account already
 * (another restaurant) gets the role and a notice; an invitation not yet accepted is sent again with
 * a new link that replaces the old one.
 */
export const inviteStaffRequestSchema = z.object({ ...settingsSaveFields, email: emailField, role }).strict();
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

/** How an invitation went: a link was mailed, or the person only had the role added (and a notice). */
export const INVITE_OUTCOMES = ['invited', 'added', 'reinvited'] as const;
export const inviteStaffAnswerSchema = z.object({ member: staffMemberSchema, outcome: z.enum(INVITE_OUTCOMES), revision: z.int() });
export type InviteStaffAnswer = z.infer<typeof inviteStaffAnswerSchema>;

/** POST api/owner/staff/role. */
export const changeStaffRoleRequestSchema = z.object({ ...settingsSaveFields, managerId: idField, role }).strict();
export const changeStaffRoleAnswerSchema = z.object({ member: staffMemberSchema, revision: z.int() });
export type ChangeStaffRoleAnswer = z.infer<typeof changeStaffRoleAnswerSchema>;
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

/** POST api/owner/staff/remove. */
export const removeStaffRequestSchema = z.object({ ...settingsSaveFields, managerId: idField }).strict();
export const removeStaffAnswerSchema = z.object({ revision: z.int() });
export type RemoveStaffRequest = z.infer<typeof removeStaffRequestSchema>;

export const staffContextSchema = z.object(clientContext).strict();

/** Lower rank is more rights: a change to a higher rank takes rights away and ends the person's sessions. */
export const STAFF_ROLE_RANK: Record<(typeof STAFF_ROLES)[number], number> = { owner: 0, manager: 1, kitchen: 2 };
