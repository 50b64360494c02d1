import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  changeStaffRoleAnswerSchema,
  changeStaffRoleRequestSchema,
  inviteStaffAnswerSchema,
  inviteStaffRequestSchema,
  removeStaffAnswerSchema,
  removeStaffRequestSchema,
  STAFF_ROLE_RANK,
  STAFF_SECTION,
  staffOverviewSchema,
} from './staff.ts';

describe('staff requests', () => {
  it('invite an e-mail with one of the three roles at a revision', () => {
    for (const role of ['owner', 'manager', 'kitchen']) {
      expect(parsed(inviteStaffRequestSchema, { revision: 3, email: ' Cook@Example.com ', role })).toEqual({ revision: 3, email: 'cook@example.com', role });
    }
    expect(issuesOf(inviteStaffRequestSchema, { revision: 3, email: 'cook@example.com', role: 'waiter' })).toEqual([{ path: 'role', code: 'field_invalid' }]);
    expect(codesOf(inviteStaffRequestSchema, { revision: 3, email: 'cook', role: 'kitchen' })).toEqual(['email_invalid']);
    expect(codesOf(inviteStaffRequestSchema, { revision: 'x', email: 'cook@example.com', role: 'kitchen' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(inviteStaffRequestSchema, { email: 'cook@example.com', role: 'kitchen' })).toEqual(['field_must_be_numeric']);
  });

  it('change a role or remove a person by id', () => {
    expect(parsed(changeStaffRoleRequestSchema, { revision: 0, managerId: '4', role: 'manager' })).toEqual({ revision: 0, managerId: 4, role: 'manager' });
    expect(codesOf(changeStaffRoleRequestSchema, { revision: 0, managerId: 4, role: 'boss' })).toEqual(['field_invalid']);
    expect(parsed(removeStaffRequestSchema, { revision: 1, managerId: 4 })).toEqual({ revision: 1, managerId: 4 });
    expect(codesOf(removeStaffRequestSchema, { revision: -1, managerId: 4 })).toHaveLength(1);
    expect(codesOf(removeStaffRequestSchema, { revision: 1, managerId: 4, role: 'owner' })).toHaveLength(1);
  });

  it('rank owners above managers above the kitchen', () => {
    expect(STAFF_ROLE_RANK.owner).toBeLessThan(STAFF_ROLE_RANK.manager);
    expect(STAFF_ROLE_RANK.manager).toBeLessThan(STAFF_ROLE_RANK.kitchen);
  });
});

describe('staff answers', () => {
  const member = { id: 4, email: 'cook@example.com', role: 'kitchen', active: false, invitationExpiresAt: '2026-11-29T10:00:00Z', you: false };

  it('keep the people, their invitations and the audit trail', () => {
    const overview = {
      revision: 2,
      people: [member],
      audit: ['invited', 'added', 'reinvited', 'role_changed', 'removed'].map((action, id) => ({ id, at: '2026-11-26T10:00:00Z', by: 'owner@example.com', action, email: member.email, roleBefore: null, roleAfter: 'kitchen' })),
    };
    expect(parsed(staffOverviewSchema, overview)).toEqual(overview);
    for (const outcome of ['invited', 'added', 'reinvited']) expect(parsed(inviteStaffAnswerSchema, { member, outcome, revision: 3 }).outcome).toBe(outcome);
    expect(codesOf(inviteStaffAnswerSchema, { member, outcome: 'ignored', revision: 3 })).toHaveLength(1);
  });

  it('answer a role change with the member and a removal with the new revision', () => {
    const changed = { member: { ...member, role: 'manager' }, revision: 4 };
    expect(parsed(changeStaffRoleAnswerSchema, changed)).toEqual(changed);
    expect(parsed(removeStaffAnswerSchema, { revision: 5 })).toEqual({ revision: 5 });
  });
});

describe('the staff section', () => {
  it('is saved under the name staff', () => {
    expect(STAFF_SECTION).toBe('staff');
  });
});
