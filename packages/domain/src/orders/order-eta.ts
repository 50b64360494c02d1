import type { OrderStatus } from '../schemas/order.ts';
import { orderDueAt } from './order-due.ts';

/** What the guest's status page says about when the order will be ready (or arrive). */
export type OrderEta =
  /** Around this instant. */
  | { kind: 'around'; at: Date }
  /** The estimate has passed but the order is still open: no time in the past, just "any minute now". */
  | { kind: 'any-minute' }
  /** Finished or rejected orders have nothing to wait for. */
  | { kind: 'none' };

export interface EtaOrder {
  status: OrderStatus;
  /** 'YYYY-MM-DD HH:MM[:SS]' restaurant-local; null = as soon as possible. */
  deliveryTime: string | null;
  /** The kitchen's promise when it accepted the order (ISO instant). */
  expected_at?: string | null;
  created_at: string;
}

export interface EtaKitchen {
  /** The lead time of the order's delivery type, in minutes (null: the type is no longer offered). */
  leadMinutes: number | null;
  /** Extra minutes a manager's busy lever adds right now. */
  busyMinutes: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * When the guest can expect the order. An "as soon as possible" order is due its lead time plus the
 * busy minutes after it was placed (the same minutes that set the earliest order time at checkout),
 * until the kitchen accepts it with a time: then that promise. A scheduled order is due at its
 * chosen time; a later promise from the kitchen (it is running behind) moves it, an earlier one
 * does not — the guest is never asked to come before the time they booked. Never a time in the
 * past: a late estimate reads "any minute now" rather than a clock time already gone by.
 */
export function orderEta(order: EtaOrder, kitchen: EtaKitchen, timeZone: string, now: Date): OrderEta {
  if (order.status === 'delivered' || order.status === 'rejected') return { kind: 'none' };
  const placed = new Date(order.created_at);
  // orderDueAt without the promise: the chosen time, or the placing moment for "as soon as possible"
  // and for a chosen time that cannot be read (or that a clock change skipped).
  const chosen = orderDueAt({ deliveryTime: order.deliveryTime, created_at: order.created_at }, timeZone);
  const promised = order.expected_at ? new Date(order.expected_at) : null;
  const asap = chosen.getTime() === placed.getTime();
  const leadMinutes = Math.max(0, kitchen.leadMinutes ?? 0) + Math.max(0, kitchen.busyMinutes);
  // A scheduled order keeps its booked time unless the kitchen promised a later one.
  // Stryker disable next-line EqualityOperator: equivalent — a promise equal to the chosen time is the same instant either way.
  const scheduledAt = promised && promised > chosen ? promised : chosen;
  const at = asap ? (promised ?? new Date(placed.getTime() + leadMinutes * MS_PER_MINUTE)) : scheduledAt;
  // An unreadable time (NaN) is never after now, so it reads "any minute now" too.
  return at.getTime() > now.getTime() ? { kind: 'around', at } : { kind: 'any-minute' };
}
