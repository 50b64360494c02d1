import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import {
  LEGAL_PAGE_FIELDS,
  contactInboxSchema,
  failedMailSchema,
  markMessageRequestSchema,
  saveAnnouncementRequestSchema,
  saveInformationPagesRequestSchema,
  saveLegalRequestSchema,
  subscriberListSchema,
  subscriberQuerySchema,
} from './owner-content.ts';

const legal = { aboutUs: '<p>Since 1998</p>', privacyPolicy: '<p>…</p>', imprint: '<p>…</p>', termsAndConditions: '' };

describe('legal pages and the announcement', () => {
  it('save every legal page as HTML up to 100,000 characters', () => {
    expect(LEGAL_PAGE_FIELDS).toEqual(['aboutUs', 'privacyPolicy', 'imprint', 'termsAndConditions']);
    expect(parsed(saveLegalRequestSchema, { ...legal, revision: 1 })).toEqual({ ...legal, revision: 1 });
    expect(issuesOf(saveLegalRequestSchema, { ...legal, revision: 1, imprint: 'x'.repeat(100_001) })).toEqual([{ path: 'imprint', code: 'field_too_long' }]);
    expect(codesOf(saveLegalRequestSchema, { ...legal, revision: 1, cookies: '' })).toHaveLength(1);
  });

  it('limit the announcement and the closed message', () => {
    const announcement = { hasAnnouncement: true, announcement: 'Closed on Monday', announcementBeforeCheckout: false, closeMessage: 'Back at 5' };
    expect(parsed(saveAnnouncementRequestSchema, { ...announcement, revision: 0 })).toEqual({ ...announcement, revision: 0 });
    expect(codesOf(saveAnnouncementRequestSchema, { ...announcement, revision: 0, announcement: 'x'.repeat(2001) })).toEqual(['field_too_long']);
    expect(codesOf(saveAnnouncementRequestSchema, { ...announcement, revision: 0, closeMessage: 'x'.repeat(501) })).toEqual(['field_too_long']);
  });
});

describe('information pages', () => {
  const page = { key: 'allergies', title: ' Allergies ', body: '<p>…</p>', priority: 10 };

  it('have a lower-case key, a title and an optional order', () => {
    expect(parsed(saveInformationPagesRequestSchema, { revision: 1, pages: [page, { ...page, key: 'faq-2', priority: null }] }).pages[0]!.title).toBe('Allergies');
  });

  it('refuse each broken field with its code', () => {
    const codeOf = (over: object) => codesOf(saveInformationPagesRequestSchema, { revision: 1, pages: [{ ...page, ...over }] });
    expect(codeOf({ key: 'Allergies' })).toEqual(['field_invalid']);
    expect(codeOf({ key: '-faq' })).toEqual(['field_invalid']);
    expect(codeOf({ key: 'faq!' })).toEqual(['field_invalid']);
    expect(codeOf({ key: ' ' })).toContain('field_required');
    expect(codeOf({ key: 'a'.repeat(65) })).toEqual(['field_too_long']);
    expect(codeOf({ title: '' })).toEqual(['field_required']);
    expect(codeOf({ title: 'x'.repeat(201) })).toEqual(['field_too_long']);
    expect(codeOf({ priority: 1001 })).toEqual(['field_invalid']);
    expect(codeOf({ priority: -1001 })).toEqual(['field_invalid']);
    expect(codeOf({ priority: 1.5 })).toEqual(['field_must_be_numeric']);
    expect(codesOf(saveInformationPagesRequestSchema, { revision: 1, pages: Array.from({ length: 51 }, (_, i) => ({ ...page, key: `p${i}` })) })).toEqual(['field_invalid']);
  });
});

describe('subscribers, messages and failed mails', () => {
  it('search subscribers, 100 at a time by default and 500 at most', () => {
    expect(parsed(subscriberQuerySchema, {})).toEqual({ limit: 100 });
    expect(parsed(subscriberQuerySchema, { q: 'anna', limit: '500' })).toEqual({ q: 'anna', limit: 500 });
    expect(codesOf(subscriberQuerySchema, { limit: 501 })).toHaveLength(1);
    expect(codesOf(subscriberQuerySchema, { limit: 0 })).toHaveLength(1);
    expect(codesOf(subscriberQuerySchema, { limit: 'many' })).toEqual(['field_must_be_numeric']);
    const list = { total: 2, matching: 1, subscribers: [{ id: 1, email: 'anna@example.com', createdAt: '2026-11-01' }] };
    expect(parsed(subscriberListSchema, list)).toEqual(list);
  });

  it('keep what the inbox shows', () => {
    const inbox = { unread: 1, messages: [{ id: 1, name: 'Anna', email: 'anna@example.com', phone: null, message: 'Hi', lang: 'de', createdAt: '2026-11-01', readAt: null }] };
    expect(parsed(contactInboxSchema, inbox)).toEqual(inbox);
    expect(parsed(markMessageRequestSchema, { read: true })).toEqual({ read: true });
    for (const kind of ['mail', 'order_confirmation']) {
      const mail = { id: 1, kind, to: 'anna@example.com', subject: 'Your order', orderId: null, attempts: 8, lastError: '550 no such user', failedAt: '2026-11-01' };
      expect(parsed(failedMailSchema, mail)).toEqual(mail);
    }
    expect(codesOf(failedMailSchema, { id: 1, kind: 'sms', to: null, subject: null, orderId: null, attempts: 1, lastError: null, failedAt: '' })).toHaveLength(1);
  });
});
