import { z } from 'zod';
import { clientContext } from './basket.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';

/*
 * The owner's blog editor (issue 23 item 2): posts as drafts or published, their tags by name and a
 * cover image uploaded through api/owner/images. The body is HTML the server cleans before storing.
 */

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const blogPostFieldsSchema = z.object({
  slug: z.string().trim().min(2, 'field_required').max(120, 'field_too_long').regex(SLUG_PATTERN, 'field_invalid'),
  title: z.string().trim().min(1, 'field_required').max(200, 'field_too_long'),
  summary: z.string().trim().max(500, 'field_too_long'),
  body: z.string().max(100_000, 'field_too_long'),
  /** The uploaded image's path in the restaurant's uploads (api/owner/images answers it), or null. */
  image: z.string().max(500, 'field_too_long').nullable(),
  author: z.string().trim().max(100, 'field_too_long'),
  published: z.boolean(),
  publishedAt: z
    .string()
    .regex(DATE_PATTERN, 'field_invalid')
    .refine((date) => !Number.isNaN(Date.parse(`${date}T12:00:00Z`)) && new Date(`${date}T12:00:00Z`).toISOString().startsWith(date), 'field_invalid'),
  tags: z.array(z.string().trim().min(1, 'field_required').max(60, 'field_too_long')).max(20, 'field_invalid'),
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

export const ownerBlogPostSchema = blogPostFieldsSchema.extend({
  id: z.int(),
  /** Where the cover is served (for the preview), null without one. */
  imageUrl: z.string().nullable(),
});
export type OwnerBlogPost = z.output<typeof ownerBlogPostSchema>;

export const ownerBlogSchema = z.object({
  /** Whether guests see the blog at all (the restaurant's has_blog setting). */
  hasBlog: z.boolean(),
  posts: z.array(ownerBlogPostSchema),
  tags: z.array(z.string()),
});
export type OwnerBlog = z.output<typeof ownerBlogSchema>;
export const ownerBlogSectionSchema = settingsSectionOf(ownerBlogSchema);

export const saveBlogPostRequestSchema = z.object({ ...settingsSaveFields, ...blogPostFieldsSchema.shape }).strict();
export const saveBlogSettingsRequestSchema = z.object({ ...settingsSaveFields, hasBlog: z.boolean() }).strict();
export const deleteBlogPostQuerySchema = z
  .object({ ...clientContext, revision: z.coerce.number('field_must_be_numeric').int().min(0) })
  .strict();
