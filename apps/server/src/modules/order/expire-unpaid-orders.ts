import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { PAYMENT_CHECKOUT_LIFETIME_MS, paymentDueAfter } from '../../payments/payment-status.ts';
import { holdsAreHeld, releaseHolds } from './order-holds.ts';
import { findOrder, updateOrder } from './order-repo.ts';

/** At most this many orders per housekeeping run: the next run takes the rest. */
const BATCH = 200;

/**
 * Expires online orders whose payment stayed open past its due time (payment_due_at: the checkout
 * lifetime after create-order or the latest attempt; rows from before the column count from their
 * creation). "pending" (the provider is still settling, e.g. a bank transfer) is left alone: money
 * is on its way. Each order in its own transaction, re-checked under its row lock, so a "paid"
 * arriving at the same moment wins or finds it expired (and takes its holds again,
 * order-payments.ts), never both. Run by housekeeping with the injected clock.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  const due = sql`coalesce(${orders.paymentDueAt}, ${orders.createdAt} + ${`${PAYMENT_CHECKOUT_LIFETIME_MS} milliseconds`}::interval)`;
  const stale = and(
    eq(orders.isOnlinePayment, true),
    eq(orders.status, 'received'),
    or(isNull(orders.paymentStatus), inArray(orders.paymentStatus, ['open'])),
    sql`${due} <= ${now.toISOString()}::timestamptz`,
  );
  const candidates = await db
    .select({ restaurantId: orders.restaurantId, publicId: orders.publicId })
    .from(orders)
    .where(stale)
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let expired = 0;
  for (const candidate of candidates) {
    const done = await db.transaction(async (tx) => {
      const order = await findOrder(tx, candidate.restaurantId, candidate.publicId, { lock: true });
      if (!order || !order.isOnlinePayment || order.status !== 'received') return false;
      if (!(order.paymentStatus === null || order.paymentStatus === 'open')) return false;
      const dueAt = order.paymentDueAt ?? paymentDueAfter(order.createdAt);
      if (dueAt > now) return false;
      await updateOrder(tx, order.id, { paymentStatus: 'expired' });
      if (holdsAreHeld(order)) await releaseHolds(tx, order);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
