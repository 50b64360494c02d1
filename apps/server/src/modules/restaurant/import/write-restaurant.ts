import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_SLOT_STEP_MINUTES } from '@tavola/domain/limits';
import { amountToCents } from '@tavola/domain/pricing/money';
import { DELIVERY_TYPE_IDS, vatRateToBasisPoints, WEEKDAY_NAMES, type RestaurantImport } from '@tavola/domain/schemas/restaurant-import';
import type { Tx } from '../../../db/client.ts';
import {
  closePeriods,
  deliveryZones,
  informationPages,
  legalPages,
  openingHours,
  paymentMethods,
  restaurantDeliveryTypes,
  restaurants,
  restaurantTables,
  ticketTimes,
  vouchers,
} from '../../../db/schema/restaurant.ts';
import { writeSlotLimits } from '../slot-limits-repo.ts';
import { imageUrl } from './image-files.ts';
import { takeExcluded } from './upsert-helpers.ts';

/** Validated amounts always convert; a null here would be a schema bug. */
export function cents(amount: number): number {
  const value = amountToCents(amount);
  if (value === null) throw new RangeError(`not an amount: ${amount}`);
  return value;
}

export const weekdayNumber = (day: (typeof WEEKDAY_NAMES)[number]) => WEEKDAY_NAMES.indexOf(day);

/** The client id is unique across restaurants: another restaurant holding it makes the file invalid. */
export async function publicClientTakenBy(tx: Tx, file: RestaurantImport): Promise<string | null> {
  const [other] = await tx
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.publicClientId, file.restaurant.publicClient.clientId),
        ne(restaurants.slug, file.restaurant.slug),
      ),
    )
    .limit(1);
  return other?.slug ?? null;
}

