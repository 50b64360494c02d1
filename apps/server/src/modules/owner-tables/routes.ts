import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerTablesAnswerSchema, saveOwnerTablesSchema } from '@tavola/domain/schemas/owner-tables';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readTablesSection, saveTablesSection } from './tables-section.ts';

const TAGS = ['owner'];

/** api/owner/tables: the restaurant's tables and reservation rules, edited by its owners (decision 087). */
export async function ownerTablesRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/tables',
    { schema: { tags: TAGS, summary: 'The tables and reservation rules, with the revision to save against', querystring: ownerContextSchema, response: { 200: envelopeOf(ownerTablesAnswerSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readTablesSection(db, restaurantId));
    },
  );

  routes.put(
    '/api/owner/tables',
    { schema: { tags: TAGS, summary: 'Save the tables and reservation rules (409 stale_revision on an old revision)', body: saveOwnerTablesSchema, response: { 200: envelopeOf(ownerTablesAnswerSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      const { revision, restaurantId: _restaurant, lang: _lang, ...value } = request.body;
      return success(request, await saveTablesSection(app.deps, editor, revision, value), 'settings_saved');
    },
  );
}
