import { z } from 'zod';
import { clientContext } from './basket.ts';
import { settingsSaveFields, settingsSectionOf } from './owner-settings.ts';

/*
 * The owner's content screens (issue 23 item 2): legal pages, the announcement and closed message, the
 * newsletter subscribers and the contact inbox. Texts are HTML the server cleans with the storefront's
 * allowlist before it stores them; an empty text removes the page.
 */

const html = z.string().max(100_000, 'field_too_long');

export const LEGAL_PAGE_FIELDS = ['aboutUs', 'privacyPolicy', 'imprint', 'termsAndConditions'] as const;
export type LegalPageField = (typeof LEGAL_PAGE_FIELDS)[number];

export const legalPagesSchema = z.object({
  aboutUs: html,
  privacyPolicy: html,
  imprint: html,
  termsAndConditions: html,
});
export type LegalPages = z.output<typeof legalPagesSchema>;
export const legalSectionSchema = settingsSectionOf(legalPagesSchema);
export const saveLegalRequestSchema = z.object({ ...settingsSaveFields, ...legalPagesSchema.shape }).strict();

export const announcementSchema = z.object({
  hasAnnouncement: z.boolean(),
  announcement: z.string().max(2000, 'field_too_long'),
  announcementBeforeCheckout: z.boolean(),
  closeMessage: z.string().max(500, 'field_too_long'),
});
export type Announcement = z.output<typeof announcementSchema>;
export const announcementSectionSchema = settingsSectionOf(announcementSchema);
export const saveAnnouncementRequestSchema = z.object({ ...settingsSaveFields, ...announcementSchema.shape }).strict();

export const subscriberQuerySchema = z
  .object({
    ...clientContext,
    q: z.string().max(200).optional(),
    limit: z.coerce.number('field_must_be_numeric').int().min(1).max(500).default(100),
  })
  .strict();
export const subscriberSchema = z.object({ id: z.int(), email: z.string(), createdAt: z.string() });
export const subscriberListSchema = z.object({ total: z.int(), matching: z.int(), subscribers: z.array(subscriberSchema) });
export type SubscriberList = z.output<typeof subscriberListSchema>;

export const contactMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  lang: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactInboxSchema = z.object({ unread: z.int(), messages: z.array(contactMessageSchema) });
export type ContactInbox = z.output<typeof contactInboxSchema>;
/**
 * A mail the outbox gave up on (decision 089), as the owner's inbox lists it: an order confirmation is
 * rendered only when sent, so one that failed to render names its order instead of a recipient.
 */
export const failedMailSchema = z.object({
  id: z.int(),
  kind: z.enum(['mail', 'order_confirmation']),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  orderId: z.int().nullable(),
  attempts: z.int(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedMail = z.output<typeof failedMailSchema>;
export const markMessageRequestSchema = z.object({ ...clientContext, read: z.boolean() }).strict();

export const informationPageSchema = z.object({
  key: z.string().trim().min(1, 'field_required').max(64, 'field_too_long').regex(/^[a-z0-9][a-z0-9-]*$/, 'field_invalid'),
  title: z.string().trim().min(1, 'field_required').max(200, 'field_too_long'),
  body: html,
  priority: z.int('field_must_be_numeric').min(-1000, 'field_invalid').max(1000, 'field_invalid').nullable(),
});
export type InformationPage = z.output<typeof informationPageSchema>;
/** The information pages in the order the storefront lists them. */
export const informationPagesSchema = z.object({ pages: z.array(informationPageSchema).max(50, 'field_invalid') });
export type InformationPages = z.output<typeof informationPagesSchema>;
export const informationPagesSectionSchema = settingsSectionOf(informationPagesSchema);
export const saveInformationPagesRequestSchema = z.object({ ...settingsSaveFields, ...informationPagesSchema.shape }).strict();
