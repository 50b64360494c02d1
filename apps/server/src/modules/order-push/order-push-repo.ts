import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderPushSubscriptions } from '../../db/schema/order-push.ts';
import type { PushSubscriptionInput } from '@tavola/domain/schemas/order-push';

export type OrderPushRow = typeof orderPushSubscriptions.$inferSelect;

/** One order reaches a handful of phones at most: the guest's, a friend's at the table. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5;

/**
 * Keeps this browser's subscription for the order (a second sign-up from the same browser renews its
 * keys and language). False when the order has its maximum already. One statement: two sign-ups at
 * once cannot pass the maximum together by much, and never write the same browser twice.
 */
export async function saveSubscription(
  db: DbOrTx,
  orderId: number,
  subscription: PushSubscriptionInput,
  lang: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${orderPushSubscriptions} (order_id, endpoint, p256dh, auth, lang)
    select ${orderId}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth}, ${lang}
    where (select count(*) from ${orderPushSubscriptions}
           where order_id = ${orderId} and endpoint <> ${subscription.endpoint}) < ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER}
    on conflict (order_id, endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function removeSubscription(db: DbOrTx, orderId: number, endpoint: string): Promise<void> {
  await db
    .delete(orderPushSubscriptions)
    .where(and(eq(orderPushSubscriptions.orderId, orderId), eq(orderPushSubscriptions.endpoint, endpoint)));
}

export async function listSubscriptions(db: DbOrTx, orderId: number): Promise<OrderPushRow[]> {
  return db.select().from(orderPushSubscriptions).where(eq(orderPushSubscriptions.orderId, orderId));
}

export async function removeOrderSubscriptions(db: DbOrTx, orderId: number): Promise<void> {
  await db.delete(orderPushSubscriptions).where(eq(orderPushSubscriptions.orderId, orderId));
}

export async function removeSubscriptionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(orderPushSubscriptions).where(eq(orderPushSubscriptions.id, id));
}
