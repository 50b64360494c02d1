import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hoursSectionSchema, saveHoursRequestSchema } from '@tavola/domain/schemas/owner-hours';
import { HOURS_SECTION } from '@tavola/domain/schemas/owner-hours';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { readHours } from './hours-repo.ts';
import { saveHours } from './save-hours.ts';

const TAGS = ['owner: hours'];

/** api/owner/hours: opening hours, close periods, lead times and slot capacities (issue 23). Owners only. */
export async function ownerHoursRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/hours',
    {
      schema: {
        tags: TAGS,
        summary: 'Opening hours per delivery type, close periods, lead times and slot capacities',
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(hoursSectionSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const value = await readHours(db, restaurantId);
      if (!value) throw notFound('restaurant_does_not_exists');
      const revision = (await readRevisions(db, restaurantId))[HOURS_SECTION] ?? 0;
      reply.header('cache-control', 'no-store');
      return success(request, { revision, value });
    },
  );

  routes.put(
    '/api/owner/hours',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the hours (409 stale_revision when someone saved since)',
        body: saveHoursRequestSchema,
        response: { 200: envelopeOf(hoursSectionSchema) },
      },
    },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await saveHours(app.deps, editor, request.body));
    },
  );
}
