import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { deliverySectionSchema, saveDeliveryRequestSchema, saveTipsRequestSchema, tipSectionSchema } from '@tavola/domain/schemas/owner-delivery';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readDeliverySection, saveDelivery } from './delivery-settings.ts';
import { readTipSection, saveTips } from './tip-settings.ts';

const TAGS = ['owner: delivery'];

/** api/owner/delivery and api/owner/tips: offered delivery types, zones with fees and minimums, tip shares. */
export async function ownerDeliveryRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/delivery',
    { schema: { tags: TAGS, summary: 'Offered delivery types and delivery zones', querystring: ownerContextSchema, response: { 200: envelopeOf(deliverySectionSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readDeliverySection(db, restaurantId));
    },
  );

  routes.put(
    '/api/owner/delivery',
    { schema: { tags: TAGS, summary: 'Replace the offered delivery types and the zones, at the revision read', body: saveDeliveryRequestSchema, response: { 200: envelopeOf(deliverySectionSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await saveDelivery(app.deps, editor, request.body));
    },
  );

  routes.get(
    '/api/owner/tips',
    { schema: { tags: TAGS, summary: 'Whether guests are asked for a tip, and the shares offered', querystring: ownerContextSchema, response: { 200: envelopeOf(tipSectionSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readTipSection(db, restaurantId));
    },
  );

  routes.put(
    '/api/owner/tips',
    { schema: { tags: TAGS, summary: 'Change the tip settings at the revision read', body: saveTipsRequestSchema, response: { 200: envelopeOf(tipSectionSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await saveTips(app.deps, editor, request.body));
    },
  );
}
