import { asc, eq } from 'drizzle-orm';
import type { DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods, restaurantDeliveryTypes } from '../../db/schema/restaurant.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function offeredDeliveryTypes(db: DbOrTx, restaurantId: number): Promise<DeliveryTypeName[]> {
  const rows = await db
    .select({ name: restaurantDeliveryTypes.name })
    .from(restaurantDeliveryTypes)
    .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId))
    .orderBy(asc(restaurantDeliveryTypes.position));
  return rows.map((row) => row.name as DeliveryTypeName);
}

export function paymentMethodRows(db: DbOrTx, restaurantId: number): Promise<PaymentMethodRow[]> {
  return db.select().from(paymentMethods).where(eq(paymentMethods.restaurantId, restaurantId)).orderBy(asc(paymentMethods.position));
}

/** Replaces the restaurant's methods with these (in this order); the caller holds the section's lock. */
export async function replacePaymentMethods(
  db: DbOrTx,
  restaurantId: number,
  rows: Omit<PaymentMethodRow, 'id' | 'restaurantId' | 'position'>[],
): Promise<void> {
  await db.delete(paymentMethods).where(eq(paymentMethods.restaurantId, restaurantId));
  if (rows.length === 0) return;
  await db.insert(paymentMethods).values(
    rows.map((row, position) => ({ method: row.method, label: row.label, deliveryTypes: row.deliveryTypes, configKeys: row.configKeys, restaurantId, position })),
  );
}
