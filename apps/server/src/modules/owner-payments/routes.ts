import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import {
  OWNER_PROVIDERS,
  ownerPaymentsSectionSchema,
  removeCredentialsQuerySchema,
  saveCredentialsSchemas,
  savePaymentMethodsSchema,
  testConnectionSchemas,
} from '@tavola/domain/schemas/owner-payments';
import { envelopeOf, success } from '../../http/envelope.ts';
import { PROVIDER_LABELS } from '../../payments/credentials/restaurant-credentials.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readPaymentsSection } from './payments-section.ts';
import { removeCredentials, saveOwnCredentials } from './save-credentials.ts';
import { savePaymentMethods } from './save-methods.ts';
import { testProviderConnection } from './test-connection.ts';

const TAGS = ['owner: payments'];
const sectionAnswer = { 200: envelopeOf(ownerPaymentsSectionSchema) };

/** api/owner/payments: ways to pay per delivery type and the restaurant's own provider credentials (decision 088). */
export async function ownerPaymentsRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db, config, restaurantChanges } = app.deps;
  const deps = { db, config, restaurantChanges, clock: () => app.deps.clock() };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/payments',
    { schema: { tags: TAGS, summary: 'Ways to pay per delivery type and provider credentials (masked)', querystring: ownerContextSchema, response: sectionAnswer } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await readPaymentsSection(db, config, restaurantId));
    },
  );

  routes.put(
    '/api/owner/payments/methods',
    { schema: { tags: TAGS, summary: 'Switch ways to pay per delivery type', body: savePaymentMethodsSchema, response: sectionAnswer } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      await savePaymentMethods(deps, editor, request.body);
      return success(request, await readPaymentsSection(db, config, editor.restaurantId), 'payments_saved');
    },
  );

  for (const provider of OWNER_PROVIDERS) {
    routes.put(
      `/api/owner/payments/credentials/${provider}`,
      {
        schema: {
          tags: TAGS,
          summary: `Store the restaurant's own ${PROVIDER_LABELS[provider]} credentials (sealed; answered only as a mask)`,
          body: saveCredentialsSchemas[provider],
          response: sectionAnswer,
        },
      },
      async (request) => {
        const editor = await requireOwnerEditor(db, request);
        await saveOwnCredentials(deps, editor, { provider, revision: request.body.revision, credentials: request.body.credentials });
        return success(request, await readPaymentsSection(db, config, editor.restaurantId), 'payments_saved');
      },
    );

    routes.delete(
      `/api/owner/payments/credentials/${provider}`,
      {
        schema: {
          tags: TAGS,
          summary: `Remove the restaurant's own ${PROVIDER_LABELS[provider]} credentials (the platform's apply again)`,
          querystring: removeCredentialsQuerySchema,
          response: sectionAnswer,
        },
      },
      async (request) => {
        const editor = await requireOwnerEditor(db, request);
        await removeCredentials(deps, editor, { provider, revision: request.query.revision });
        return success(request, await readPaymentsSection(db, config, editor.restaurantId), 'payments_saved');
      },
    );

    routes.post(
      `/api/owner/payments/credentials/${provider}/test`,
      {
        schema: {
          tags: TAGS,
          summary: `Ask ${PROVIDER_LABELS[provider]} whether it accepts the typed, stored or platform credentials`,
          body: testConnectionSchemas[provider],
          response: { 200: envelopeOf(z.object({ ok: z.literal(true) })) },
        },
      },
      async (request) => {
        const { restaurantId } = await requireOwnerEditor(db, request);
        await testProviderConnection({ db, config }, { restaurantId, provider, typed: request.body.credentials });
        return success(request, { ok: true as const }, 'provider_connection_ok', { provider: PROVIDER_LABELS[provider] });
      },
    );
  }
}
