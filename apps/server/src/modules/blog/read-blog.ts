import {
  BLOG_PAGE_SIZE,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogTagPage,
} from '@tavola/domain/schemas/blog';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { RestaurantRow } from '../restaurant/repo.ts';
import { findTag, findVisiblePost, selectVisiblePosts, tagsOfPosts, type BlogPostRow } from './blog-repo.ts';
import { pageOf } from './paged.ts';

/**
 * The blog as guests read it (spec accounts §2 /blogs, /blogs/{slug}, /tags/{id}). A restaurant
 * without has_blog, or in event mode, has no blog for guests: lists are empty and posts not found.
 * Posts dated in the future appear on their day.
 */
function hasBlog(restaurant: RestaurantRow): boolean {
  return restaurant.settings.hasBlog && !restaurant.modes.event;
}

async function summaries(db: DbOrTx, rows: BlogPostRow[]): Promise<BlogPostSummary[]> {
  const tags = await tagsOfPosts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    author: row.author,
    published_at: row.publishedAt.toISOString(),
    tags: tags.get(row.id) ?? [],
  }));
}

export async function listBlogPosts(db: DbOrTx, restaurant: RestaurantRow, now: Date, page: number): Promise<BlogPage> {
  if (!hasBlog(restaurant)) return pageOf([], 0, page, BLOG_PAGE_SIZE);
  const offset = (page - 1) * BLOG_PAGE_SIZE;
  const { rows, total } = await selectVisiblePosts(db, restaurant.id, now, { offset, limit: BLOG_PAGE_SIZE });
  return pageOf(await summaries(db, rows), total, page, BLOG_PAGE_SIZE);
}

/** Another restaurant's tag is not found, exactly like a tag that never existed. */
export async function listBlogPostsByTag(
  db: DbOrTx,
  restaurant: RestaurantRow,
  now: Date,
  tagId: number,
  page: number,
): Promise<BlogTagPage> {
  const tag = hasBlog(restaurant) ? await findTag(db, restaurant.id, tagId) : null;
  if (!tag) throw notFound('blog_tag_does_not_exists');
  const offset = (page - 1) * BLOG_PAGE_SIZE;
  const { rows, total } = await selectVisiblePosts(db, restaurant.id, now, { offset, limit: BLOG_PAGE_SIZE, tagId });
  return { ...pageOf(await summaries(db, rows), total, page, BLOG_PAGE_SIZE), tag: { id: tag.id, name: tag.name } };
}

export async function showBlogPost(
  db: DbOrTx,
  restaurant: RestaurantRow,
  now: Date,
  by: { id: number } | { slug: string },
): Promise<BlogPost> {
  const row = hasBlog(restaurant) ? await findVisiblePost(db, restaurant.id, now, by) : null;
  if (!row) throw notFound('blog_does_not_exists');
  const [summary] = await summaries(db, [row]);
  return { ...summary!, body_html: row.bodyHtml };
}
