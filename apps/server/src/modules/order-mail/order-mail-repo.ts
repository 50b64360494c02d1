import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/account.ts';
import { orders } from '../../db/schema/order.ts';
import { restaurants, type RestaurantContact } from '../../db/schema/restaurant.ts';

export interface OrderMailContext {
  restaurantName: string;
  contact: RestaurantContact;
  /** The logged-in customer who placed the order, if any. */
  customer: { email: string; name: string } | null;
}

/** The restaurant's name and contact, and the ordering customer's account, for one order. */
export async function findOrderMailContext(db: DbOrTx, restaurantId: number, orderId: string): Promise<OrderMailContext | null> {
  const [row] = await db
    .select({
      restaurantName: restaurants.name,
      contact: restaurants.contact,
      customerEmail: users.email,
      customerName: users.name,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(users, and(eq(users.id, orders.customerId), eq(users.restaurantId, orders.restaurantId)))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.publicId, orderId)))
    .limit(1);
  if (!row) return null;
  return {
    restaurantName: row.restaurantName,
    contact: row.contact,
    customer: row.customerEmail ? { email: row.customerEmail, name: row.customerName ?? '' } : null,
  };
}
