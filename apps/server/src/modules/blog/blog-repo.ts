import { and, asc, count, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogPosts, blogPostTags, blogTags } from '../../db/schema/blog.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogTagRow = typeof blogTags.$inferSelect;

/** What guests may see: the restaurant's published posts whose date has come. */
function visiblePosts(restaurantId: number, now: Date): SQL {
  return and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.published, true), lte(blogPosts.publishedAt, now))!;
}

/** A page of visible posts, newest first, optionally only those with a tag; with the total. */
export async function selectVisiblePosts(
  db: DbOrTx,
  restaurantId: number,
  now: Date,
  { offset, limit, tagId }: { offset: number; limit: number; tagId?: number },
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const tagged =
    tagId === undefined
      ? undefined
      : inArray(
          blogPosts.id,
          db.select({ id: blogPostTags.postId }).from(blogPostTags).where(eq(blogPostTags.tagId, tagId)),
        );
  const where = and(visiblePosts(restaurantId, now), tagged);
  const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .offset(offset)
    .limit(limit);
  return { rows, total };
}

export async function findVisiblePost(
  db: DbOrTx,
  restaurantId: number,
  now: Date,
  by: { id: number } | { slug: string },
): Promise<BlogPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(visiblePosts(restaurantId, now), 'id' in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug)))
    .limit(1);
  return row ?? null;
}

export async function findTag(db: DbOrTx, restaurantId: number, tagId: number): Promise<BlogTagRow | null> {
  const [row] = await db
    .select()
    .from(blogTags)
    .where(and(eq(blogTags.restaurantId, restaurantId), eq(blogTags.id, tagId)))
    .limit(1);
  return row ?? null;
}

/** The tags of each post, by name. */
export async function tagsOfPosts(db: DbOrTx, postIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byPost = new Map<number, { id: number; name: string }[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select({ postId: blogPostTags.postId, id: blogTags.id, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name));
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push({ id: row.id, name: row.name });
    byPost.set(row.postId, list);
  }
  return byPost;
}
