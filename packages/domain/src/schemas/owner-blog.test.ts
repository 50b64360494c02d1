import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { deleteBlogPostQuerySchema, ownerBlogSectionSchema, saveBlogPostRequestSchema, saveBlogSettingsRequestSchema } from './owner-blog.ts';

const post = {
  revision: 1,
  slug: 'truffle-week',
  title: ' Truffle week ',
  summary: ' Ten days of truffles ',
  body: '<p>…</p>',
  image: null,
  author: ' Chef ',
  published: true,
  publishedAt: '2026-11-20',
  tags: [' truffles ', 'autumn'],
};

describe('blog posts', () => {
  it('save a post with trimmed texts and tags', () => {
    expect(parsed(saveBlogPostRequestSchema, post)).toMatchObject({ title: 'Truffle week', summary: 'Ten days of truffles', author: 'Chef', tags: ['truffles', 'autumn'] });
  });

  it('refuse each broken field with its code', () => {
    const issueOf = (over: object) => issuesOf(saveBlogPostRequestSchema, { ...post, ...over });
    expect(issueOf({ slug: 'Truffle Week' })).toEqual([{ path: 'slug', code: 'field_invalid' }]);
    expect(issueOf({ slug: 'a' })).toEqual([{ path: 'slug', code: 'field_required' }]);
    expect(issueOf({ slug: 'a'.repeat(121) })).toEqual([{ path: 'slug', code: 'field_too_long' }]);
    expect(issueOf({ title: ' ' })).toEqual([{ path: 'title', code: 'field_required' }]);
    expect(issueOf({ title: 'x'.repeat(201) })).toEqual([{ path: 'title', code: 'field_too_long' }]);
    expect(issueOf({ summary: 'x'.repeat(501) })).toEqual([{ path: 'summary', code: 'field_too_long' }]);
    expect(issueOf({ body: 'x'.repeat(100_001) })).toEqual([{ path: 'body', code: 'field_too_long' }]);
    expect(issueOf({ image: 'x'.repeat(501) })).toEqual([{ path: 'image', code: 'field_too_long' }]);
    expect(issueOf({ author: 'x'.repeat(101) })).toEqual([{ path: 'author', code: 'field_too_long' }]);
    expect(issueOf({ publishedAt: '20.11.2026' })).toContainEqual({ path: 'publishedAt', code: 'field_invalid' });
    expect(issueOf({ publishedAt: '2026-02-30' })).toEqual([{ path: 'publishedAt', code: 'field_invalid' }]);
    expect(issueOf({ tags: [' '] })).toEqual([{ path: 'tags.0', code: 'field_required' }]);
    expect(issueOf({ tags: ['x'.repeat(61)] })).toEqual([{ path: 'tags.0', code: 'field_too_long' }]);
    expect(issueOf({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual([{ path: 'tags', code: 'field_invalid' }]);
  });

  it('switch the blog on or off and delete a post at a revision', () => {
    expect(parsed(saveBlogSettingsRequestSchema, { revision: 2, hasBlog: false })).toEqual({ revision: 2, hasBlog: false });
    expect(parsed(deleteBlogPostQuerySchema, { revision: '3' })).toEqual({ revision: 3 });
    expect(codesOf(deleteBlogPostQuerySchema, { revision: 'latest' })).toEqual(['field_must_be_numeric']);
    expect(codesOf(deleteBlogPostQuerySchema, { revision: -1 })).toHaveLength(1);
  });

  it('answer the blog with its posts and tags', () => {
    const { revision: _revision, ...fields } = post;
    const section = { revision: 4, value: { hasBlog: true, posts: [{ ...fields, id: 1, imageUrl: null }], tags: ['autumn'] } };
    expect(parsed(ownerBlogSectionSchema, section).value.posts[0]!.id).toBe(1);
  });
});

describe('slugs and dates with something around them', () => {
  const issueOf = (over: object) => issuesOf(saveBlogPostRequestSchema, { ...post, ...over });
  const badDate = { path: 'publishedAt', code: 'field_invalid' };

  it('trims a slug but refuses one that ends in a character a slug cannot hold', () => {
    expect(parsed(saveBlogPostRequestSchema, { ...post, slug: ' truffle-week ' }).slug).toBe('truffle-week');
    expect(issueOf({ slug: 'truffle-week!' })).toEqual([{ path: 'slug', code: 'field_invalid' }]);
  });

  it('refuses a date with text before or after it both for its shape and as no real day', () => {
    expect(issueOf({ publishedAt: 'x2026-11-20' })).toEqual([badDate, badDate]);
    expect(issueOf({ publishedAt: '2026-11-20x' })).toEqual([badDate, badDate]);
  });
});
