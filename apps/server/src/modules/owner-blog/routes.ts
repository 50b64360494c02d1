import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteBlogPostQuerySchema,
  ownerBlogPostSchema,
  ownerBlogSectionSchema,
  saveBlogPostRequestSchema,
  saveBlogSettingsRequestSchema,
} from '@tavola/domain/schemas/owner-blog';
import { ownerContextSchema } from '@tavola/domain/schemas/menu-editor';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { onlyManagers } from '../manager/manager-auth.ts';
import { idParam } from '../menu/query-params.ts';
import { requireOwnerEditor } from '../owner-settings/owner-editor.ts';
import { readRevisions } from '../owner-settings/owner-settings-repo.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { readOwnerBlog, removeBlogPost, saveBlogPost, saveBlogShown, type BlogDeps } from './save-blog.ts';

const TAGS = ['owner: blog'];
const saved = <T extends z.ZodType>(value: T) => envelopeOf(z.object({ revision: z.int(), value }));

/** api/owner/blog/*: the owner's blog posts, drafts and published, with tags and a cover (issue 23). */
export async function ownerBlogRoutes(app: FastifyInstance) {
  onlyManagers(app);
  const { db } = app.deps;
  const deps: BlogDeps = { ...app.deps, uploadsDir: path.join(app.deps.config.dataDir, 'uploads') };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const owner = async (request: FastifyRequest) => {
    const editor = await requireOwnerEditor(db, request);
    const restaurant = await findRestaurantById(db, editor.restaurantId);
    if (!restaurant) throw notFound('restaurant_does_not_exists');
    return { ...editor, slug: restaurant.slug };
  };
  const body = <T extends { revision: number; restaurantId?: number; lang?: string }>(value: T) => {
    const { revision, restaurantId: _r, lang: _l, ...fields } = value;
    return { revision, fields };
  };

  routes.get(
    '/api/owner/blog',
    { schema: { tags: TAGS, summary: 'Every post, newest first, with the tags in use', querystring: ownerContextSchema, response: { 200: envelopeOf(ownerBlogSectionSchema) } } },
    async (request, reply) => {
      const editor = await owner(request);
      const [value, revisions] = await Promise.all([readOwnerBlog(db, editor.restaurantId, editor.slug), readRevisions(db, editor.restaurantId)]);
      reply.header('cache-control', 'no-store');
      return success(request, { revision: revisions.blog ?? 0, value });
    },
  );

  routes.post(
    '/api/owner/blog/posts',
    { schema: { tags: TAGS, summary: 'Writes a new post', body: saveBlogPostRequestSchema, response: { 201: saved(ownerBlogPostSchema) } } },
    async (request, reply) => {
      const { revision, fields } = body(request.body);
      const result = await saveBlogPost(deps, await owner(request), revision, undefined, fields);
      reply.code(201);
      return success(request, { revision: result.revision, value: result.result });
    },
  );

  routes.put(
    '/api/owner/blog/posts/:id',
    { schema: { tags: TAGS, summary: 'Saves a post', params: z.object({ id: idParam }), body: saveBlogPostRequestSchema, response: { 200: saved(ownerBlogPostSchema) } } },
    async (request) => {
      const { revision, fields } = body(request.body);
      const result = await saveBlogPost(deps, await owner(request), revision, request.params.id, fields);
      return success(request, { revision: result.revision, value: result.result });
    },
  );

  routes.delete(
    '/api/owner/blog/posts/:id',
    { schema: { tags: TAGS, summary: 'Deletes a post', params: z.object({ id: idParam }), querystring: deleteBlogPostQuerySchema, response: { 200: saved(z.null()) } } },
    async (request) => {
      const result = await removeBlogPost(deps, await owner(request), request.query.revision, request.params.id);
      return success(request, { revision: result.revision, value: null });
    },
  );

  routes.put(
    '/api/owner/blog/settings',
    { schema: { tags: TAGS, summary: 'Shows or hides the blog for guests', body: saveBlogSettingsRequestSchema, response: { 200: saved(z.boolean()) } } },
    async (request) => {
      const result = await saveBlogShown(deps, await requireOwnerEditor(db, request), request.body.revision, request.body.hasBlog);
      return success(request, { revision: result.revision, value: result.result });
    },
  );
}
