import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@tavola/domain/schemas/blog';
import { importRestaurant } from '../../src/modules/restaurant/import/import-restaurant.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { TestClock } from '../basket/support/ordering-test-kit.ts';
import { demoFile, get, importVariant } from './support.ts';

let t: TestApp;
const clock = new TestClock();
let other: { restaurantId: number; token: string };

/** Eight posts, one a day in March 2027 (the 8th after the test's "now"), two of them tagged. */
function manyPosts(file: Record<string, any>) {
  file.blogTags = [
    { key: 'tips', name: 'Tips' },
    { key: 'empty', name: 'Nothing here' },
  ];
  file.blogPosts = Array.from({ length: 9 }, (_, i) => ({
    slug: `post-${i + 1}`,
    title: `Post ${i + 1}`,
    body: `<p>Body ${i + 1}</p><script>alert(${i})</script><img src=x onerror=alert(1)>`,
    publishedAt: `2027-02-${String(10 + i).padStart(2, '0')}`,
    tags: i < 2 ? ['tips'] : [],
  }));
  // Tomorrow's post and an unpublished one are not shown yet.
  file.blogPosts[8].publishedAt = '2027-03-02';
  file.blogPosts.push({ slug: 'draft', title: 'Draft', body: 'Not yet', publishedAt: '2027-01-01', published: false });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  other = await importVariant(t, 'other-blog', manyPosts);
});
afterAll(() => t.close());

describe('GET api/blogs', () => {
  it('lists the demo restaurant posts newest first, with image, summary, date and tags', async () => {
    const answer = await get(t, '/api/blogs');
    expect(answer.statusCode).toBe(200);
    const page = answer.body.data;
    expect(page.data.map((post: { slug: string }) => post.slug)).toEqual([
      'fresh-pasta-every-morning',
      'margherita-at-home',
      'burrata-from-puglia',
      'order-online-and-at-the-table',
    ]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 4, from: 1, to: 4, per_page: BLOG_PAGE_SIZE });
    const [first] = page.data;
    expect(first).toMatchObject({
      title: 'Why we roll our pasta every morning',
      image: '/uploads/restaurants/demo/images/category-pasta.svg',
      published_at: '2026-11-14T12:00:00.000Z',
    });
    expect(first.summary).toContain('Flour, eggs');
    expect(first.tags.map((tag: { name: string }) => tag.name)).toEqual(['From the kitchen', 'News']);
    expect(first).not.toHaveProperty('body_html');
  });

  it('pages by BLOG_PAGE_SIZE and leaves out drafts and posts dated after today', async () => {
    const first = (await get(t, '/api/blogs', {}, { token: other.token })).body.data;
    expect(first).toMatchObject({ total: 8, last_page: 2, from: 1, to: 6 });
    expect(first.data[0].slug).toBe('post-8');
    const second = (await get(t, '/api/blogs', { page: 2 }, { token: other.token })).body.data;
    expect(second).toMatchObject({ current_page: 2, from: 7, to: 8 });
    expect(second.data.map((post: { slug: string }) => post.slug)).toEqual(['post-2', 'post-1']);
    const beyond = (await get(t, '/api/blogs', { page: 3 }, { token: other.token })).body.data;
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: 8 });

    clock.set('2027-03-02T12:00:00Z');
    try {
      expect((await get(t, '/api/blogs', {}, { token: other.token })).body.data.data[0].slug).toBe('post-9');
    } finally {
      clock.set('2027-03-01T11:00:00Z');
    }
  });

  it.each([
    [{ page: 0 }, 'page', 'This value is not valid.'],
    [{ page: 'two' }, 'page', 'This value must be a number.'],
    [{ page: 1, sort: 'title' }, 'sort', 'This value is not valid.'],
  ])('refuses %o with a 422 naming the field', async (query, field, text) => {
    const answer = await get(t, '/api/blogs', query as Record<string, string | number>, { lang: 'en' });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: [text] });
  });

  it('needs a token', async () => {
    const answer = await t.call({
      method: 'GET',
      url: '/api/blogs',
      token: null,
      headers: { 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.message.code).toBe('token_required');
  });
});

