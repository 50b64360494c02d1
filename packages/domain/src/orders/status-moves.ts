import type { OrderStatus } from '../schemas/order.ts';

/**
 * Where a manager may move an order: a new order is accepted into the kitchen, then marked done;
 * an order not yet done may be rejected (with a reason the guest sees). Delivered and rejected are
 * final: a finished order is not reopened, and a rejected one may already be refunded.
 */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'rejected'],
  processing: ['delivered', 'rejected'],
  delivered: [],
  rejected: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The statuses an order can go to next, in the order the board offers them. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}

/** The longest reason a manager can give for a rejection (it goes into the guest's mail). */
export const REJECTION_REASON_MAX_LENGTH = 300;
