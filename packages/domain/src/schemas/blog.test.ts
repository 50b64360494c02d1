import { describe, expect, it } from 'vitest';
import { codesOf, parsed } from '../../test-support/schema-codes.ts';
import { BLOG_SLUG_MAX_LENGTH, blogListQuerySchema, blogPostSchema, blogShowBySlugQuerySchema, blogShowQuerySchema, blogTagPageSchema, blogsByTagQuerySchema } from './blog.ts';

describe('blog queries', () => {
  it('page the list and a tag, and show a post by id or slug', () => {
    expect(parsed(blogListQuerySchema, {})).toEqual({ page: 1 });
    expect(parsed(blogsByTagQuerySchema, { tagId: '4', page: '2' })).toEqual({ tagId: 4, page: 2 });
    expect(codesOf(blogsByTagQuerySchema, { tagId: 'abc' })).toEqual(['field_must_be_numeric']);
    expect(parsed(blogShowQuerySchema, { blogId: 9 })).toEqual({ blogId: 9 });
    expect(parsed(blogShowBySlugQuerySchema, { blogSlug: ' truffle-week ' })).toEqual({ blogSlug: 'truffle-week' });
    expect(codesOf(blogShowBySlugQuerySchema, { blogSlug: ' ' })).toEqual(['field_required']);
    expect(codesOf(blogShowBySlugQuerySchema, {})).toEqual(['field_required']);
    expect(codesOf(blogShowBySlugQuerySchema, { blogSlug: 'x'.repeat(BLOG_SLUG_MAX_LENGTH + 1) })).toEqual(['field_invalid']);
  });
});

describe('blog answers', () => {
  const post = { id: 1, slug: 'truffle-week', title: 'Truffle week', summary: null, image: null, author: 'Chef', published_at: '2026-11-20', tags: [{ id: 4, name: 'autumn' }] };

  it('keep a post with its HTML and a tag page with its tag', () => {
    expect(parsed(blogPostSchema, { ...post, body_html: '<p>…</p>' })).toEqual({ ...post, body_html: '<p>…</p>' });
    const page = parsed(blogTagPageSchema, { data: [post], current_page: 1, last_page: 1, per_page: 6, total: 1, from: 1, to: 1, tag: { id: 4, name: 'autumn' } });
    expect(page.tag).toEqual({ id: 4, name: 'autumn' });
  });
});
