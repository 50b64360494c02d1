import type { MessageCode } from '../messages/en.ts';

/** What one delivery slot may take: orders (e.g. drivers) and product units (the kitchen). null = no limit. */
export interface SlotLimits {
  maxOrders: number | null;
  maxItems: number | null;
}

/** What a slot has taken so far. */
export interface SlotUsage {
  orders: number;
  items: number;
}

export type SlotCapacityCheck =
  | { ok: true }
  | { ok: false; code: Extract<MessageCode, 'order_limit_reached' | 'resources_have_been_reached'> };

/**
 * Whether one more order of `items` units fits a slot. The order count is checked first: a slot
 * without room for another order is "fully booked" (order_limit_reached, with a later time to
 * suggest); a slot that could take an order but not this many units is "very busy"
 * (resources_have_been_reached).
 */
export function checkSlotCapacity(limits: SlotLimits, usage: SlotUsage, items: number): SlotCapacityCheck {
  if (limits.maxOrders !== null && usage.orders + 1 > limits.maxOrders) return { ok: false, code: 'order_limit_reached' };
  if (limits.maxItems !== null && usage.items + items > limits.maxItems) {
    return { ok: false, code: 'resources_have_been_reached' };
  }
  return { ok: true };
}

/** Ticket places left after what is booked; null = unlimited, never below 0. */
export function ticketPlacesLeft(capacity: number | null, booked: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - booked);
}
