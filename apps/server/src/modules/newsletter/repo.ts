import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

/** Adds the subscription; false when the restaurant already has this email (unique on lower(email)). */
export async function insertSubscription(db: DbOrTx, restaurantId: number, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ restaurantId, email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
