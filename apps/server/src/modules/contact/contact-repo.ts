import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** How many messages this address sent the restaurant since a moment (the per-address throttle). */
export async function countMessagesFrom(db: DbOrTx, restaurantId: number, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.restaurantId, restaurantId),
        eq(sql`lower(${contactMessages.email})`, email.toLowerCase()),
        gt(contactMessages.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

export async function insertContactMessage(
  db: DbOrTx,
  message: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

export async function markMailed(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}
