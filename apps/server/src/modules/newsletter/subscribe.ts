import type { MessageCode } from '@tavola/domain/messages/catalogue';
import { newsletterEmailSchema } from '@tavola/domain/schemas/newsletter';
import type { DbOrTx } from '../../db/client.ts';
import { FieldErrors } from '../../http/errors.ts';
import { insertSubscription } from './repo.ts';

/** Validates the email (422 on `email`) and subscribes it; answers which message the guest sees. */
export async function subscribeToNewsletter(db: DbOrTx, restaurantId: number, rawEmail: unknown): Promise<MessageCode> {
  const parsed = newsletterEmailSchema.safeParse(rawEmail);
  if (!parsed.success) {
    const code = (parsed.error.issues[0]?.message ?? 'email_invalid') as MessageCode;
    throw FieldErrors.single('email', code === 'newsletter_email_required' ? code : 'email_invalid');
  }
  const added = await insertSubscription(db, restaurantId, parsed.data);
  return added ? 'newsletter_added' : 'newsletter_already_exists';
}
