import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurantImportDocuments } from '../../src/db/schema/menu-editor.ts';
import { createManagerTestApp, signedInManager, type ManagerTestApp } from '../manager/support.ts';

let m: ManagerTestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  owner = await signedInManager(m.t, m.kit.restaurantId, 'owner@demo.test', undefined, 'owner');
  manager = await signedInManager(m.t, m.kit.restaurantId, 'shift@demo.test');
});
afterAll(() => m.close());

const read = async () => (await m.t.call({ method: 'GET', url: '/api/owner/blog', token: owner })).body.data as { revision: number; value: { hasBlog: boolean; posts: { id: number; slug: string; tags: string[] }[]; tags: string[] } };
const post = (fields: Record<string, unknown> = {}) => ({
  slug: 'truffle-season',
  title: 'Truffle season',
  summary: 'White truffles are here.',
  body: '<p>Come <strong>taste</strong> them.</p><script>steal()</script>',
  image: null,
  author: 'Chef',
  published: true,
  publishedAt: m.clock.now().toISOString().slice(0, 10),
  tags: ['Seasonal', 'Événements'],
  ...fields,
});
const guestList = async () => (await m.t.call({ method: 'GET', url: '/api/blogs' })).body.data;

describe('owner blog', () => {
  it('publishes a post: cleaned body, tags made by name, guests see it at once, the export carries it', async () => {
    const before = await read();
    const shown = await m.t.call({ method: 'PUT', url: '/api/owner/blog/settings', token: owner, payload: { revision: before.revision, hasBlog: true } });
    expect(shown.statusCode).toBe(200);
    const created = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision: shown.body.data.revision, ...post() } });
    expect(created.statusCode).toBe(201);
    expect(created.body.data.value.body).toBe('<p>Come <strong>taste</strong> them.</p>');
    expect(created.body.data.value.tags.sort()).toEqual(['Seasonal', 'Événements']);

    const list = await guestList();
    expect(JSON.stringify(list)).toContain('truffle-season');
    const guestPost = await m.t.call({ method: 'GET', url: '/api/blogs/show/slug?blogSlug=truffle-season' });
    expect(guestPost.statusCode).toBe(200);
    expect(JSON.stringify(guestPost.body)).not.toContain('<script');

    const [doc] = await m.t.app.deps.db
      .select({ document: restaurantImportDocuments.document })
      .from(restaurantImportDocuments)
      .where(eq(restaurantImportDocuments.restaurantId, m.kit.restaurantId));
    const exported = doc?.document as { blogPosts: { slug: string; tags: string[] }[]; blogTags: { key: string }[] };
    const truffle = exported.blogPosts.find((p) => p.slug === 'truffle-season');
    expect(truffle?.tags.sort()).toEqual(['evenements', 'seasonal']);
    expect(exported.blogTags.map((t) => t.key)).toEqual(expect.arrayContaining(['evenements', 'seasonal']));

    const audit = await m.t.call({ method: 'GET', url: '/api/owner/audit?section=blog', token: owner });
    expect(audit.body.data[0]).toMatchObject({ action: 'create', subject: 'truffle-season', by: 'owner@demo.test' });
  });

  it('keeps a draft away from guests until it is published', async () => {
    const { revision } = await read();
    const draft = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision, ...post({ slug: 'secret-menu', published: false, tags: [] }) } });
    expect(draft.statusCode).toBe(201);
    expect(JSON.stringify(await guestList())).not.toContain('secret-menu');
    const published = await m.t.call({
      method: 'PUT',
      url: `/api/owner/blog/posts/${draft.body.data.value.id}`,
      token: owner,
      payload: { revision: draft.body.data.revision, ...post({ slug: 'secret-menu', published: true, tags: [] }) },
    });
    expect(published.statusCode).toBe(200);
    expect(JSON.stringify(await guestList())).toContain('secret-menu');
  });

  it('refuses a slug in use (422 blog_slug_taken on slug), a stale revision (409), bad fields (422) and other staff (403)', async () => {
    const { revision } = await read();
    const taken = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision, ...post() } });
    expect(taken.statusCode).toBe(422);
    expect(JSON.stringify(taken.body)).toContain('blog_slug_taken');
    const stale = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision: revision - 1, ...post({ slug: 'other' }) } });
    expect(stale.statusCode).toBe(409);
    const bad = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision, ...post({ slug: 'Not A Slug', publishedAt: '2026-02-30' }) } });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('slug');
    expect(JSON.stringify(bad.body)).toContain('publishedAt');
    const image = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: owner, payload: { revision, ...post({ slug: 'with-image', image: '../../etc/passwd' }) } });
    expect(image.statusCode).toBe(422);
    const staff = await m.t.call({ method: 'POST', url: '/api/owner/blog/posts', token: manager, payload: { revision, ...post({ slug: 'staff' }) } });
    expect(staff.statusCode).toBe(403);
    expect((await read()).revision).toBe(revision);
  });

  it('deletes a post', async () => {
    const { revision, value } = await read();
    const secret = value.posts.find((p) => p.slug === 'secret-menu')!;
    const removed = await m.t.call({ method: 'DELETE', url: `/api/owner/blog/posts/${secret.id}?revision=${revision}`, token: owner });
    expect(removed.statusCode).toBe(200);
    expect((await read()).value.posts.map((p) => p.slug)).not.toContain('secret-menu');
    expect((await m.t.call({ method: 'DELETE', url: `/api/owner/blog/posts/${secret.id}?revision=${revision + 1}`, token: owner })).statusCode).toBe(404);
  });
});
