import { z } from 'zod';

/**
 * Bot protection of the public forms (contact, sign-up, newsletter, table reservation); see
 * docs/decisions/060-bot-protection.md. Either reCAPTCHA (the restaurant has a site key and the server
 * its secret) or, sending nothing to third parties, a honeypot field plus a time trap: the form
 * carries a token the server signed when the form opened, and a form sent too soon after is refused.
 */

/** The honeypot: a field people never see (hidden from sight and from assistive technology). */
export const HONEYPOT_FIELD = 'website';
/** A person needs longer than this to fill any of the forms; a script does not. */
export const FORM_MIN_FILL_SECONDS = 3;
/** A form-start token is good for this long (a guest may leave the contact form open a while). */
export const FORM_TOKEN_MAX_AGE_SECONDS = 6 * 60 * 60;

/** The fields a protected form sends besides its own. */
export const botCheckFields = {
  form_token: z.string().max(500).optional(),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  g_recaptcha_response: z.string().max(5000).optional(),
};
export type BotCheckFields = {
  form_token?: string | undefined;
  website?: string | undefined;
  g_recaptcha_response?: string | undefined;
};

/** GET api/forms/start: how the storefront proves a person sends the form it is about to show. */
export const formStartSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('recaptcha'), siteKey: z.string() }),
  z.object({ method: z.literal('time_trap'), formToken: z.string() }),
]);
export type FormStart = z.infer<typeof formStartSchema>;
