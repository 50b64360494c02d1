import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/order.ts';
import { changeOrderStatus } from '../../src/modules/order/change-order-status.ts';
import { get } from '../content/support.ts';
import { createManagerTestApp, guestOrder, signedInManager, type ManagerTestApp } from '../manager/support.ts';
import { GUEST } from '../order/support/order-steps.ts';

let m: ManagerTestApp;
let manager: string;
beforeAll(async () => {
  m = await createManagerTestApp();
  manager = await signedInManager(m.t, m.kit.restaurantId, 'review-names@demo.test');
});
afterAll(() => m.close());

/** A finished order placed under the guest's full name (the checkout's personal step). */
async function finishedOrderOf(fullName: string): Promise<string> {
  const orderId = await guestOrder(m.kit);
  await m.t.database.db
    .update(orders)
    .set({ userDetails: { ...GUEST, name: fullName } })
    .where(and(eq(orders.restaurantId, m.kit.restaurantId), eq(orders.publicId, orderId)));
  await changeOrderStatus(m.t.database.db, m.kit.restaurantId, orderId, 'processing');
  await changeOrderStatus(m.t.database.db, m.kit.restaurantId, orderId, 'delivered');
  return orderId;
}

/** Reviews the order, publishes the review as the manager; answers the create answer and the id. */
async function publishedReview(review: Record<string, unknown>) {
  const created = await m.kit.post('/api/testimonials/create', { rating: 5, ...review });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  const published = await m.t.call({
    method: 'POST',
    url: '/api/managers/reviews/change-status',
    token: manager,
    payload: { reviewId: id, status: 'published' },
  });
  expect(published.statusCode).toBe(200);
  return { id, created: created.body.data };
}

async function publicAnswers(id: number) {
  const list = await get(m.t, '/api/testimonials');
  const shown = await get(m.t, '/api/testimonials/show', { testimonialId: id });
  const listed = list.body.data.data.find((review: { id: number }) => review.id === id);
  return { listed, shown: shown.body.data, raw: JSON.stringify([list.body, shown.body]) };
}

async function managerView(id: number) {
  const page = (await m.t.call({ method: 'GET', url: '/api/managers/reviews?status=published', token: manager })).body.data;
  return page.data.find((review: { id: number }) => review.id === id);
}

describe('the name a published review is signed with', () => {
  it('is the first name and the initial when the guest chose none; the full name never leaves in public', async () => {
    const orderId = await finishedOrderOf('Annegret Maria Schmidtke');
    const { id, created } = await publishedReview({ orderId, body: 'Sehr gut.' });
    expect(created.name).toBe('Annegret S.');

    const { listed, shown, raw } = await publicAnswers(id);
    expect(listed.name).toBe('Annegret S.');
    expect(shown.name).toBe('Annegret S.');
    expect(raw).not.toContain('Schmidtke');
    expect(raw).not.toContain('Maria');

    // The restaurant keeps the full name, and sees how guests see it.
    expect(await managerView(id)).toMatchObject({ name: 'Annegret Maria Schmidtke', publicName: 'Annegret S.' });
  });

  it('is the display name the guest chose, trimmed', async () => {
    const orderId = await finishedOrderOf('Bartholomäus Quellenberg');
    const { id, created } = await publishedReview({ orderId, displayName: '  Bart aus Kreuzberg  ' });
    expect(created.name).toBe('Bart aus Kreuzberg');
    const { listed, shown, raw } = await publicAnswers(id);
    expect([listed.name, shown.name]).toEqual(['Bart aus Kreuzberg', 'Bart aus Kreuzberg']);
    expect(raw).not.toContain('Quellenberg');
    expect(await managerView(id)).toMatchObject({ name: 'Bartholomäus Quellenberg', publicName: 'Bart aus Kreuzberg' });
  });

  it('shortens a blank display name and a full name an older form sent as `name` alike', async () => {
    const blank = await publishedReview({ orderId: await finishedOrderOf('Clementine Vogelsang'), displayName: '   ' });
    expect(blank.created.name).toBe('Clementine V.');
    const named = await publishedReview({ orderId: await finishedOrderOf('Guest'), name: 'Dorothea Wunderlich' });
    expect((await publicAnswers(named.id)).listed.name).toBe('Dorothea W.');
    expect(await managerView(named.id)).toMatchObject({ name: 'Dorothea Wunderlich', publicName: 'Dorothea W.' });
  });

  it('refuses a display name that is too long or no text with a coded 422 in the guest’s language', async () => {
    const orderId = await finishedOrderOf('Emil Zander');
    const texts: Record<string, string> = {
      en: 'This value may not be longer than 40 characters.',
      de: 'Dieser Wert darf höchstens 40 Zeichen lang sein.',
      fr: 'Cette valeur ne peut pas dépasser 40 caractères.',
      ar: 'يجب ألا يتجاوز عدد أحرف هذه القيمة 40.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const tooLong = await m.kit.post('/api/testimonials/create', { orderId, rating: 4, displayName: 'x'.repeat(41) }, { lang });
      expect([tooLong.statusCode, tooLong.body.codes.displayName, tooLong.body.errors.displayName]).toEqual([
        422,
        ['field_too_long'],
        [text],
      ]);
    }
    const notText = await m.kit.post('/api/testimonials/create', { orderId, rating: 4, displayName: 7 });
    expect([notText.statusCode, notText.body.codes.displayName]).toEqual([422, ['field_invalid']]);
    // Refused, so the order can still be reviewed.
    const accepted = await m.kit.post('/api/testimonials/create', { orderId, rating: 4, displayName: 'x'.repeat(40) });
    expect(accepted.statusCode).toBe(201);
  });
});
