import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blogListQuerySchema,
  blogPageSchema,
  blogPostSchema,
  blogShowBySlugQuerySchema,
  blogShowQuerySchema,
  blogsByTagQuerySchema,
  blogTagPageSchema,
} from '@tavola/domain/schemas/blog';
import { envelopeOf, success } from '../../http/envelope.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { findRestaurantById } from '../restaurant/repo.ts';
import { listBlogPosts, listBlogPostsByTag, showBlogPost } from './read-blog.ts';

/** GET api/blogs, api/blogs/by-tag, api/blogs/show, api/blogs/show/slug (spec accounts §7). */
export async function blogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOf = async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized('token_required');
    const restaurant = await findRestaurantById(app.deps.db, request.auth.restaurantId);
    if (!restaurant) throw notFound('restaurant_does_not_exists');
    return restaurant;
  };

  routes.get(
    '/api/blogs',
    { schema: { tags: ['blog'], querystring: blogListQuerySchema, response: { 200: envelopeOf(blogPageSchema) } } },
    async (request) => {
      const restaurant = await restaurantOf(request);
      return success(request, await listBlogPosts(app.deps.db, restaurant, app.deps.clock(), request.query.page));
    },
  );

  routes.get(
    '/api/blogs/by-tag',
    {
      schema: { tags: ['blog'], querystring: blogsByTagQuerySchema, response: { 200: envelopeOf(blogTagPageSchema) } },
    },
    async (request) => {
      const restaurant = await restaurantOf(request);
      const { tagId, page } = request.query;
      return success(request, await listBlogPostsByTag(app.deps.db, restaurant, app.deps.clock(), tagId, page));
    },
  );

  routes.get(
    '/api/blogs/show',
    { schema: { tags: ['blog'], querystring: blogShowQuerySchema, response: { 200: envelopeOf(blogPostSchema) } } },
    async (request) => {
      const restaurant = await restaurantOf(request);
      return success(
        request,
        await showBlogPost(app.deps.db, restaurant, app.deps.clock(), { id: request.query.blogId }),
      );
    },
  );

  routes.get(
    '/api/blogs/show/slug',
    {
      schema: { tags: ['blog'], querystring: blogShowBySlugQuerySchema, response: { 200: envelopeOf(blogPostSchema) } },
    },
    async (request) => {
      const restaurant = await restaurantOf(request);
      const slug = request.query.blogSlug.toLowerCase();
      return success(request, await showBlogPost(app.deps.db, restaurant, app.deps.clock(), { slug }));
    },
  );
}
