import { z } from 'zod';
import { pageSchema } from './account.ts';
import { clientContext } from './basket.ts';
import { idField, pageField } from './fields.ts';

/**
 * The restaurant's blog (spec accounts §2 /blogs, /blogs/{slug}, /tags/{id}; §7 api/blogs…).
 * Posts and tags are restaurant data written by the import; guests only read them.
 */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_SLUG_MAX_LENGTH = 120;

/** GET api/blogs[?page=…]: published posts, newest first. */
export const blogListQuerySchema = z.object({ ...clientContext, page: pageField }).strict();
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET api/blogs/by-tag?tagId=…[&page=…]. */
export const blogsByTagQuerySchema = z.object({ ...clientContext, tagId: idField, page: pageField }).strict();
export type BlogsByTagQuery = z.infer<typeof blogsByTagQuerySchema>;

/** GET api/blogs/show?blogId=…: one post by its id. */
export const blogShowQuerySchema = z.object({ ...clientContext, blogId: idField }).strict();

/**
 * GET api/blogs/show/slug?blogSlug=…: one post by its slug (the storefront's /blogs/{slug}). A blank slug
 * answers the string's own 'field_required'.
 */
export const blogShowBySlugQuerySchema = z
  .object({
    ...clientContext,
    blogSlug: z.string('field_required').trim().min(1).max(BLOG_SLUG_MAX_LENGTH, 'field_invalid'),
  })
  .strict();

export const blogTagSchema = z.object({ id: z.int(), name: z.string() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogPostSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  author: z.string().nullable(),
  published_at: z.string(),
  tags: z.array(blogTagSchema),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** The post page: the summary fields plus the body, HTML cleaned by the restaurant-text allowlist. */
export const blogPostSchema = blogPostSummarySchema.extend({ body_html: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPageSchema = pageSchema(blogPostSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

/** api/blogs/by-tag answers the tag too, so the tag page has its heading even when it is empty. */
export const blogTagPageSchema = blogPageSchema.extend({ tag: blogTagSchema });
export type BlogTagPage = z.infer<typeof blogTagPageSchema>;
