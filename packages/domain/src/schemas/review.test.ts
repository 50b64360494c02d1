import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  changeReviewStatusRequestSchema,
  createReviewRequestSchema,
  managerReviewListQuerySchema,
  managerReviewSchema,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_DISPLAY_NAME_MAX_LENGTH,
  REVIEW_NAME_MAX_LENGTH,
  reviewSchema,
  testimonialListQuerySchema,
  testimonialSchema,
  testimonialShowQuerySchema,
} from './review.ts';

const review = { orderId: 'A1B2', rating: 5, body: ' Lovely ', name: ' Anna ' };

describe('a guest review', () => {
  it('takes a rating from 1 to 5, a trimmed body (empty when absent) and an optional name', () => {
    expect(parsed(createReviewRequestSchema, review)).toEqual({ orderId: 'A1B2', rating: 5, body: 'Lovely', name: 'Anna' });
    expect(parsed(createReviewRequestSchema, { orderId: 'A1B2', rating: '1' })).toEqual({ orderId: 'A1B2', rating: 1, body: '' });
    expect(parsed(createReviewRequestSchema, { ...review, name: null }).name).toBeNull();
  });

  it('refuses ratings outside 1–5, half stars, long texts and unknown fields', () => {
    expect(issuesOf(createReviewRequestSchema, { ...review, rating: 0 })).toEqual([{ path: 'rating', code: 'field_invalid' }]);
    expect(codesOf(createReviewRequestSchema, { ...review, rating: 6 })).toEqual(['field_invalid']);
    expect(codesOf(createReviewRequestSchema, { ...review, rating: 4.5 })).toEqual(['field_invalid']);
    expect(codesOf(createReviewRequestSchema, { ...review, rating: 'great' })).toEqual(['field_required']);
    expect(codesOf(createReviewRequestSchema, { ...review, body: 'a'.repeat(REVIEW_BODY_MAX_LENGTH + 1) })).toEqual(['field_too_long']);
    expect(codesOf(createReviewRequestSchema, { ...review, name: 'a'.repeat(REVIEW_NAME_MAX_LENGTH + 1) })).toEqual(['field_too_long']);
    expect(codesOf(createReviewRequestSchema, { ...review, orderId: ' ' })).toEqual(['field_required']);
    expect(codesOf(createReviewRequestSchema, { ...review, status: 'published' })).toHaveLength(1);
  });
});

describe('the display name a guest may choose', () => {
  it('is optional and trimmed, up to its maximum length', () => {
    expect(parsed(createReviewRequestSchema, { ...review, displayName: '  Annie  ' }).displayName).toBe('Annie');
    expect(parsed(createReviewRequestSchema, { ...review, displayName: '   ' }).displayName).toBe('');
    expect(parsed(createReviewRequestSchema, { ...review, displayName: null }).displayName).toBeNull();
    expect(parsed(createReviewRequestSchema, review)).not.toHaveProperty('displayName');
    const longest = 'a'.repeat(REVIEW_DISPLAY_NAME_MAX_LENGTH);
    expect(parsed(createReviewRequestSchema, { ...review, displayName: ` ${longest} ` }).displayName).toBe(longest);
  });

  it('refuses a longer one and one that is no text, with codes', () => {
    expect(issuesOf(createReviewRequestSchema, { ...review, displayName: 'a'.repeat(REVIEW_DISPLAY_NAME_MAX_LENGTH + 1) })).toEqual([
      { path: 'displayName', code: 'field_too_long' },
    ]);
    expect(issuesOf(createReviewRequestSchema, { ...review, displayName: 42 })).toEqual([{ path: 'displayName', code: 'field_invalid' }]);
  });
});

describe('published reviews and moderation', () => {
  it('pages and shows published reviews by id', () => {
    expect(parsed(testimonialListQuerySchema, {})).toEqual({ page: 1 });
    expect(parsed(testimonialShowQuerySchema, { testimonialId: '9' })).toEqual({ testimonialId: 9 });
    expect(codesOf(testimonialShowQuerySchema, {})).toHaveLength(1);
  });

  it('lists pending reviews by default and moves one to published or hidden only', () => {
    expect(parsed(managerReviewListQuerySchema, {})).toEqual({ status: 'pending', page: 1 });
    expect(parsed(managerReviewListQuerySchema, { status: 'hidden', page: '2' })).toEqual({ status: 'hidden', page: 2 });
    expect(codesOf(managerReviewListQuerySchema, { status: 'deleted' })).toEqual(['field_invalid']);
    expect(parsed(changeReviewStatusRequestSchema, { reviewId: 3, status: 'published' })).toEqual({ reviewId: 3, status: 'published' });
    expect(parsed(changeReviewStatusRequestSchema, { reviewId: 3, status: 'hidden' }).status).toBe('hidden');
    expect(codesOf(changeReviewStatusRequestSchema, { reviewId: 3, status: 'pending' })).toEqual(['field_invalid']);
  });

  it('shows guests no order id and no status', () => {
    const shown = parsed(testimonialSchema, { id: 1, rating: 4, body: 'Good', name: null, created_at: '2026-11-01', orderId: 'A1', status: 'published' });
    expect(shown).toEqual({ id: 1, rating: 4, body: 'Good', name: null, created_at: '2026-11-01' });
  });

  it('answers the guest with the review as it will be signed, and the restaurant with its full view', () => {
    const answered = { id: 12, orderId: 'A1B2', rating: 5, body: 'Lovely', name: 'Anna B.', created_at: '2026-11-26T20:00:00Z' };
    expect(parsed(reviewSchema, answered)).toEqual(answered);
    const managed = { id: 12, rating: 5, body: 'Lovely', name: 'Anna Berg', created_at: '2026-11-26T20:00:00Z', status: 'pending', publicName: 'Anna B.', orderId: 'A1B2' };
    expect(parsed(managerReviewSchema, managed)).toEqual(managed);
    expect(parsed(managerReviewSchema, { ...managed, status: 'hidden', publicName: null, orderId: null })).toEqual({ ...managed, status: 'hidden', publicName: null, orderId: null });
  });
});
