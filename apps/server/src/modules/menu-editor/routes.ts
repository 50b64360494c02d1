import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteMenuEntryQuerySchema,
  entryValueSchemas,
  importMenuRequestSchema,
  MENU_ENTRY_KINDS,
  menuAuditEntrySchema,
  menuAuditQuerySchema,
  menuDraftSchema,
  menuEntrySchema,
  menuPreviewLinkSchema,
  menuVersionSchema,
  ownerContextSchema,
  publishMenuRequestSchema,
  reorderMenuRequestSchema,
  saveMenuEntryRequestSchema,
  type MenuEntryKind,
} from '@tavola/domain/schemas/menu-editor';
import { importIssues, keySchema, restaurantImportSchema } from '@tavola/domain/schemas/restaurant-import';
import { AppError } from '../../http/errors.ts';
import { envelopeOf, success } from '../../http/envelope.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { deleteEntry, discardDraft, importIntoDraft, readDraft, reorderDraft, saveEntry, type MenuEditor } from './edit-draft.ts';
import { exportRestaurant } from './export-restaurant.ts';
import { checkEntryImages } from './entry-images.ts';
import { findEntry, listAudit, listVersions, liveMenuVersion } from './menu-editor-repo.ts';
import { issuePreviewToken } from './menu-preview.ts';
import { publishDraft, rollBackTo } from './publish-menu.ts';

const TAGS = ['owner: menu'];
export const IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const versionAnswer = envelopeOf(z.object({ version: z.int() }));
const done = envelopeOf(z.null());

