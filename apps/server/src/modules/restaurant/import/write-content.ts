import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import type { Tx } from '../../../db/client.ts';
import { blogPosts, blogPostTags, blogTags } from '../../../db/schema/blog.ts';
import { reviews } from '../../../db/schema/review.ts';
import { imageUrl } from './image-files.ts';
import { takeExcluded } from './upsert-helpers.ts';

/**
 * A date of the file as a moment: noon UTC, so the day is the same in every time zone a guest or
 * restaurant is in (the storefront shows only the date).
 */
export function importedDate(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * Blog tags and posts: upserted by key and slug (the storefront's /blogs/{slug} and /tags/{id}
 * stay the same across re-imports), the rest removed; a post's tags are rewritten as a whole.
 */
export async function writeBlog(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  const tagIds = new Map<string, number>();
  if (file.blogTags.length) {
    const rows = await tx
      .insert(blogTags)
      .values(file.blogTags.map((tag) => ({ restaurantId, key: tag.key, name: tag.name })))
      .onConflictDoUpdate({ target: [blogTags.restaurantId, blogTags.key], set: takeExcluded(blogTags) })
      .returning({ id: blogTags.id, key: blogTags.key });
    for (const row of rows) tagIds.set(row.key, row.id);
  }
  await tx.delete(blogTags).where(
    and(
      eq(blogTags.restaurantId, restaurantId),
      notInArray(
        blogTags.key,
        file.blogTags.map((tag) => tag.key),
      ),
    ),
  );

  const slug = file.restaurant.slug;
  const posts = file.blogPosts.length
    ? await tx
        .insert(blogPosts)
        .values(
          file.blogPosts.map((post) => ({
            restaurantId,
            slug: post.slug,
            title: post.title,
            summary: post.summary ?? null,
            bodyHtml: post.body,
            image: imageUrl(slug, post.image),
            author: post.author ?? null,
            published: post.published,
            publishedAt: importedDate(post.publishedAt),
          })),
        )
        .onConflictDoUpdate({ target: [blogPosts.restaurantId, blogPosts.slug], set: takeExcluded(blogPosts) })
        .returning({ id: blogPosts.id, slug: blogPosts.slug })
    : [];
  await tx.delete(blogPosts).where(
    and(
      eq(blogPosts.restaurantId, restaurantId),
      notInArray(
        blogPosts.slug,
        file.blogPosts.map((post) => post.slug),
      ),
    ),
  );

  if (!posts.length) return;
  await tx.delete(blogPostTags).where(
    inArray(
      blogPostTags.postId,
      posts.map((post) => post.id),
    ),
  );
  const postIds = new Map(posts.map((post) => [post.slug, post.id]));
  const links = file.blogPosts.flatMap((post) =>
    [...new Set(post.tags)].map((key) => ({ postId: postIds.get(post.slug)!, tagId: tagIds.get(key)! })),
  );
  if (links.length) await tx.insert(blogPostTags).values(links);
}

/**
 * Imported reviews have no order and no key of their own: a re-import replaces them as a whole.
 * Guests' reviews of orders are never touched.
 */
export async function writeImportedReviews(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  await tx.delete(reviews).where(and(eq(reviews.restaurantId, restaurantId), isNull(reviews.orderId)));
  if (!file.reviews.length) return;
  await tx.insert(reviews).values(
    file.reviews.map((review) => ({
      restaurantId,
      orderId: null,
      rating: review.rating,
      body: review.body,
      name: review.name?.trim() || null,
      status: review.published ? ('published' as const) : ('hidden' as const),
      createdAt: importedDate(review.date),
    })),
  );
}
