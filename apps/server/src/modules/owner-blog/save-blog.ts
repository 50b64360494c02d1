import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPostFields, OwnerBlog, OwnerBlogPost } from '@tavola/domain/schemas/owner-blog';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RestaurantChanges } from '../../cache/restaurant-changes.ts';
import { FieldErrors, notFound } from '../../http/errors.ts';
import type { OwnerEditor } from '../owner-settings/owner-editor.ts';
import { saveSettings } from '../owner-settings/save-settings.ts';
import { readRestaurantTexts, writeRestaurantTexts } from '../owner-content/content-repo.ts';
import { cleanRestaurantHtml } from '../restaurant/restaurant-html.ts';
import { imageUrl, UPLOADS_URL_PREFIX } from '../restaurant/import/image-files.ts';
import { importedDate } from '../restaurant/import/write-content.ts';
import {
  deletePost,
  findPost,
  insertPost,
  listPosts,
  listTags,
  slugTaken,
  tagNamesOf,
  updatePost,
  writePostTags,
  type BlogPostRow,
} from './owner-blog-repo.ts';

export interface BlogDeps {
  db: Db;
  restaurantChanges: RestaurantChanges;
  uploadsDir: string;
  clock: () => Date;
}

/** The upload store's path of a served image (what the import file names), or the URL itself. */
const uploadPathOf = (slug: string, url: string | null) => {
  const prefix = `${UPLOADS_URL_PREFIX}/restaurants/${slug}/`;
  return url === null ? null : url.startsWith(prefix) ? url.slice(prefix.length) : url;
};
const dateOf = (moment: Date) => moment.toISOString().slice(0, 10);

function postAnswer(slug: string, row: BlogPostRow, tags: { name: string }[]): OwnerBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary ?? '',
    body: row.bodyHtml,
    image: uploadPathOf(slug, row.image),
    imageUrl: row.image,
    author: row.author ?? '',
    published: row.published,
    publishedAt: dateOf(row.publishedAt),
    tags: tags.map((tag) => tag.name),
  };
}

export async function readOwnerBlog(db: DbOrTx, restaurantId: number, slug: string): Promise<OwnerBlog> {
  const [restaurant, posts, tags] = await Promise.all([readRestaurantTexts(db, restaurantId), listPosts(db, restaurantId), listTags(db, restaurantId)]);
  const postTags = await tagNamesOf(db, posts.map((post) => post.id));
  return {
    hasBlog: restaurant.settings.hasBlog,
    posts: posts.map((post) => postAnswer(slug, post, postTags.get(post.id) ?? [])),
    tags: tags.map((tag) => tag.name),
  };
}

/** The blog as the import file writes it (decision 080): the export then carries what the owner wrote. */
async function blogAsImport(db: DbOrTx, restaurantId: number, slug: string) {
  const [posts, tags] = await Promise.all([listPosts(db, restaurantId), listTags(db, restaurantId)]);
  const postTags = await tagNamesOf(db, posts.map((post) => post.id));
  return {
    blogTags: tags.map((tag) => ({ key: tag.key, name: tag.name })),
    blogPosts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      ...(post.summary ? { summary: post.summary } : {}),
      body: post.bodyHtml,
      ...(post.image ? { image: uploadPathOf(slug, post.image)! } : {}),
      ...(post.author ? { author: post.author } : {}),
      publishedAt: dateOf(post.publishedAt),
      published: post.published,
      tags: (postTags.get(post.id) ?? []).map((tag) => tag.key),
    })),
  };
}

/**
 * The moment a post is dated: noon UTC like an imported post, so its day is the same everywhere; a post
 * published today is dated now when noon is still ahead, so it shows at once.
 */
function publishedMoment(date: string, now: Date): Date {
  const noon = importedDate(date);
  return noon > now && date === dateOf(now) ? now : noon;
}

