import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { deliveryZones, openingHours, paymentMethods, restaurantDeliveryTypes, restaurants } from '../../db/schema/restaurant.ts';

export type ZoneRow = typeof deliveryZones.$inferSelect;

export async function zonesOf(db: DbOrTx, restaurantId: number): Promise<ZoneRow[]> {
  return db.select().from(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId)).orderBy(asc(deliveryZones.postalCode));
}

export async function offeredTypeRows(db: DbOrTx, restaurantId: number) {
  return db
    .select()
    .from(restaurantDeliveryTypes)
    .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId))
    .orderBy(asc(restaurantDeliveryTypes.position));
}

/** Every zone replaced by the owner's list (zones are referenced by nothing: baskets keep the postal code). */
export async function replaceZones(tx: Tx, restaurantId: number, zones: Omit<typeof deliveryZones.$inferInsert, 'restaurantId'>[]) {
  await tx.delete(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId));
  if (zones.length) await tx.insert(deliveryZones).values(zones.map((zone) => ({ ...zone, restaurantId })));
}

export async function removeTypes(tx: Tx, restaurantId: number, typeIds: number[]) {
  if (!typeIds.length) return;
  await tx
    .delete(restaurantDeliveryTypes)
    .where(and(eq(restaurantDeliveryTypes.restaurantId, restaurantId), inArray(restaurantDeliveryTypes.deliveryTypeId, typeIds)));
}

export async function addTypes(tx: Tx, rows: (typeof restaurantDeliveryTypes.$inferInsert)[]) {
  if (rows.length) await tx.insert(restaurantDeliveryTypes).values(rows);
}

/** Opening hours of the given types (kept when a type is switched off, so switching it on again brings them back). */
export async function hoursOfTypes(db: DbOrTx, restaurantId: number, typeIds: number[]) {
  if (!typeIds.length) return [];
  return db
    .select()
    .from(openingHours)
    .where(and(eq(openingHours.restaurantId, restaurantId), inArray(openingHours.deliveryTypeId, typeIds)))
    .orderBy(asc(openingHours.weekday), asc(openingHours.openAt));
}

/** Payment methods that name a delivery type no longer offered (the import file refuses that too). */
export async function paymentMethodsLimitedTo(db: DbOrTx, restaurantId: number, kept: string[]) {
  const rows = await db
    .select({ method: paymentMethods.method, deliveryTypes: paymentMethods.deliveryTypes })
    .from(paymentMethods)
    .where(eq(paymentMethods.restaurantId, restaurantId));
  return rows.filter((row) => row.deliveryTypes?.some((type) => !kept.includes(type)));
}

export async function restaurantSettings(db: DbOrTx, restaurantId: number) {
  const [row] = await db
    .select({ settings: restaurants.settings, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}

export async function writeRestaurantSettings(tx: Tx, restaurantId: number, settings: (typeof restaurants.$inferSelect)['settings']) {
  await tx.update(restaurants).set({ settings }).where(eq(restaurants.id, restaurantId));
}