/** api/owner/menu/*: the owner's menu editor (decision 080). Managers get 403 owner_only. */
export async function menuEditorRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const owner = (request: FastifyRequest): Promise<MenuEditor> => requireOwnerEditor(db, request);

  routes.get(
    '/api/owner/menu/draft',
    { schema: { tags: TAGS, summary: 'The draft menu, in menu order', querystring: ownerContextSchema, response: { 200: envelopeOf(menuDraftSchema) } } },
    async (request, reply) => {
      const { restaurantId } = await owner(request);
      reply.header('cache-control', 'no-store');
      return success(request, await readDraft(db, restaurantId));
    },
  );

  for (const kind of MENU_ENTRY_KINDS) {
    routes.put(
      `/api/owner/menu/draft/${kind}/:key`,
      {
        schema: {
          tags: TAGS,
          summary: `Create or change one entry of the draft (${kind}) at the revision it was read at`,
          params: z.object({ key: keySchema }),
          body: saveMenuEntryRequestSchema(entryValueSchemas[kind]),
          response: { 200: envelopeOf(menuEntrySchema) },
        },
      },
      async (request) => {
        const editor = await owner(request);
        const [live, before] = await Promise.all([
          liveMenuVersion(db, editor.restaurantId),
          findEntry(db, editor.restaurantId, kind, request.params.key),
        ]);
        const value = request.body.value as Record<string, unknown>;
        if (live) await checkEntryImages(uploadsDir, live.slug, kind, value, (before?.value as Record<string, unknown>) ?? null);
        const entry = await saveEntry(db, editor, kind, request.params.key, request.body);
        return success(request, entry, 'menu_saved');
      },
    );

    routes.delete(
      `/api/owner/menu/draft/${kind}/:key`,
      {
        schema: {
          tags: TAGS,
          summary: `Delete one entry of the draft (${kind}) at the revision it was read at`,
          params: z.object({ key: keySchema }),
          querystring: deleteMenuEntryQuerySchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await deleteEntry(db, await owner(request), kind as MenuEntryKind, request.params.key, request.query.revision);
        return success(request, null, 'menu_deleted');
      },
    );
  }

  routes.post(
    '/api/owner/menu/draft/reorder',
    { schema: { tags: TAGS, summary: 'Put entries of one kind in a new order', body: reorderMenuRequestSchema, response: { 200: done } } },
    async (request) => {
      await reorderDraft(db, await owner(request), request.body.kind, request.body.keys);
      return success(request, null, 'menu_saved');
    },
  );

  routes.post(
    '/api/owner/menu/draft/discard',
    { schema: { tags: TAGS, summary: 'Throw the draft away (it becomes the live menu again)', body: ownerContextSchema.optional(), response: { 200: done } } },
    async (request) => {
      await discardDraft(db, await owner(request));
      return success(request, null, 'menu_draft_discarded');
    },
  );

  routes.post(
    '/api/owner/menu/import',
    // A whole restaurant's file is larger than any storefront call (the global limit is 256 KB).
    { bodyLimit: IMPORT_BODY_LIMIT_BYTES, schema: { tags: TAGS, summary: "Replace the draft's menu with an import file's", body: importMenuRequestSchema, response: { 200: done } } },
    async (request) => {
      const editor = await owner(request);
      const parsed = restaurantImportSchema.safeParse(request.body.file);
      if (!parsed.success) {
        // Named by their place in the file, as the import command names them.
        const errors = Object.fromEntries(importIssues(parsed.error).map((issue) => [issue.path, [issue.message]]));
        throw new AppError('menu_invalid', 422, {}, { errors });
      }
      const { categories, products, attributeGroups } = parsed.data;
      await importIntoDraft(db, editor, { categories, products, attributeGroups }, request.lang);
      return success(request, null, 'menu_saved');
    },
  );

  routes.post(
    '/api/owner/menu/publish',
    { schema: { tags: TAGS, summary: 'Publish the draft: guests switch to it at once', body: publishMenuRequestSchema, response: { 200: versionAnswer } } },
    async (request) => {
      const editor = await owner(request);
      const version = await publishDraft(db, editor, request.body.note, request.lang);
      app.deps.restaurantChanges.changedHere(editor.restaurantId);
      return success(request, { version }, 'menu_published');
    },
  );

  routes.get(
    '/api/owner/menu/versions',
    { schema: { tags: TAGS, summary: 'Published menu versions, newest first', querystring: ownerContextSchema, response: { 200: envelopeOf(z.array(menuVersionSchema)) } } },
    async (request, reply) => {
      const { restaurantId } = await owner(request);
      const rows = await listVersions(db, restaurantId);
      reply.header('cache-control', 'no-store');
      return success(request, rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })));
    },
  );

  routes.post(
    '/api/owner/menu/versions/:version/rollback',
    {
      schema: {
        tags: TAGS,
        summary: 'Bring a published version back as the live menu',
        params: z.object({ version: z.coerce.number('field_must_be_numeric').int().min(1).max(2_147_483_647) }),
        body: ownerContextSchema.optional(),
        response: { 200: versionAnswer },
      },
    },
    async (request) => {
      const editor = await owner(request);
      const version = await rollBackTo(db, editor, request.params.version);
      app.deps.restaurantChanges.changedHere(editor.restaurantId);
      return success(request, { version }, 'menu_rolled_back', { version: request.params.version });
    },
  );

  routes.get(
    '/api/owner/menu/audit',
    { schema: { tags: TAGS, summary: 'Every change of the menu, newest first', querystring: menuAuditQuerySchema, response: { 200: envelopeOf(z.array(menuAuditEntrySchema)) } } },
    async (request, reply) => {
      const { restaurantId } = await owner(request);
      const rows = await listAudit(db, restaurantId, request.query);
      reply.header('cache-control', 'no-store');
      return success(
        request,
        rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          by: row.by,
          action: row.action as z.infer<typeof menuAuditEntrySchema>['action'],
          kind: row.kind,
          key: row.key,
          before: row.before,
          after: row.after,
        })),
      );
    },
  );

  routes.post(
    '/api/owner/menu/preview-link',
    { schema: { tags: TAGS, summary: 'A short-lived link that shows the storefront with the draft', body: ownerContextSchema.optional(), response: { 200: envelopeOf(menuPreviewLinkSchema) } } },
    async (request) => {
      const { restaurantId } = await owner(request);
      return success(request, await issuePreviewToken(app.deps.config.jwtSecret, restaurantId, app.deps.clock()));
    },
  );

  routes.get(
    '/api/owner/menu/export',
    { schema: { tags: TAGS, summary: 'The restaurant as an import file (live menu and stock)', querystring: ownerContextSchema } },
    async (request, reply) => {
      const { restaurantId } = await owner(request);
      const file = await exportRestaurant(db, restaurantId);
      const slug = (file.restaurant as { slug: string }).slug;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${slug}-restaurant.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(file, null, 2));
    },
  );
}
