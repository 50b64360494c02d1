import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { goLiveRequestSchema, setupOverviewSchema } from '@tavola/domain/schemas/owner-setup';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import {
  brandSectionSchema,
  languagesSectionSchema,
  saveBrandRequestSchema,
  saveLanguagesRequestSchema,
  BRAND_SECTION,
  LANGUAGES_SECTION,
} from '@tavola/domain/schemas/owner-brand';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { readBrand, saveBrand } from './brand.ts';
import { goLive } from './go-live.ts';
import { readLanguages, saveLanguages } from './languages.ts';
import { setupOverview } from './setup-checklist.ts';

const TAGS = ['owner: setup'];

/** api/owner/setup: the new restaurant's checklist and its go-live (issue 23 item 1, decision 090). Owners only. */
export async function onboardingRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/setup',
    {
      schema: {
        tags: TAGS,
        summary: "The restaurant's status and each setup step, done or not, as the data says",
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(setupOverviewSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      reply.header('cache-control', 'no-store');
      return success(request, await setupOverview(db, restaurantId));
    },
  );

  routes.post(
    '/api/owner/setup/go-live',
    {
      schema: {
        tags: TAGS,
        summary: 'Open the restaurant to guests (422 setup_incomplete with `missing` while a step is not done)',
        body: goLiveRequestSchema,
        response: { 200: envelopeOf(setupOverviewSchema) },
      },
    },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      return success(request, await goLive(app.deps, editor));
    },
  );

  routes.get(
    '/api/owner/brand',
    {
      schema: {
        tags: TAGS,
        summary: 'Name, logo, hero image and main colour',
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(brandSectionSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [value, revisions] = await Promise.all([readBrand(db, restaurantId), readRevisions(db, restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions[BRAND_SECTION] ?? 0, value });
    },
  );

  routes.put(
    '/api/owner/brand',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the brand (422 colour_contrast_too_low when white text on the colour is under 4.5:1)',
        body: saveBrandRequestSchema,
        response: { 200: envelopeOf(brandSectionSchema) },
      },
    },
    async (request) => success(request, await saveBrand(app.deps, await requireOwnerEditor(db, request), request.body)),
  );

  routes.get(
    '/api/owner/languages',
    {
      schema: {
        tags: TAGS,
        summary: 'Offered languages, the default one and the currency',
        querystring: ownerContextSchema,
        response: { 200: envelopeOf(languagesSectionSchema) },
      },
    },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [value, revisions] = await Promise.all([readLanguages(db, restaurantId), readRevisions(db, restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions[LANGUAGES_SECTION] ?? 0, value });
    },
  );

  routes.put(
    '/api/owner/languages',
    {
      schema: {
        tags: TAGS,
        summary: 'Save languages and currency',
        body: saveLanguagesRequestSchema,
        response: { 200: envelopeOf(languagesSectionSchema) },
      },
    },
    async (request) =>
      success(request, await saveLanguages(app.deps, await requireOwnerEditor(db, request), request.body)),
  );
}
