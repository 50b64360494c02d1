import { sql } from 'drizzle-orm';
import { canMoveOrder } from '@tavola/domain/orders/status-moves';
import { ORDER_STATUSES, type OrderStatus } from '@tavola/domain/schemas/order';
import type { Db, Tx } from '../../db/client.ts';
import { orderStatusChanges } from '../../db/schema/manager.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { holdsAreHeld, releaseHolds } from './order-holds.ts';
import { findOrder, updateOrder, type OrderRow } from './order-repo.ts';

/** Live order views (manager, guest status page) follow status changes on this channel. */
export const ORDER_STATUS_CHANNEL = 'order_status';

export interface OrderStatusEvent {
  restaurantId: number;
  orderId: string;
  orderNumber: number;
  status: OrderStatus;
  previousStatus: OrderStatus;
}

export interface StatusChangeDetails {
  /** The manager making the change; null for the system. */
  managerId?: number | null;
  /** Why the order is rejected: the guest is told. */
  reason?: string | null;
  /** When the kitchen expects the order ready (on accepting it). */
  expectedAt?: Date | null;
}

export interface StatusChange {
  order: OrderRow;
  /** False when the order already had the status (a second press of the same button). */
  changed: boolean;
}

/**
 * Moves an order to a status along the allowed moves (packages/domain orders/status-moves; anything
 * else is a coded 422), writes who changed it, when and why (order_status_changes), and announces it
 * with NOTIFY order_status (payload: OrderStatusEvent as JSON), delivered to every process on commit.
 * Asking for the status the order already has changes nothing, so a double press is harmless.
 * Rejecting gives back what the order took: stock, the voucher use and its slot capacity.
 */
export async function changeOrderStatus(
  db: Db,
  restaurantId: number,
  orderId: string,
  status: string,
  details: StatusChangeDetails = {},
): Promise<OrderRow> {
  return (await moveOrder(db, restaurantId, orderId, status, details)).order;
}

export async function moveOrder(
  db: Db,
  restaurantId: number,
  orderId: string,
  status: string,
  details: StatusChangeDetails = {},
  /** Runs in the move's transaction after a change (e.g. writing the guest's mail to the outbox). */
  onMoved?: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<StatusChange> {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw new AppError('order_status_invalid', 422);
  const next = status as OrderStatus;
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, restaurantId, orderId, { lock: true });
    if (!order) throw notFound('order_does_not_exists');
    if (order.status === next) return { order, changed: false };
    if (!canMoveOrder(order.status, next)) throw new AppError('order_status_move_not_allowed', 422);
    // An order whose online payment already ended gave its holds back then: not twice.
    if (next === 'rejected' && holdsAreHeld(order)) await releaseHolds(tx, order);
    const moved = await writeMove(tx, order, next, details);
    await onMoved?.(tx, moved);
    return { order: moved, changed: true };
  });
}

/** Writes a move the caller checked: the row, who changed it and why, and the live notice (on commit). */
export async function writeMove(
  tx: Tx,
  order: OrderRow,
  next: OrderStatus,
  details: StatusChangeDetails,
): Promise<OrderRow> {
  const patch = {
    status: next,
    ...(next === 'rejected' ? { statusReason: details.reason ?? null } : {}),
    ...(details.expectedAt ? { expectedAt: details.expectedAt } : {}),
  };
  await updateOrder(tx, order.id, patch);
  await tx.insert(orderStatusChanges).values({
    restaurantId: order.restaurantId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: next,
    reason: details.reason ?? null,
    managerId: details.managerId ?? null,
  });
  const event: OrderStatusEvent = {
    restaurantId: order.restaurantId,
    orderId: order.publicId,
    orderNumber: order.number ?? 0,
    status: next,
    previousStatus: order.status,
  };
  await tx.execute(sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${JSON.stringify(event)})`);
  return { ...order, ...patch };
}
