import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerAuditEntrySchema, ownerAuditQuerySchema } from '@tavola/domain/schemas/owner-settings';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from './owner-editor.ts';
import { listOwnerChanges } from './owner-settings-repo.ts';

const TAGS = ['owner'];

/** api/owner/audit: every change of the restaurant's settings, newest first (the menu keeps its own log). */
export async function ownerSettingsRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/audit',
    {
      schema: {
        tags: TAGS,
        summary: "Every change of the restaurant's settings, newest first",
        querystring: ownerAuditQuerySchema,
        response: { 200: envelopeOf(z.array(ownerAuditEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const { before, section, limit } = request.query;
      const rows = await listOwnerChanges(db, restaurantId, { before, section, limit });
      reply.header('cache-control', 'no-store');
      return success(
        request,
        rows.map((row) => ({ ...row, at: row.at.toISOString(), restaurantId: undefined })),
      );
    },
  );
}
