import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementSectionSchema,
  informationPagesSectionSchema,
  legalSectionSchema,
  saveInformationPagesRequestSchema,
  saveAnnouncementRequestSchema,
  saveLegalRequestSchema,
} from '@tavola/domain/schemas/owner-content';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { readLegalPages, readRestaurantTexts } from './content-repo.ts';
import { readInformationPages, saveInformationPages } from './information-pages.ts';
import { announcementOf, saveAnnouncement, saveLegalPages } from './save-content.ts';

const TAGS = ['owner: content'];

/** api/owner/content/*: legal and information pages, announcement and closed message (issue 23). Owners only. */
export async function ownerContentRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/owner/content/legal',
    { schema: { tags: TAGS, summary: 'The legal pages (HTML, empty: none)', querystring: ownerContextSchema, response: { 200: envelopeOf(legalSectionSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [value, revisions] = await Promise.all([readLegalPages(db, restaurantId), readRevisions(db, restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions.legal ?? 0, value });
    },
  );

  routes.put(
    '/api/owner/content/legal',
    { schema: { tags: TAGS, summary: 'Saves the legal pages', body: saveLegalRequestSchema, response: { 200: envelopeOf(legalSectionSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      const { revision, restaurantId: _r, lang: _l, ...pages } = request.body;
      const saved = await saveLegalPages(app.deps, editor, revision, pages);
      return success(request, { revision: saved.revision, value: saved.result });
    },
  );

  routes.get(
    '/api/owner/content/announcement',
    { schema: { tags: TAGS, summary: 'The announcement and the closed message', querystring: ownerContextSchema, response: { 200: envelopeOf(announcementSectionSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [row, revisions] = await Promise.all([readRestaurantTexts(db, restaurantId), readRevisions(db, restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions.announcement ?? 0, value: announcementOf(row) });
    },
  );

  routes.put(
    '/api/owner/content/announcement',
    { schema: { tags: TAGS, summary: 'Saves the announcement and the closed message', body: saveAnnouncementRequestSchema, response: { 200: envelopeOf(announcementSectionSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      const { revision, restaurantId: _r, lang: _l, ...value } = request.body;
      const saved = await saveAnnouncement(app.deps, editor, revision, value);
      return success(request, { revision: saved.revision, value: saved.result });
    },
  );

  routes.get(
    '/api/owner/content/information-pages',
    { schema: { tags: TAGS, summary: 'The information pages, in order', querystring: ownerContextSchema, response: { 200: envelopeOf(informationPagesSectionSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await requireOwnerEditor(db, request);
      const [value, revisions] = await Promise.all([readInformationPages(db, restaurantId), readRevisions(db, restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions['information-pages'] ?? 0, value });
    },
  );

  routes.put(
    '/api/owner/content/information-pages',
    { schema: { tags: TAGS, summary: 'Saves the information pages as a whole', body: saveInformationPagesRequestSchema, response: { 200: envelopeOf(informationPagesSectionSchema) } } },
    async (request) => {
      const editor = await requireOwnerEditor(db, request);
      const saved = await saveInformationPages(app.deps, editor, request.body.revision, { pages: request.body.pages });
      return success(request, { revision: saved.revision, value: saved.result });
    },
  );
}
