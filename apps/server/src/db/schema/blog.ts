import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurant.ts';

/** Blog posts (api/blogs…), restaurant data written by the importer; bodies are sanitized HTML. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** A short plain-text teaser for the list, link previews and the meta description. */
    summary: text('summary'),
    bodyHtml: text('body_html').notNull(),
    /** Path under /uploads or a demo asset. */
    image: text('image'),
    author: text('author'),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.restaurantId, t.slug),
    index('blog_posts_restaurant_published_idx').on(t.restaurantId, t.publishedAt),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_tags_key_uq').on(t.restaurantId, t.key)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);
