import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveriesSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from '@tavola/domain/schemas/webhooks';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { changeEndpoint, createEndpoint, listDeliveries, listEndpoints, removeEndpoint, resendDelivery } from './webhook-service.ts';

/** Outbound webhooks (issue 30, decision 100): the owner's endpoints, their delivery log, a resend. */
export async function webhookRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  routes.get(
    '/api/owner/webhooks',
    { schema: { tags: ['owner'], summary: 'The restaurant’s webhook endpoints', querystring: ownerContextSchema, response: { 200: envelopeOf(z.array(webhookEndpointSchema)) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      reply.headers(noStore);
      return success(request, await listEndpoints(deps, restaurantId));
    },
  );

  routes.post(
    '/api/owner/webhooks',
    {
      schema: {
        tags: ['owner'],
        summary: 'Add a webhook endpoint (its signing secret is in this answer only)',
        body: createWebhookEndpointSchema,
        response: { 200: envelopeOf(createdWebhookEndpointSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      reply.headers(noStore);
      return success(request, await createEndpoint(deps, restaurantId, request.body), 'settings_saved');
    },
  );

  routes.patch(
    '/api/owner/webhooks/:endpointId',
    {
      schema: {
        tags: ['owner'],
        summary: 'Change a webhook endpoint: address, events, description, on or off',
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointSchema,
        response: { 200: envelopeOf(webhookEndpointSchema) },
      },
    },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      return success(request, await changeEndpoint(deps, restaurantId, request.params.endpointId, request.body), 'settings_saved');
    },
  );

  routes.delete(
    '/api/owner/webhooks/:endpointId',
    {
      schema: {
        tags: ['owner'],
        summary: 'Remove a webhook endpoint and its log',
        params: webhookEndpointParamsSchema,
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      await removeEndpoint(deps, restaurantId, request.params.endpointId);
      return success(request, { removed: true as const });
    },
  );

  routes.get(
    '/api/owner/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags: ['owner'],
        summary: 'The newest 100 deliveries of an endpoint: state, tries, last answer',
        params: webhookEndpointParamsSchema,
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(webhookDeliveriesSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      reply.headers(noStore);
      return success(request, await listDeliveries(deps, restaurantId, request.params.endpointId));
    },
  );

  routes.post(
    '/api/owner/webhooks/deliveries/:deliveryId/resend',
    {
      schema: {
        tags: ['owner'],
        summary: 'Send a delivery again (same webhook-id and body)',
        params: webhookDeliveryParamsSchema,
        body: ownerContextSchema,
        response: { 200: envelopeOf(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const { restaurantId } = await requireOwnerEditor(deps.db, request);
      const delivery = await resendDelivery(deps, restaurantId, request.params.deliveryId);
      deps.webhookQueue.wake();
      return success(request, delivery, 'webhook_resent');
    },
  );
}
