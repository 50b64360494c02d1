import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeStaffRoleAnswerSchema,
  changeStaffRoleRequestSchema,
  inviteStaffAnswerSchema,
  inviteStaffRequestSchema,
  removeStaffAnswerSchema,
  removeStaffRequestSchema,
  staffContextSchema,
  staffOverviewSchema,
} from '@tavola/domain/schemas/staff';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { changeStaffRole, inviteStaff, removeStaff, staffOverview } from './manage-staff.ts';

const TAGS = ['owner: staff'];

/**
 * api/owner/staff/*: owners invite, re-role and remove their staff (decision 086). Others get 403.
 * Every change names the staff section's revision (409 stale_revision) and is logged (decision 087).
 */
export async function staffRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/staff',
    { schema: { tags: TAGS, summary: 'The people of the restaurant and the newest staff changes', querystring: staffContextSchema, response: { 200: envelopeOf(staffOverviewSchema) } } },
    async (request, reply) => {
      const owner = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await staffOverview(app.deps, owner));
    },
  );

  routes.post(
    '/api/owner/staff/invite',
    { schema: { tags: TAGS, summary: 'Invite a person by e-mail with a role', body: inviteStaffRequestSchema, response: { 201: envelopeOf(inviteStaffAnswerSchema) } } },
    async (request, reply) => {
      const owner = await requireOwnerEditor(db, request);
      const answer = await inviteStaff({ ...app.deps, log: request.log }, owner, request.body);
      reply.code(201);
      return success(request, answer, answer.outcome === 'added' ? 'staff_added' : 'staff_invited');
    },
  );

  routes.post(
    '/api/owner/staff/role',
    { schema: { tags: TAGS, summary: 'Change a person’s role (fewer rights end their sessions here)', body: changeStaffRoleRequestSchema, response: { 200: envelopeOf(changeStaffRoleAnswerSchema) } } },
    async (request) => {
      const owner = await requireOwnerEditor(db, request);
      return success(request, await changeStaffRole({ ...app.deps, log: request.log }, owner, request.body), 'staff_role_changed');
    },
  );

  routes.post(
    '/api/owner/staff/remove',
    { schema: { tags: TAGS, summary: 'Remove a person from the restaurant (their sessions here end at once)', body: removeStaffRequestSchema, response: { 200: envelopeOf(removeStaffAnswerSchema) } } },
    async (request) => {
      const owner = await requireOwnerEditor(db, request);
      return success(request, await removeStaff({ ...app.deps, log: request.log }, owner, request.body), 'staff_removed');
    },
  );
}
