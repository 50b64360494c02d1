import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slotBookings } from '../../db/schema/order.ts';
import type { SlotLimits, SlotUsage } from '@tavola/domain/tickets/slot-capacity';

/** What each slot of a delivery type has taken from `from` on, keyed by the slot's epoch milliseconds. */
export async function slotUsageFrom(
  db: DbOrTx,
  restaurantId: number,
  deliveryTypeId: number,
  from: Date,
): Promise<Map<number, SlotUsage>> {
  const rows = await db
    .select()
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        eq(slotBookings.deliveryTypeId, deliveryTypeId),
        gte(slotBookings.slotAt, from),
      ),
    );
  return new Map(rows.map((row) => [row.slotAt.getTime(), { orders: row.orders, items: row.items }]));
}

/**
 * Takes one order of `items` units in a slot, only if it still fits the limits: the check and the
 * increment are one statement, so concurrent orders can never overbook. The insert branch fits by
 * construction (the caller refuses an order larger than a whole slot). Answers whether it fitted.
 */
export async function bookSlot(
  db: DbOrTx,
  restaurantId: number,
  deliveryTypeId: number,
  slotAt: Date,
  items: number,
  limits: SlotLimits,
): Promise<boolean> {
  const rows = await db
    .insert(slotBookings)
    .values({ restaurantId, deliveryTypeId, slotAt, orders: 1, items })
    .onConflictDoUpdate({
      target: [slotBookings.restaurantId, slotBookings.deliveryTypeId, slotBookings.slotAt],
      set: { orders: sql`${slotBookings.orders} + 1`, items: sql`${slotBookings.items} + ${items}` },
      setWhere: sql`(${limits.maxOrders}::int is null or ${slotBookings.orders} + 1 <= ${limits.maxOrders}::int)
        and (${limits.maxItems}::int is null or ${slotBookings.items} + ${items} <= ${limits.maxItems}::int)`,
    })
    .returning({ orders: slotBookings.orders });
  return rows.length > 0;
}

/** Gives a slot back (an order rejected by the restaurant), never below zero. */
export async function releaseSlot(
  db: DbOrTx,
  restaurantId: number,
  deliveryTypeId: number,
  slotAt: Date,
  items: number,
): Promise<void> {
  await db
    .update(slotBookings)
    .set({
      orders: sql`greatest(${slotBookings.orders} - 1, 0)`,
      items: sql`greatest(${slotBookings.items} - ${items}, 0)`,
    })
    .where(
      and(
        eq(slotBookings.restaurantId, restaurantId),
        eq(slotBookings.deliveryTypeId, deliveryTypeId),
        eq(slotBookings.slotAt, slotAt),
      ),
    );
}
