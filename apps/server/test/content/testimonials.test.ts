import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import { createManagerTestApp, guestOrder, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { get, importVariant } from './support.ts';

let m: ManagerTestApp;
let manager: string;
let other: { restaurantId: number; token: string };
let otherManager: string;

beforeAll(async () => {
  m = await createManagerTestApp();
  manager = await signedInManager(m.t, m.kit.restaurantId, 'reviews@demo.test');
  other = await importVariant(m.t, 'other-reviews', (file) => {
    file.reviews = [{ rating: 2, body: 'Cold pizza.', date: '2026-10-01' }];
  });
  otherManager = await signedInManager(m.t, other.restaurantId, 'reviews@other.test', other.token);
});
afterAll(() => m.close());

/** A guest reviews a finished order; the review waits as pending. Answers its id. */
async function guestReview(body: string): Promise<number> {
  const orderId = await guestOrder(m.kit);
  await changeOrderStatus(m.t.database.db, m.kit.restaurantId, orderId, 'processing');
  await changeOrderStatus(m.t.database.db, m.kit.restaurantId, orderId, 'delivered');
  const created = await m.kit.post('/api/testimonials/create', { orderId, rating: 5, body, name: 'Lena' });
  expect(created.statusCode).toBe(201);
  return created.body.data.id as number;
}

const moderate = (reviewId: unknown, status: unknown, token = manager, lang = 'en') =>
  m.t.call({
    method: 'POST',
    url: '/api/managers/reviews/change-status',
    token,
    payload: { reviewId, status },
    headers: { 'accept-language': lang },
  });

describe('GET api/testimonials', () => {
  it("shows the demo's published imported reviews newest first, without order or status", async () => {
    const page = (await get(m.t, '/api/testimonials')).body.data;
    expect(page).toMatchObject({ total: 5, current_page: 1, last_page: 1, from: 1, to: 5 });
    expect(page.data.map((review: { created_at: string }) => review.created_at.slice(0, 10))).toEqual([
      '2026-11-08',
      '2026-10-30',
      '2026-10-18',
      '2026-10-05',
      '2026-09-21',
    ]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      rating: 5,
      body: expect.stringContaining('carbonara'),
      name: 'Sophie K.',
      created_at: '2026-11-08T12:00:00.000Z',
    });
    expect(page.data[2].name).toBeNull();
  });

  it("lists only the restaurant's own reviews", async () => {
    const page = (await get(m.t, '/api/testimonials', {}, { token: other.token })).body.data;
    expect(page.data.map((review: { body: string }) => review.body)).toEqual(['Cold pizza.']);
  });

  it('refuses a bad page with 422', async () => {
    const answer = await get(m.t, '/api/testimonials', { page: -1 }, { lang: 'en' });
    expect([answer.statusCode, answer.body.errors]).toEqual([422, { page: ['This value is not valid.'] }]);
  });
});

describe('moderation on the manager board', () => {
  it('a new review waits until the manager publishes it; hidden, it is gone again', async () => {
    const id = await guestReview('Wonderful gnocchi.');
    const pending = (await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=pending', token: manager }))
      .body.data;
    expect(pending.data).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        body: 'Wonderful gnocchi.',
        name: 'Lena',
        orderId: expect.any(String),
      }),
    ]);
    expect((await get(m.t, '/api/testimonials/show', { testimonialId: id })).statusCode).toBe(404);
    expect((await get(m.t, '/api/testimonials')).body.data.total).toBe(5);

    const published = await moderate(id, 'published');
    expect([published.statusCode, published.body.message.body, published.body.data]).toEqual([
      200,
      'The review is published.',
      { id, status: 'published' },
    ]);
    const list = (await get(m.t, '/api/testimonials')).body.data;
    expect(list.total).toBe(6);
    expect(list.data[0]).toMatchObject({ id, body: 'Wonderful gnocchi.' });
    expect((await get(m.t, '/api/testimonials/show', { testimonialId: id })).body.data).toMatchObject({
      id,
      rating: 5,
    });

    const hidden = await moderate(id, 'hidden', manager, 'de');
    expect(hidden.body.message.body).toBe('Die Bewertung ist ausgeblendet.');
    expect((await get(m.t, '/api/testimonials')).body.data.total).toBe(5);
    expect(
      (await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=hidden', token: manager })).body.data.data[0]
        .id,
    ).toBe(id);
  });

  it("answers 404 for another restaurant's review, to the manager and to guests, in four languages", async () => {
    const theirs = (await get(m.t, '/api/testimonials', {}, { token: other.token })).body.data.data[0].id;
    const texts: Record<string, string> = {
      en: 'Review does not exist.',
      de: 'Die Bewertung existiert nicht.',
      fr: "L'avis n'existe pas.",
      ar: 'التقييم غير موجود.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const answer = await moderate(theirs, 'hidden', manager, lang);
      expect([answer.statusCode, answer.body.message.code, answer.body.message.body]).toEqual([
        404,
        'review_does_not_exists',
        text,
      ]);
      const shown = await get(m.t, '/api/testimonials/show', { testimonialId: theirs }, { lang });
      expect([shown.statusCode, shown.body.message.body]).toEqual([404, text]);
    }
    // The other restaurant's own manager may hide it; the demo's list never sees it.
    expect((await moderate(theirs, 'hidden', otherManager)).statusCode).toBe(200);
    expect((await get(m.t, '/api/testimonials', {}, { token: other.token })).body.data.total).toBe(0);
  });

  it('is for managers only, and refuses bad input with 422', async () => {
    const guest = await moderate(1, 'published', await m.t.publicToken());
    expect([guest.statusCode, guest.body.message.code]).toEqual([403, 'manager_only']);
    const anonymous = await moderate(1, 'published', null as unknown as string);
    expect(anonymous.statusCode).toBe(401);
    const pendingAgain = await moderate(1, 'pending');
    expect([pendingAgain.statusCode, pendingAgain.body.errors]).toEqual([
      422,
      { status: ['This value is not valid.'] },
    ]);
    const noId = await moderate('abc', 'hidden');
    expect([noId.statusCode, noId.body.errors]).toEqual([422, { reviewId: ['This value must be a number.'] }]);
    const badStatus = await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=everything', token: manager });
    expect(badStatus.statusCode).toBe(422);
  });

  it('pages the moderation queue ten at a time', async () => {
    for (let i = 0; i < 11; i += 1) await guestReview(`Review ${i}`);
    const first = (await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=pending', token: manager })).body
      .data;
    expect(first).toMatchObject({ total: 11, last_page: 2, from: 1, to: 10 });
    const second = (
      await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=pending&page=2', token: manager })
    ).body.data;
    expect(second).toMatchObject({ from: 11, to: 11 });
  });
});
