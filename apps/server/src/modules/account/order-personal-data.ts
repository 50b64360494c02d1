import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import type { PersonalDataOwner, PersonalDataSource } from './personal-data.ts';

const decimal = (cents: number) => cents / 100;

async function customerOrderIds(db: DbOrTx, owner: PersonalDataOwner): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, owner.restaurantId), eq(orders.customerId, owner.userId)));
  return rows.map((r) => r.id);
}

/**
 * The customer's orders and baskets. Orders stay with the restaurant after the account is deleted
 * (bookkeeping), but without what identifies the customer: the contact details given at checkout
 * (user_details: name, phone, e-mail, address) and the per-line notes and person details are
 * removed, and the link to the account goes. The postal code stays: it only names a delivery area
 * and the delivery fee was computed from it.
 */
export const ordersPersonalData: PersonalDataSource = {
  name: 'orders',
  async collect(db, owner) {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, owner.restaurantId), eq(orders.customerId, owner.userId)))
      .orderBy(asc(orders.createdAt));
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.restaurantId, owner.restaurantId),
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(orderLines.position));
    return rows.map((order) => ({
      order_id: order.publicId,
      number: order.number,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      delivery_type: order.deliveryTypeId,
      delivery_time: order.deliveryLocal,
      postal_code: order.postalCode,
      user_details: order.userDetails,
      payment_type: order.paymentType,
      total_price: decimal(order.totalCents),
      shipping_price: decimal(order.shippingCents),
      tip: decimal(order.tipCents),
      currency: order.currency,
      products: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          name: line.name,
          quantity: line.quantity,
          total: decimal(line.totalCents),
          extra_info: line.extraInfo,
        })),
    }));
  },
  async erase(tx, owner) {
    const ids = await customerOrderIds(tx, owner);
    if (ids.length > 0) {
      await tx
        .update(orderLines)
        .set({ extraInfo: null })
        .where(and(eq(orderLines.restaurantId, owner.restaurantId), inArray(orderLines.orderId, ids)));
      await tx
        .update(orders)
        .set({ userDetails: null, customerId: null })
        .where(and(eq(orders.restaurantId, owner.restaurantId), inArray(orders.id, ids)));
    }
    await tx
      .update(baskets)
      .set({ userInfo: null, customerId: null, revision: sql`${baskets.revision} + 1` })
      .where(and(eq(baskets.restaurantId, owner.restaurantId), eq(baskets.customerId, owner.userId)));
  },
};
