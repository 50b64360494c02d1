import { z } from 'zod';

/** Longest address SMTP allows (RFC 5321 path limit). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/**
 * The newsletter signup email (spec accounts §5 "Newsletter: email required"): missing or blank is
 * newsletter_email_required ('Please enter your email', the string's own message, which blank answers too),
 * anything that is not an address is email_invalid.
 * Compared case-insensitively, so it is stored lower-cased.
 */
export const newsletterEmailSchema = z
  .string({ error: 'newsletter_email_required' })
  .trim()
  .min(1)
  .max(NEWSLETTER_EMAIL_MAX_LENGTH, 'email_invalid')
  .toLowerCase()
  .pipe(z.email('email_invalid'));
