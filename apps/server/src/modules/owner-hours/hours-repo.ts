import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SLOT_STEP_MINUTES, isSlotStep } from '@tavola/domain/limits';
import { DELIVERY_TYPE_IDS, DELIVERY_TYPE_NAMES, WEEKDAY_NAMES } from '@tavola/domain/schemas/restaurant-import';
import type { HoursDeliveryType, HoursValue } from '@tavola/domain/schemas/owner-hours';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { closePeriods, openingHours, restaurantDeliveryTypes, restaurants } from '../../db/schema/restaurant.ts';
import { slotLimitsOf, writeSlotLimits } from '../restaurant/slot-limits-repo.ts';

const NO_LIMITS = { maxOrders: null, maxItems: null };
const nameOf = (id: number) => DELIVERY_TYPE_NAMES.find((name) => DELIVERY_TYPE_IDS[name] === id);
/** Monday first, as owners read a week; stored weekdays are 0 = Sunday. */
const weekOrder = (weekday: number) => (weekday + 6) % 7;

/** The hours section as stored: every offered delivery type in the restaurant's order, and all close periods. */
export async function readHours(db: DbOrTx, restaurantId: number): Promise<HoursValue | null> {
  const [restaurant] = await db.select({ timeZone: restaurants.timeZone }).from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!restaurant) return null;
  const [types, hours, periods, limits] = await Promise.all([
    db
      .select()
      .from(restaurantDeliveryTypes)
      .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId))
      .orderBy(asc(restaurantDeliveryTypes.position)),
    db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)).orderBy(asc(openingHours.id)),
    db.select().from(closePeriods).where(eq(closePeriods.restaurantId, restaurantId)).orderBy(asc(closePeriods.fromDate), asc(closePeriods.id)),
    slotLimitsOf(db, restaurantId),
  ]);
  const deliveryTypes: HoursDeliveryType[] = [];
  for (const type of types) {
    const name = nameOf(type.deliveryTypeId);
    if (!name) continue;
    deliveryTypes.push({
      type: name,
      leadMinutes: type.leadMinutes,
      availableDays: type.availableDays,
      asap: type.asap,
      // The default stays unsaid, as in an import file that names no step (the column's check keeps it a choice).
      ...(type.slotStepMinutes !== DEFAULT_SLOT_STEP_MINUTES && isSlotStep(type.slotStepMinutes) ? { slotStepMinutes: type.slotStepMinutes } : {}),
      openingHours: hours
        .filter((row) => row.deliveryTypeId === type.deliveryTypeId)
        .sort((a, b) => weekOrder(a.weekday) - weekOrder(b.weekday) || a.openAt.localeCompare(b.openAt))
        .map((row) => ({ day: WEEKDAY_NAMES[row.weekday] ?? 'monday', from: row.openAt, until: row.closeAt })),
      slotLimits: limits.get(type.deliveryTypeId) ?? NO_LIMITS,
    });
  }
  return {
    timeZone: restaurant.timeZone,
    deliveryTypes,
    closePeriods: periods.map((period) => ({
      from: period.fromDate,
      until: period.untilDate,
      ...(period.message ? { message: period.message } : {}),
    })),
  };
}

/** The delivery types the restaurant offers, by id. */
export async function offeredTypeIds(db: DbOrTx, restaurantId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: restaurantDeliveryTypes.deliveryTypeId })
    .from(restaurantDeliveryTypes)
    .where(eq(restaurantDeliveryTypes.restaurantId, restaurantId));
  return new Set(rows.map((row) => row.id));
}

/** Writes the given delivery types' schedules (others keep theirs) and replaces the close periods. */
export async function writeHours(
  tx: Tx,
  restaurantId: number,
  value: { deliveryTypes: HoursDeliveryType[]; closePeriods: HoursValue['closePeriods'] },
): Promise<void> {
  const ids = value.deliveryTypes.map((type) => DELIVERY_TYPE_IDS[type.type]);
  if (ids.length) {
    await tx
      .delete(openingHours)
      .where(and(eq(openingHours.restaurantId, restaurantId), inArray(openingHours.deliveryTypeId, ids)));
  }
  for (const type of value.deliveryTypes) {
    const deliveryTypeId = DELIVERY_TYPE_IDS[type.type];
    await tx
      .update(restaurantDeliveryTypes)
      .set({
        leadMinutes: type.leadMinutes,
        availableDays: type.availableDays,
        asap: type.asap,
        slotStepMinutes: type.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES,
      })
      .where(and(eq(restaurantDeliveryTypes.restaurantId, restaurantId), eq(restaurantDeliveryTypes.deliveryTypeId, deliveryTypeId)));
    if (type.openingHours.length) {
      await tx.insert(openingHours).values(
        type.openingHours.map((window) => ({
          restaurantId,
          deliveryTypeId,
          weekday: WEEKDAY_NAMES.indexOf(window.day),
          openAt: window.from,
          closeAt: window.until,
        })),
      );
    }
    await writeSlotLimits(tx, restaurantId, deliveryTypeId, type.slotLimits);
  }
  await tx.delete(closePeriods).where(eq(closePeriods.restaurantId, restaurantId));
  if (value.closePeriods.length) {
    await tx.insert(closePeriods).values(
      value.closePeriods.map((period) => ({
        restaurantId,
        fromDate: period.from,
        untilDate: period.until,
        message: period.message ?? null,
      })),
    );
  }
}
