import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/menu.ts';
import { slotBookings } from '../../db/schema/order.ts';
import { vouchers } from '../../db/schema/restaurant.ts';
import { isRetryable } from '../../payments/payment-status.ts';
import { releaseSlot } from '../basket/slot-bookings-repo.ts';
import { selectOrderLines, type OrderLineRow, type OrderRow } from './order-repo.ts';
import { returnStock } from './stock-repo.ts';
import { uncountVoucherUse } from './voucher-usage-repo.ts';

/**
 * What an order holds from the moment it is placed: stock units, a voucher use, room in a slot.
 * They are given back exactly once — when the restaurant rejects the order, or when its online
 * payment ends without money (failed, canceled, expired) — and the order's own row says which:
 * an online order whose payment status is an ended one holds nothing. Callers lock the order row
 * (or change it with a guarded UPDATE) in the same transaction, so two paths never both give back.
 */
export function holdsAreHeld(order: Pick<OrderRow, 'status' | 'isOnlinePayment' | 'paymentStatus'>): boolean {
  if (order.status === 'rejected') return false;
  return !(order.isOnlinePayment && order.paymentStatus !== null && isRetryable(order.paymentStatus));
}

function unitsOf(lines: OrderLineRow[]): [number, number][] {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.productId !== null) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    for (const item of line.packageItems) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity * line.quantity);
  }
  // Products in id order: the same lock order as create-order's write.
  return [...units].sort((a, b) => a[0] - b[0]);
}

const itemsOf = (lines: OrderLineRow[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Gives back stock, the voucher use and the slot room of an order that still holds them. */
export async function releaseHolds(tx: Tx, order: OrderRow): Promise<void> {
  const lines = await selectOrderLines(tx, order.restaurantId, order.id);
  for (const [productId, count] of unitsOf(lines)) await returnStock(tx, order.restaurantId, productId, count);
  if (order.voucherId !== null) await uncountVoucherUse(tx, order.restaurantId, order.voucherId);
  if (order.slotAt !== null) await releaseSlot(tx, order.restaurantId, order.deliveryTypeId, order.slotAt, itemsOf(lines));
}

/** Why holds could not be taken again: a product sold out meanwhile, or the voucher used up. */
export type RetakeRefusal = { kind: 'stock'; productId: number; name: string } | { kind: 'voucher' };

class RetakeRefused extends Error {
  constructor(readonly refusal: RetakeRefusal) {
    super(`holds not taken again: ${refusal.kind}`);
  }
}

/**
 * Takes an order's holds again after its payment had ended (the guest tries again, or a provider
 * reports "paid" after all). Stock is taken with the same guard as create-order: what was sold
 * meanwhile is not sold twice. The voucher use is guarded only when `voucher: 'guarded'` (a new
 * attempt at the quoted price); for money already received it is counted whatever the limit, as is
 * the slot's room — the guest paid the price we quoted, only a dish cannot be served twice.
 * Runs in a savepoint: a refusal leaves nothing taken.
 */
export async function retakeHolds(
  tx: Tx,
  order: OrderRow,
  options: { voucher: 'guarded' | 'counted' },
): Promise<RetakeRefusal | null> {
  try {
    await tx.transaction(async (inner) => {
      const lines = await selectOrderLines(inner, order.restaurantId, order.id);
      for (const [productId, count] of unitsOf(lines)) {
        const taken = await inner
          .update(products)
          .set({ stock: sql`${products.stock} - ${count}` })
          .where(and(eq(products.restaurantId, order.restaurantId), eq(products.id, productId), isNotNull(products.stock), sql`${products.stock} >= ${count}`))
          .returning({ id: products.id });
        if (taken.length) continue;
        const [row] = await inner
          .select({ stock: products.stock, name: products.name })
          .from(products)
          .where(and(eq(products.restaurantId, order.restaurantId), eq(products.id, productId)));
        // Unlimited (or removed from the menu): nothing to take.
        if (!row || row.stock === null) continue;
        const name = lines.find((line) => line.productId === productId)?.name ?? row.name;
        throw new RetakeRefused({ kind: 'stock', productId, name });
      }
      if (order.voucherId !== null) {
        const guard = options.voucher === 'guarded' ? sql`(${vouchers.usageLimit} is null or ${vouchers.timesUsed} < ${vouchers.usageLimit})` : sql`true`;
        const used = await inner
          .update(vouchers)
          .set({ timesUsed: sql`${vouchers.timesUsed} + 1` })
          .where(and(eq(vouchers.restaurantId, order.restaurantId), eq(vouchers.id, order.voucherId), guard))
          .returning({ id: vouchers.id });
        if (!used.length && options.voucher === 'guarded') throw new RetakeRefused({ kind: 'voucher' });
      }
      if (order.slotAt !== null) {
        const items = itemsOf(lines);
        await inner
          .insert(slotBookings)
          .values({ restaurantId: order.restaurantId, deliveryTypeId: order.deliveryTypeId, slotAt: order.slotAt, orders: 1, items })
          .onConflictDoUpdate({
            target: [slotBookings.restaurantId, slotBookings.deliveryTypeId, slotBookings.slotAt],
            set: { orders: sql`${slotBookings.orders} + 1`, items: sql`${slotBookings.items} + ${items}` },
          });
      }
    });
    return null;
  } catch (error) {
    if (error instanceof RetakeRefused) return error.refusal;
    throw error;
  }
}