/** Inserts or updates the restaurant row by slug and bumps its menu version; returns its id. */
export async function upsertRestaurant(tx: Tx, file: RestaurantImport): Promise<{ id: number; created: boolean }> {
  const r = file.restaurant;
  const [row] = await tx
    .insert(restaurants)
    .values({
      slug: r.slug,
      name: r.name,
      lang: r.lang,
      currency: r.currency,
      vatDefaultRateBp: r.vat === undefined ? null : vatRateToBasisPoints(r.vat.defaultRate),
      timeZone: r.timeZone,
      publicClientId: r.publicClient.clientId,
      publicClientSecret: r.publicClient.clientSecret,
      closed: r.settings.closed,
      closeMessage: r.settings.closeMessage ?? null,
      contact: r.contact,
      social: r.social,
      theme: {
        ...r.theme,
        logo: imageUrl(r.slug, r.theme.logo) ?? undefined,
        mainImage: imageUrl(r.slug, r.theme.mainImage) ?? undefined,
      },
      modes: r.modes,
      settings: r.settings,
      personalInformationFields: file.personalInformationFields,
    })
    .onConflictDoUpdate({
      target: restaurants.slug,
      set: {
        ...takeExcluded(restaurants, ['menuVersion']),
        menuVersion: sql`${restaurants.menuVersion} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: restaurants.id, createdAt: restaurants.createdAt, updatedAt: restaurants.updatedAt });
  if (!row) throw new Error('restaurant upsert returned no row');
  return { id: row.id, created: row.createdAt.getTime() === row.updatedAt.getTime() };
}

/**
 * Delivery types, their opening hours and the close periods: replaced as a whole (nothing points at them).
 * Slot limits only where the file names them: limits set before the file had the field stay.
 */
export async function writeSchedule(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  await tx.delete(restaurantDeliveryTypes).where(eq(restaurantDeliveryTypes.restaurantId, restaurantId));
  await tx.delete(openingHours).where(eq(openingHours.restaurantId, restaurantId));
  await tx.delete(closePeriods).where(eq(closePeriods.restaurantId, restaurantId));

  await tx.insert(restaurantDeliveryTypes).values(
    file.deliveryTypes.map((type, position) => ({
      restaurantId,
      deliveryTypeId: DELIVERY_TYPE_IDS[type.type],
      name: type.type,
      leadMinutes: type.leadMinutes,
      availableDays: type.availableDays,
      asap: type.asap,
      slotStepMinutes: type.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES,
      position,
    })),
  );
  const hours = file.deliveryTypes.flatMap((type) =>
    type.openingHours.map((window) => ({
      restaurantId,
      deliveryTypeId: DELIVERY_TYPE_IDS[type.type],
      weekday: weekdayNumber(window.day),
      openAt: window.from,
      closeAt: window.until,
    })),
  );
  if (hours.length) await tx.insert(openingHours).values(hours);
  for (const type of file.deliveryTypes) {
    if (type.slotLimits) await writeSlotLimits(tx, restaurantId, DELIVERY_TYPE_IDS[type.type], type.slotLimits);
  }
  if (file.closePeriods.length) {
    await tx.insert(closePeriods).values(
      file.closePeriods.map((period) => ({
        restaurantId,
        fromDate: period.from,
        untilDate: period.until,
        message: period.message ?? null,
      })),
    );
  }
}

/** Delivery zones, payment methods, legal and information pages: upserted by their natural key. */
export async function writeOrderingSettings(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  const zones = file.deliveryZones.map((zone) => ({
    restaurantId,
    postalCode: zone.postalCode,
    city: zone.city ?? null,
    feeCents: cents(zone.fee),
    minimumOrderCents: cents(zone.minimumOrder),
    freeDeliveryFromCents: zone.freeDeliveryFrom === undefined ? null : cents(zone.freeDeliveryFrom),
  }));
  if (zones.length) {
    await tx
      .insert(deliveryZones)
      .values(zones)
      .onConflictDoUpdate({
        target: [deliveryZones.restaurantId, deliveryZones.postalCode],
        set: takeExcluded(deliveryZones),
      });
  }
  await tx.delete(deliveryZones).where(
    and(
      eq(deliveryZones.restaurantId, restaurantId),
      notInArray(
        deliveryZones.postalCode,
        zones.map((z) => z.postalCode),
      ),
    ),
  );

  await tx
    .insert(paymentMethods)
    .values(
      file.paymentMethods.map((method, position) => ({
        restaurantId,
        method: method.method,
        label: method.label,
        deliveryTypes: method.deliveryTypes ?? null,
        configKeys: method.configKeys,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [paymentMethods.restaurantId, paymentMethods.method],
      set: takeExcluded(paymentMethods),
    });
  await tx.delete(paymentMethods).where(
    and(
      eq(paymentMethods.restaurantId, restaurantId),
      notInArray(
        paymentMethods.method,
        file.paymentMethods.map((m) => m.method),
      ),
    ),
  );

  const legal = (
    [
      ['about_us', file.legal.aboutUs],
      ['privacy_policy', file.legal.privacyPolicy],
      ['imprint', file.legal.imprint],
      ['terms_and_conditions', file.legal.termsAndConditions],
    ] as const
  ).flatMap(([kind, body]) => (body === undefined ? [] : [{ restaurantId, kind, body }]));
  if (legal.length) {
    await tx
      .insert(legalPages)
      .values(legal)
      .onConflictDoUpdate({ target: [legalPages.restaurantId, legalPages.kind], set: takeExcluded(legalPages) });
  }
  await tx.delete(legalPages).where(
    and(
      eq(legalPages.restaurantId, restaurantId),
      notInArray(
        legalPages.kind,
        legal.map((l) => l.kind),
      ),
    ),
  );

  if (file.informationPages.length) {
    await tx
      .insert(informationPages)
      .values(
        file.informationPages.map((page, position) => ({
          restaurantId,
          key: page.key,
          title: page.title,
          body: page.body,
          priority: page.priority ?? null,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [informationPages.restaurantId, informationPages.key],
        set: takeExcluded(informationPages),
      });
  }
  await tx.delete(informationPages).where(
    and(
      eq(informationPages.restaurantId, restaurantId),
      notInArray(
        informationPages.key,
        file.informationPages.map((p) => p.key),
      ),
    ),
  );
}

/** Tables, vouchers and ticket times are referenced by baskets and orders: archived, never deleted. */
export async function writeReferencedSettings(tx: Tx, restaurantId: number, file: RestaurantImport): Promise<void> {
  if (file.tables.length) {
    await tx
      .insert(restaurantTables)
      .values(
        file.tables.map((table, position) => ({
          restaurantId,
          key: table.key,
          name: table.name,
          capacity: table.capacity,
          area: table.area ?? null,
          reservable: table.reservable,
          qrCode: table.qrCode ?? null,
          position,
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [restaurantTables.restaurantId, restaurantTables.key],
        set: takeExcluded(restaurantTables),
      });
  }
  await tx
    .update(restaurantTables)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        isNull(restaurantTables.archivedAt),
        notInArray(
          restaurantTables.key,
          file.tables.map((t) => t.key),
        ),
      ),
    );

  const codes = file.vouchers.map((v) => v.code.toUpperCase());
  if (file.vouchers.length) {
    await tx
      .insert(vouchers)
      .values(
        file.vouchers.map((voucher) => ({
          restaurantId,
          code: voucher.code.toUpperCase(),
          kind: voucher.kind,
          amountCents: voucher.kind === 'fixed' ? cents(voucher.value) : null,
          // percent values have at most two decimals, so value × 100 is exact in basis points
          percentBasisPoints: voucher.kind === 'percent' ? cents(voucher.value) : null,
          validFrom: voucher.validFrom ?? null,
          validUntil: voucher.validUntil ?? null,
          usageLimit: voucher.usageLimit,
          minimumOrderCents: cents(voucher.minimumOrder),
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [vouchers.restaurantId, vouchers.code],
        set: takeExcluded(vouchers, ['timesUsed']),
      });
  }
  await tx
    .update(vouchers)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(vouchers.restaurantId, restaurantId), isNull(vouchers.archivedAt), notInArray(vouchers.code, codes)));

  if (file.ticketTimes.length) {
    await tx
      .insert(ticketTimes)
      .values(
        file.ticketTimes.map((slot) => ({
          restaurantId,
          key: slot.key,
          weekday: weekdayNumber(slot.day),
          time: slot.time,
          durationMinutes: slot.durationMinutes,
          capacity: slot.capacity,
          fromDate: slot.from ?? null,
          untilDate: slot.until ?? null,
          archivedAt: null,
        })),
      )
      .onConflictDoUpdate({ target: [ticketTimes.restaurantId, ticketTimes.key], set: takeExcluded(ticketTimes) });
  }
  await tx
    .update(ticketTimes)
    .set({ archivedAt: sql`now()` })
    .where(
      and(
        eq(ticketTimes.restaurantId, restaurantId),
        isNull(ticketTimes.archivedAt),
        notInArray(
          ticketTimes.key,
          file.ticketTimes.map((t) => t.key),
        ),
      ),
    );
}