/** A new cover must be an upload of this restaurant (api/owner/images answered its path) or a web address. */
async function checkImage(uploadsDir: string, slug: string, image: string | null, before: string | null) {
  if (image === null || image === before || /^https?:\/\//.test(image)) return;
  const inside = path.normalize(image);
  try {
    if (inside.startsWith('..') || path.isAbsolute(inside)) throw new Error('outside the uploads');
    await access(path.join(uploadsDir, 'restaurants', slug, inside), constants.R_OK);
  } catch {
    throw FieldErrors.single('image', 'field_invalid');
  }
}

function rowValues(fields: BlogPostFields, slug: string, now: Date) {
  return {
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary || null,
    bodyHtml: cleanRestaurantHtml(fields.body.trim()),
    image: fields.image === null ? null : imageUrl(slug, fields.image),
    author: fields.author || null,
    published: fields.published,
    publishedAt: publishedMoment(fields.publishedAt, now),
  };
}

/** Creates (id undefined) or updates a post: slug unique per restaurant (422 blog_slug_taken on `slug`). */
export async function saveBlogPost(deps: BlogDeps, editor: OwnerEditor & { slug: string }, revision: number, id: number | undefined, fields: BlogPostFields) {
  const { restaurantId, slug } = editor;
  let document: Awaited<ReturnType<typeof blogAsImport>> | undefined;
  return saveSettings(deps, editor, {
    section: 'blog',
    revision,
    action: id === undefined ? 'create' : 'update',
    subject: fields.slug,
    write: async (tx) => {
      const before = id === undefined ? undefined : await findPost(tx, restaurantId, id);
      if (id !== undefined && !before) throw notFound('blog_does_not_exists');
      if (await slugTaken(tx, restaurantId, fields.slug, id)) throw FieldErrors.single('slug', 'blog_slug_taken');
      await checkImage(deps.uploadsDir, slug, fields.image, before ? uploadPathOf(slug, before.image) : null);
      const values = rowValues(fields, slug, deps.clock());
      const row = id === undefined ? await insertPost(tx, restaurantId, values) : (await updatePost(tx, restaurantId, id, values))!;
      await writePostTags(tx, restaurantId, row.id, fields.tags);
      const after = postAnswer(slug, row, (await tagNamesOf(tx, [row.id])).get(row.id) ?? []);
      const beforeAnswer = before ? postAnswer(slug, before, []) : null;
      document = await blogAsImport(tx, restaurantId, slug);
      return { before: beforeAnswer, after, result: after };
    },
    importDocument: (current) => ({ ...current, ...document }),
  });
}

export async function removeBlogPost(deps: BlogDeps, editor: OwnerEditor & { slug: string }, revision: number, id: number) {
  const { restaurantId, slug } = editor;
  let document: Awaited<ReturnType<typeof blogAsImport>> | undefined;
  return saveSettings(deps, editor, {
    section: 'blog',
    revision,
    action: 'delete',
    write: async (tx) => {
      const before = await findPost(tx, restaurantId, id);
      if (!before || !(await deletePost(tx, restaurantId, id))) throw notFound('blog_does_not_exists');
      document = await blogAsImport(tx, restaurantId, slug);
      return { before: postAnswer(slug, before, []), after: null, result: null };
    },
    importDocument: (current) => ({ ...current, ...document }),
  });
}

/** Whether guests see the blog (has_blog); the storefront's menu link and /blogs follow. */
export async function saveBlogShown(deps: BlogDeps, editor: OwnerEditor, revision: number, hasBlog: boolean) {
  return saveSettings(deps, editor, {
    section: 'blog',
    revision,
    subject: 'hasBlog',
    write: async (tx) => {
      const row = await readRestaurantTexts(tx, editor.restaurantId);
      await writeRestaurantTexts(tx, editor.restaurantId, { settings: { ...row.settings, hasBlog }, closeMessage: row.closeMessage });
      return { before: { hasBlog: row.settings.hasBlog }, after: { hasBlog }, result: hasBlog };
    },
    importDocument: (current) => {
      const restaurant = (current.restaurant ?? {}) as Record<string, unknown>;
      const settings = (restaurant.settings ?? {}) as Record<string, unknown>;
      return { ...current, restaurant: { ...restaurant, settings: { ...settings, hasBlog } } };
    },
  });
}
