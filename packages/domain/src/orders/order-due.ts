import { localDayNumber, parseClockTime, parseLocalDate, splitDeliveryTime } from '../time/local-clock.ts';
import { localToInstant } from '../time/zoned.ts';

/**
 * When the kitchen owes an order: the time the kitchen promised when accepting it, else the guest's
 * chosen time (restaurant-local 'YYYY-MM-DD HH:MM[:SS]'), else — "as soon as possible" — the moment
 * it was placed.
 */
export function orderDueAt(
  order: { deliveryTime: string | null; expected_at?: string | null; created_at: string },
  timeZone: string,
): Date {
  if (order.expected_at) return new Date(order.expected_at);
  // Stryker disable next-line MethodExpression: equivalent — splitDeliveryTime also takes the stored ':00' seconds.
  const parts = order.deliveryTime ? splitDeliveryTime(order.deliveryTime.slice(0, 16)) : null;
  const date = parts ? parseLocalDate(parts.date) : null;
  const minutes = parts ? parseClockTime(parts.time) : null;
  if (date && minutes !== null) {
    const instant = localToInstant(localDayNumber(date), minutes, timeZone);
    if (instant) return instant;
  }
  return new Date(order.created_at);
}

/** Whole minutes from now until `due`: positive ahead, negative when late (rounded towards late). */
export function minutesUntil(due: Date, now: Date): number {
  return Math.floor((due.getTime() - now.getTime()) / 60_000);
}
