import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

/** `%` and `_` typed by the owner are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ofRestaurant = (restaurantId: number) => eq(newsletterSubscriptions.restaurantId, restaurantId);

export async function countSubscribers(db: DbOrTx, restaurantId: number, search?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(newsletterSubscriptions)
    .where(and(ofRestaurant(restaurantId), search ? ilike(newsletterSubscriptions.email, likePattern(search)) : undefined));
  return row?.total ?? 0;
}

export async function listSubscribers(db: DbOrTx, restaurantId: number, page: { search?: string; limit?: number }) {
  const query = db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, createdAt: newsletterSubscriptions.createdAt })
    .from(newsletterSubscriptions)
    .where(and(ofRestaurant(restaurantId), page.search ? ilike(newsletterSubscriptions.email, likePattern(page.search)) : undefined))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
  return page.limit === undefined ? query : query.limit(page.limit);
}

/** Removes the address from the restaurant's list; false when it was not on it (already unsubscribed). */
export async function removeSubscriber(db: DbOrTx, restaurantId: number, email: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(and(ofRestaurant(restaurantId), eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase())))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function listContactMessages(db: DbOrTx, restaurantId: number, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.restaurantId, restaurantId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.restaurantId, restaurantId), isNull(contactMessages.readAt)));
  return row?.total ?? 0;
}

/** Marks a message of the restaurant read (now) or unread; undefined when the restaurant has no such message. */
export async function markMessage(db: DbOrTx, restaurantId: number, id: number, readAt: Date | null) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt })
    .where(and(eq(contactMessages.restaurantId, restaurantId), eq(contactMessages.id, id)))
    .returning();
  return row;
}
