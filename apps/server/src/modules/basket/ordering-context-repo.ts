import { and, asc, eq } from 'drizzle-orm';
import { selectBreakPatterns } from '../manager/break-patterns-repo.ts';
import { selectPrinters } from '../printers/print-jobs-repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import { slotLimits } from '../../db/schema/order.ts';
import {
  closePeriods,
  deliveryZones,
  openingHours,
  paymentMethods,
  restaurantDeliveryTypes,
  restaurants,
  ticketTimes,
} from '../../db/schema/restaurant.ts';
import { isNull } from 'drizzle-orm';

/** The restaurant settings every basket and order rule reads, in one set of queries. */
export async function loadOrderingRows(db: DbOrTx, restaurantId: number) {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  if (!restaurant) return null;
  const [types, hours, periods, zones, methods, tickets, limits, breaks, printers] = await Promise.all([
    db
      .select()
      .from(restaurantDeliveryTypes)
      .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId))
      .orderBy(asc(restaurantDeliveryTypes.position)),
    db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
    db.select().from(closePeriods).where(eq(closePeriods.restaurantId, restaurantId)),
    db.select().from(deliveryZones).where(eq(deliveryZones.restaurantId, restaurantId)),
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.restaurantId, restaurantId))
      .orderBy(asc(paymentMethods.position)),
    db
      .select()
      .from(ticketTimes)
      .where(and(eq(ticketTimes.restaurantId, restaurantId), isNull(ticketTimes.archivedAt))),
    db.select().from(slotLimits).where(eq(slotLimits.restaurantId, restaurantId)),
    selectBreakPatterns(db, restaurantId, { runningOnly: true }),
    selectPrinters(db, restaurantId),
  ]);
  return { restaurant, types, hours, periods, zones, methods, tickets, limits, breaks, printers };
}

export type OrderingRows = NonNullable<Awaited<ReturnType<typeof loadOrderingRows>>>;
