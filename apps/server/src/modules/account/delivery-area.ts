import { eq } from 'drizzle-orm';
import { shippingForPostalCode } from '@tavola/domain/pricing/shipping-zones';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryZones } from '../../db/schema/restaurant.ts';

/**
 * Whether the restaurant delivers to a postal code: the address book says so when saving (the
 * address stays usable for pickup, and the delivery area is checked again at every order).
 */
export async function deliversTo(db: DbOrTx, restaurantId: number, postalCode: string): Promise<boolean> {
  return (await deliveryAreaOf(db, restaurantId))(postalCode);
}

/** The test above for many postal codes with one query (the address list). */
export async function deliveryAreaOf(db: DbOrTx, restaurantId: number): Promise<(postalCode: string) => boolean> {
  const zones = await db.select().from(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId));
  return (postalCode) => shippingForPostalCode(zones, postalCode) !== null;
}
