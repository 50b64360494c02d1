import { and, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { blogPosts, blogTags } from '../../../db/schema/blog.ts';

/**
 * The few blog fields the served page head and the sitemap need. Visible as for guests: published
 * and dated no later than now (the blog module's rule; kept here so page heads do not depend on it).
 */
function visible(restaurantId: number, now: Date): SQL {
  return and(eq(blogPosts.restaurantId, restaurantId), eq(blogPosts.published, true), lte(blogPosts.publishedAt, now))!;
}

export interface BlogPostMeta {
  slug: string;
  title: string;
  summary: string | null;
  bodyHtml: string;
  image: string | null;
  author: string | null;
  publishedAt: Date;
}

export async function findBlogPostMeta(
  db: DbOrTx,
  restaurantId: number,
  slug: string,
  now: Date,
): Promise<BlogPostMeta | null> {
  const [row] = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      summary: blogPosts.summary,
      bodyHtml: blogPosts.bodyHtml,
      image: blogPosts.image,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(visible(restaurantId, now), eq(blogPosts.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Slugs and dates of the visible posts, newest first (the sitemap caps the count). */
export async function listBlogPostSlugs(
  db: DbOrTx,
  restaurantId: number,
  now: Date,
  limit: number,
): Promise<Array<{ slug: string; publishedAt: Date }>> {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(visible(restaurantId, now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
}

/** Whether the restaurant has the tag of /tags/{id} (the blog module answers its posts the same way). */
export async function blogTagExists(db: DbOrTx, restaurantId: number, tagId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogTags.id })
    .from(blogTags)
    .where(and(eq(blogTags.restaurantId, restaurantId), eq(blogTags.id, tagId)))
    .limit(1);
  return row !== undefined;
}
