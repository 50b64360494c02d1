import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogPosts, blogPostTags, blogTags } from '../../db/schema/blog.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/**
 * A tag's key from its name: the import file names tags by key. Names without Latin letters (Arabic)
 * get a key from their hash, so the same name always finds the same tag.
 */
export function tagKeyOf(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return key || `tag-${createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 10)}`;
}

export async function listPosts(db: DbOrTx, restaurantId: number): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).where(eq(blogPosts.restaurantId, restaurantId)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function listTags(db: DbOrTx, restaurantId: number) {
  return db.select().from(blogTags).where(eq(blogTags.restaurantId, restaurantId)).orderBy(asc(blogTags.name));
}

/** Tag names per post id. */
export async function tagNamesOf(db: DbOrTx, postIds: number[]): Promise<Map<number, { key: string; name: string }[]>> {
  const result = new Map<number, { key: string; name: string }[]>();
  if (!postIds.length) return result;
  const rows = await db
    .select({ postId: blogPostTags.postId, key: blogTags.key, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name));
  for (const row of rows) result.set(row.postId, [...(result.get(row.postId) ?? []), { key: row.key, name: row.name }]);
  return result;
}

export async function findPost(db: DbOrTx, restaurantId: number, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.id, id)));
  return row;
}

export async function slugTaken(db: DbOrTx, restaurantId: number, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.slug, slug), exceptId === undefined ? undefined : ne(blogPosts.id, exceptId)));
  return row !== undefined;
}

type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

export async function insertPost(db: DbOrTx, restaurantId: number, values: PostValues): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values({ restaurantId, ...values }).returning();
  if (!row) throw new Error('blog post insert returned no row');
  return row;
}

export async function updatePost(db: DbOrTx, restaurantId: number, id: number, values: PostValues): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set(values)
    .where(and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.id, id)))
    .returning();
  return row;
}

export async function deletePost(db: DbOrTx, restaurantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.id, id))).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** The post's tags as a whole, by name; tags new to the restaurant are made. */
export async function writePostTags(db: DbOrTx, restaurantId: number, postId: number, names: string[]): Promise<void> {
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  const byKey = new Map(names.map((name) => [tagKeyOf(name), name.trim()]));
  if (!byKey.size) return;
  await db
    .insert(blogTags)
    .values([...byKey].map(([key, name]) => ({ restaurantId, key, name })))
    .onConflictDoNothing();
  const tags = await db
    .select({ id: blogTags.id })
    .from(blogTags)
    .where(and(eq(blogTags.restaurantId, restaurantId), inArray(blogTags.key, [...byKey.keys()])));
  await db.insert(blogPostTags).values(tags.map((tag) => ({ postId, tagId: tag.id })));
}
