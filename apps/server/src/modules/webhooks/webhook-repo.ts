import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhook.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

const pending = and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt));

export async function selectEndpoints(db: DbOrTx, restaurantId: number) {
  const pendingCounts = db
    .select({ endpointId: webhookDeliveries.endpointId, pending: count().as('pending') })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.restaurantId, restaurantId), pending))
    .groupBy(webhookDeliveries.endpointId)
    .as('pending_counts');
  return db
    .select({ endpoint: webhookEndpoints, pending: sql<number>`coalesce(${pendingCounts.pending}, 0)::int` })
    .from(webhookEndpoints)
    .leftJoin(pendingCounts, eq(pendingCounts.endpointId, webhookEndpoints.id))
    .where(eq(webhookEndpoints.restaurantId, restaurantId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function countEndpoints(db: DbOrTx, restaurantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.restaurantId, restaurantId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbOrTx, restaurantId: number, publicId: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.restaurantId, restaurantId), eq(webhookEndpoints.publicId, publicId)));
  return row;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'disabledReason'>>,
  now: Date,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set({ ...values, updatedAt: now }).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The newest deliveries of an endpoint, for the owner's log. */
export async function selectDeliveries(db: DbOrTx, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: DbOrTx, restaurantId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.restaurantId, restaurantId), eq(webhookDeliveries.id, id)));
  return row;
}

/** Sent again: a new delivery with the same message id and body, behind the endpoint's queue. */
export async function insertResend(db: DbOrTx, delivery: WebhookDeliveryRow, now: Date): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: delivery.endpointId,
      restaurantId: delivery.restaurantId,
      messageId: delivery.messageId,
      eventType: delivery.eventType,
      payload: delivery.payload,
      createdAt: now,
      availableAt: now,
    })
    .returning();
  return row!;
}

/**
 * Claims endpoints whose queue's head is due, with a lease on the endpoint: one sender per endpoint
 * at a time, so its deliveries go in order. SKIP LOCKED: two processes never claim the same one.
 * A first try is due at once (its time was written by the database's clock, not the app's).
 */
export async function claimDueEndpoints(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<WebhookEndpointRow[]> {
  const nowIso = now.toISOString();
  const due = sql`
    select e.id from ${webhookEndpoints} e
    where e.enabled
      and (e.locked_until is null or e.locked_until <= ${nowIso}::timestamptz)
      and exists (
        select 1 from (
          select d.attempts, d.available_at from ${webhookDeliveries} d
          where d.endpoint_id = e.id and d.delivered_at is null and d.failed_at is null
          order by d.id limit 1
        ) head
        where head.attempts = 0 or head.available_at <= ${nowIso}::timestamptz
      )
    order by e.id
    limit ${limit}
    for update of e skip locked`;
  return db
    .update(webhookEndpoints)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(sql`${webhookEndpoints.id} in (${due})`)
    .returning();
}

export async function releaseEndpoint(db: DbOrTx, endpointId: number): Promise<void> {
  await db.update(webhookEndpoints).set({ lockedUntil: null }).where(eq(webhookEndpoints.id, endpointId));
}

export async function countPendingDeliveries(db: DbOrTx, endpointId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), pending));
  return row?.n ?? 0;
}

/** An endpoint's waiting deliveries, oldest first. */
export async function selectPendingDeliveries(db: DbOrTx, endpointId: number, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), pending))
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit);
}

export async function markDelivered(db: DbOrTx, delivery: WebhookDeliveryRow, status: number, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      deliveredAt: now,
      attempts: delivery.attempts + 1,
      firstAttemptAt: delivery.firstAttemptAt ?? now,
      lastAttemptAt: now,
      lastStatus: status,
      lastError: null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** A failed try: again at `retryAt`, or given up (`failedAt`) when its 24 hours are over. */
export async function markAttemptFailed(
  db: DbOrTx,
  delivery: WebhookDeliveryRow,
  outcome: { status: number | null; error: string },
  now: Date,
  next: { retryAt: Date } | { giveUp: true },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: delivery.attempts + 1,
      firstAttemptAt: delivery.firstAttemptAt ?? now,
      lastAttemptAt: now,
      lastStatus: outcome.status,
      lastError: outcome.error.slice(0, 300),
      ...('retryAt' in next ? { availableAt: next.retryAt } : { failedAt: now }),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

/** Deliveries done for longer than `before` (housekeeping keeps the log to a month). */
export async function deleteOldDeliveries(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(sql`(${webhookDeliveries.deliveredAt} < ${before.toISOString()}::timestamptz or ${webhookDeliveries.failedAt} < ${before.toISOString()}::timestamptz)`)
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}
