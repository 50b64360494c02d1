import { and, asc, eq, isNull, ne, or, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  closePeriods,
  deliveryZones,
  informationPages,
  legalPages,
  openingHours,
  paymentMethods,
  restaurantDeliveryTypes,
  restaurants,
  ticketTimes,
} from '../../db/schema/restaurant.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type DeliveryTypeRow = typeof restaurantDeliveryTypes.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
export type ClosePeriodRow = typeof closePeriods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type TicketTimeRow = typeof ticketTimes.$inferSelect;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

export async function findRestaurantById(db: DbOrTx, id: number): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return row ?? null;
}

export async function findRestaurantBySlug(db: DbOrTx, slug: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row ?? null;
}

export async function listRestaurants(db: DbOrTx): Promise<RestaurantRow[]> {
  return db.select().from(restaurants).orderBy(asc(restaurants.name), asc(restaurants.id));
}

export async function deliveryTypesOf(db: DbOrTx, restaurantId: number): Promise<DeliveryTypeRow[]> {
  return db
    .select()
    .from(restaurantDeliveryTypes)
    .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId))
    .orderBy(asc(restaurantDeliveryTypes.position));
}

export async function openingHoursOf(db: DbOrTx, restaurantId: number): Promise<OpeningHoursRow[]> {
  return db
    .select()
    .from(openingHours)
    .where(eq(openingHours.restaurantId, restaurantId))
    .orderBy(asc(openingHours.deliveryTypeId), asc(openingHours.weekday), asc(openingHours.openAt));
}

/** Close periods that have not ended before `today` ('YYYY-MM-DD', restaurant-local). */
export async function closePeriodsOf(db: DbOrTx, restaurantId: number, today: string): Promise<ClosePeriodRow[]> {
  return db
    .select()
    .from(closePeriods)
    .where(and(eq(closePeriods.restaurantId, restaurantId), gte(closePeriods.untilDate, today)))
    .orderBy(asc(closePeriods.fromDate));
}

export async function paymentMethodsOf(db: DbOrTx, restaurantId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.restaurantId, restaurantId))
    .orderBy(asc(paymentMethods.position));
}

/** Active ticket times whose date range has not ended before `today`. */
export async function ticketTimesOf(db: DbOrTx, restaurantId: number, today: string): Promise<TicketTimeRow[]> {
  return db
    .select()
    .from(ticketTimes)
    .where(
      and(
        eq(ticketTimes.restaurantId, restaurantId),
        isNull(ticketTimes.archivedAt),
        or(isNull(ticketTimes.untilDate), gte(ticketTimes.untilDate, today)),
      ),
    )
    .orderBy(asc(ticketTimes.weekday), asc(ticketTimes.time));
}

export async function deliveryZonesOf(db: DbOrTx, restaurantId: number): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.restaurantId, restaurantId))
    .orderBy(asc(deliveryZones.postalCode));
}

/** The kinds of legal text the restaurant has written (a blank one is none), without their bodies. */
export async function legalTextKindsOf(db: DbOrTx, restaurantId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: legalPages.kind })
    .from(legalPages)
    .where(and(eq(legalPages.restaurantId, restaurantId), ne(legalPages.body, '')));
  return rows.map((row) => row.kind);
}

export async function legalPagesOf(db: DbOrTx, restaurantId: number) {
  return db
    .select({ kind: legalPages.kind, body: legalPages.body })
    .from(legalPages)
    .where(eq(legalPages.restaurantId, restaurantId));
}

export async function informationPagesOf(db: DbOrTx, restaurantId: number) {
  return db
    .select({
      id: informationPages.id,
      title: informationPages.title,
      body: informationPages.body,
      priority: informationPages.priority,
    })
    .from(informationPages)
    .where(eq(informationPages.restaurantId, restaurantId))
    .orderBy(asc(informationPages.priority), asc(informationPages.position));
}
