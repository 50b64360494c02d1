import { z } from 'zod';
import { optionalPhoneField } from './phone.ts';
import { clientContext } from './basket.ts';
import { botCheckFields } from './bot-check.ts';

/** The contact overlay's form (spec accounts §2 contact, §7 POST api/contact). */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;

/**
 * The form fields alone: the storefront validates these before sending. An empty field answers its
 * string's own 'field_required'.
 */
export const contactFormSchema = z.object({
  name: z.string('field_required').trim().min(1).max(CONTACT_NAME_MAX_LENGTH, 'field_too_long'),
  email: z
    .string('field_required')
    .trim()
    .min(1)
    .max(CONTACT_EMAIL_MAX_LENGTH, 'email_invalid')
    .pipe(z.email('email_invalid')),
  phone: optionalPhoneField('phone_invalid')
    .optional()
    .transform((phone) => phone || undefined),
  message: z.string('field_required').trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH, 'field_too_long'),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactRequestSchema = contactFormSchema.extend({ ...clientContext, ...botCheckFields }).strict();
export type ContactRequest = z.infer<typeof contactRequestSchema>;
