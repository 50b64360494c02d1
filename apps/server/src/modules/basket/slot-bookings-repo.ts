import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { slotBookings } from '../../db/schema/order.ts';
import type { SlotUsage } from '@tavola/domain/tickets/slot-capacity';

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
