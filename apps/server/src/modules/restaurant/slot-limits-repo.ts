import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { slotLimits } from '../../db/schema/order.ts';

export interface SlotLimitsValue {
  maxOrders: number | null;
  maxItems: number | null;
}

/** The slot limits per delivery type id (1 delivery, 2 pickup, 3 here); a type without a row has none. */
export async function slotLimitsOf(db: DbOrTx, restaurantId: number): Promise<Map<number, SlotLimitsValue>> {
  const rows = await db.select().from(slotLimits).where(eq(slotLimits.restaurantId, restaurantId));
  return new Map(rows.map((row) => [row.deliveryTypeId, { maxOrders: row.maxOrders, maxItems: row.maxItems }]));
}

/** Sets a delivery type's slot limits; no limit at all removes the row (the rules read "no row" as unlimited). */
export async function writeSlotLimits(tx: Tx, restaurantId: number, deliveryTypeId: number, limits: SlotLimitsValue): Promise<void> {
  if (limits.maxOrders === null && limits.maxItems === null) {
    await tx
      .delete(slotLimits)
      .where(and(eq(slotLimits.restaurantId, restaurantId), eq(slotLimits.deliveryTypeId, deliveryTypeId)));
    return;
  }
  await tx
    .insert(slotLimits)
    .values({ restaurantId, deliveryTypeId, ...limits })
    .onConflictDoUpdate({ target: [slotLimits.restaurantId, slotLimits.deliveryTypeId], set: limits });
}
