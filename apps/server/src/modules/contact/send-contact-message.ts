import { isLang, type Lang } from '@tavola/domain/messages/catalogue';
import type { ContactRequest } from '@tavola/domain/schemas/contact';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/errors.ts';
import { withReplyTo } from '../../mail/mailer.ts';
import type { RestaurantRow } from '../restaurant/repo.ts';
import { contactMail } from './contact-mail.ts';
import { countMessagesFrom, insertContactMessage, markMailed } from './contact-repo.ts';

/**
 * One address may write to a restaurant this often per window (on top of the per-network limit of
 * the route): enough to follow up on a message, not enough to fill the restaurant's inbox.
 */
export const CONTACT_PER_EMAIL_MAX = 3;
export const CONTACT_PER_EMAIL_WINDOW_SECONDS = 60 * 60;

export type ContactDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock'> & {
  log?: { error(details: object, message: string): void };
};

/**
 * POST api/contact: keeps the message (contact_messages) and mails it to the restaurant's contact
 * address. The guest's message counts as delivered once it is stored, with its mail in the outbox
 * (sent from there, retried while the mail server refuses); the guest is not asked to write again.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  restaurant: RestaurantRow,
  request: ContactRequest,
  lang: Lang,
): Promise<void> {
  const now = deps.clock();
  const since = new Date(now.getTime() - CONTACT_PER_EMAIL_WINDOW_SECONDS * 1000);
  if ((await countMessagesFrom(deps.db, restaurant.id, request.email, since)) >= CONTACT_PER_EMAIL_MAX) {
    throw new AppError('too_many_requests', 429, {}, { retry_after: CONTACT_PER_EMAIL_WINDOW_SECONDS });
  }
  const to = restaurant.contact.email;
  // The message and its mail to the restaurant in one transaction: a stored message is always mailed.
  await deps.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, {
      restaurantId: restaurant.id,
      name: request.name,
      email: request.email,
      phone: request.phone ?? null,
      message: request.message,
      lang,
      createdAt: now,
    });
    if (!to) return;
    await deps.mailer.enqueue(
      tx,
      // Replying to the message answers the guest, not the shop's no-reply sender.
      withReplyTo(contactMail({
        to,
        // The restaurant's own language when the storefront speaks it, else German (the default).
        lang: isLang(restaurant.lang) ? restaurant.lang : 'de',
        restaurantName: restaurant.name,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
      }), row.email),
      { restaurantId: restaurant.id },
    );
    await markMailed(tx, row.id, now);
  });
}