describe('GET api/blogs/by-tag', () => {
  it('lists the posts of one tag and names the tag', async () => {
    const tags = (await get(t, '/api/blogs', { page: 1 }, { token: other.token })).body.data.data.flatMap(
      (post: { tags: { id: number }[] }) => post.tags,
    );
    expect(tags).toEqual([]);
    const tipsId = (await get(t, '/api/blogs', { page: 2 }, { token: other.token })).body.data.data[0].tags[0].id;
    const answer = await get(t, '/api/blogs/by-tag', { tagId: tipsId }, { token: other.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.tag).toEqual({ id: tipsId, name: 'Tips' });
    expect(answer.body.data.data.map((post: { slug: string }) => post.slug)).toEqual(['post-2', 'post-1']);
  });

  it("answers 404 blog_tag_does_not_exists for another restaurant's tag, in the guest's language", async () => {
    const demoTag = (await get(t, '/api/blogs')).body.data.data[0].tags[0].id;
    const texts: Record<string, string> = {
      en: 'Tag does not exist.',
      de: 'Das Schlagwort existiert nicht.',
      fr: "Le mot-clé n'existe pas.",
      ar: 'الوسم غير موجود.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const answer = await get(t, '/api/blogs/by-tag', { tagId: demoTag }, { token: other.token, lang });
      expect([answer.statusCode, answer.body.message.code, answer.body.message.body]).toEqual([
        404,
        'blog_tag_does_not_exists',
        text,
      ]);
    }
    expect((await get(t, '/api/blogs/by-tag', { tagId: demoTag })).statusCode).toBe(200);
  });

  it('refuses a missing or non-numeric tag id with 422', async () => {
    const missing = await get(t, '/api/blogs/by-tag', {}, { lang: 'en' });
    expect([missing.statusCode, missing.body.errors.tagId]).toEqual([422, ['This value must be a number.']]);
    const text = await get(t, '/api/blogs/by-tag', { tagId: 'abc' }, { lang: 'en' });
    expect([text.statusCode, text.body.errors.tagId]).toEqual([422, ['This value must be a number.']]);
  });
});

describe('GET api/blogs/show and api/blogs/show/slug', () => {
  it('shows a post by slug and by id with its cleaned HTML body', async () => {
    const bySlug = await get(t, '/api/blogs/show/slug', { blogSlug: 'margherita-at-home' });
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.body.data;
    expect(post.body_html).toContain('<ol>');
    expect(post.body_html).toContain('rel="noopener noreferrer nofollow"');
    const byId = await get(t, '/api/blogs/show', { blogId: post.id });
    expect(byId.body.data).toEqual(post);
  });

  it('stores imported bodies cleaned by the restaurant-text allowlist', async () => {
    const post = (await get(t, '/api/blogs/show/slug', { blogSlug: 'post-1' }, { token: other.token })).body.data;
    expect(post.body_html).toBe('<p>Body 1</p>');
  });

  it("answers 404 blog_does_not_exists for another restaurant's post, a draft, a future post and an unknown slug", async () => {
    const demoPost = (await get(t, '/api/blogs')).body.data.data[0];
    const texts: Record<string, string> = {
      en: 'Blog does not exist.',
      de: 'Der Blogbeitrag existiert nicht.',
      fr: "L'article de blog n'existe pas.",
      ar: 'المقالة غير موجودة.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const byId = await get(t, '/api/blogs/show', { blogId: demoPost.id }, { token: other.token, lang });
      expect([byId.statusCode, byId.body.message.code, byId.body.message.body]).toEqual([
        404,
        'blog_does_not_exists',
        text,
      ]);
    }
    for (const blogSlug of [demoPost.slug, 'draft', 'post-9', 'nope']) {
      const answer = await get(t, '/api/blogs/show/slug', { blogSlug }, { token: other.token });
      expect([blogSlug, answer.statusCode, answer.body.message.code]).toEqual([blogSlug, 404, 'blog_does_not_exists']);
    }
  });

  it('refuses a missing slug or id with 422', async () => {
    expect((await get(t, '/api/blogs/show/slug', {}, { lang: 'en' })).body.errors.blogSlug).toEqual([
      'This field is required.',
    ]);
    expect((await get(t, '/api/blogs/show', { blogId: '1e22' }, { lang: 'en' })).statusCode).toBe(422);
    expect((await get(t, '/api/blogs/show/slug', { blogSlug: 'x'.repeat(121) })).statusCode).toBe(422);
  });
});

describe('a restaurant without a blog', () => {
  it('has no posts for guests, even when the import brought some', async () => {
    const noBlog = await importVariant(t, 'no-blog', (file) => {
      file.restaurant.settings.hasBlog = false;
    });
    expect((await get(t, '/api/blogs', {}, { token: noBlog.token })).body.data).toMatchObject({ total: 0, data: [] });
    const answer = await get(t, '/api/blogs/show/slug', { blogSlug: 'margherita-at-home' }, { token: noBlog.token });
    expect(answer.statusCode).toBe(404);
  });

  it('in event mode has none either (spec: blog routes only when event mode is off)', async () => {
    const events = await importVariant(t, 'event-blog', (file) => {
      file.restaurant.modes.event = true;
    });
    expect((await get(t, '/api/blogs', {}, { token: events.token })).body.data.total).toBe(0);
  });
});

describe('blog import', () => {
  it('refuses a post naming an unknown tag and duplicate slugs, listing both', async () => {
    const file = await demoFile();
    file.restaurant.slug = 'bad-blog';
    file.restaurant.publicClient = { clientId: 'bad-blog-storefront', clientSecret: 'bad-blog-storefront-secret' };
    file.blogPosts[0].tags = ['nope'];
    file.blogPosts[1].slug = file.blogPosts[2].slug;
    const outcome = await importRestaurant(t.database.db, file);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        { path: 'blogPosts.0.tags.0', message: 'unknown blog tag "nope"' },
        { path: 'blogPosts.2.slug', message: expect.stringContaining('duplicate slug') },
      ]),
    );
  });

  it('re-importing keeps post ids and drops posts that left the file', async () => {
    const before = (await get(t, '/api/blogs/show/slug', { blogSlug: 'post-3' }, { token: other.token })).body.data.id;
    await importVariant(t, 'other-blog', (file) => {
      manyPosts(file);
      file.blogPosts = file.blogPosts.filter((post: { slug: string }) => post.slug !== 'post-1');
    });
    expect((await get(t, '/api/blogs/show/slug', { blogSlug: 'post-3' }, { token: other.token })).body.data.id).toBe(
      before,
    );
    expect((await get(t, '/api/blogs/show/slug', { blogSlug: 'post-1' }, { token: other.token })).statusCode).toBe(404);
  });
});
