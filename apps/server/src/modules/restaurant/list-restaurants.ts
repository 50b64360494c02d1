import { centsToAmount } from '@tavola/domain/pricing/money';
import type { DeliveryTypeName } from '@tavola/domain/schemas/restaurant-import';
import type { RestaurantSummary } from '@tavola/domain/schemas/restaurant-info';
import { isOpenNow } from '@tavola/domain/time/opening-hours';
import type { DbOrTx } from '../../db/client.ts';
import { closePeriodsOf, deliveryTypesOf, deliveryZonesOf, listRestaurants, openingHoursOf } from './repo.ts';
import { formatAddress } from './restaurant-info.ts';
import { localToday, scheduleFromRows } from './schedule.ts';

export interface RestaurantFilter {
  postalCode?: string;
  deliveryTypeId?: 1 | 2 | 3;
  status: 'open' | 'closed' | 'all';
  limit: number;
}

/**
 * GET api/restaurant: the restaurants offering the delivery type, delivering to the postal code
 * (delivery zones) and open or closed right now, as asked. The directory is small (one row per
 * restaurant of this installation), so it is filtered in memory.
 */
export async function findRestaurants(db: DbOrTx, filter: RestaurantFilter, now: Date): Promise<RestaurantSummary[]> {
  const postalCode = filter.postalCode?.trim();
  const found: RestaurantSummary[] = [];
  for (const restaurant of await listRestaurants(db)) {
    if (found.length >= filter.limit) break;
    const [types, hours, periods, zones] = await Promise.all([
      deliveryTypesOf(db, restaurant.id),
      openingHoursOf(db, restaurant.id),
      closePeriodsOf(db, restaurant.id, localToday(now, restaurant.timeZone)),
      postalCode === undefined ? Promise.resolve([]) : deliveryZonesOf(db, restaurant.id),
    ]);
    const askedTypes = filter.deliveryTypeId ? types.filter((t) => t.deliveryTypeId === filter.deliveryTypeId) : types;
    if (askedTypes.length === 0) continue;
    const zone = postalCode === undefined ? null : zones.find((z) => z.postalCode === postalCode);
    if (postalCode !== undefined && !zone) continue;
    const isOpen = askedTypes.some((type) => {
      const schedule = scheduleFromRows(restaurant, type.deliveryTypeId, types, hours, periods);
      return schedule !== null && isOpenNow(now, schedule);
    });
    if ((filter.status === 'open' && !isOpen) || (filter.status === 'closed' && isOpen)) continue;
    found.push({
      id: restaurant.id,
      slug: restaurant.slug,
      name: restaurant.name,
      logo: restaurant.theme.logo ?? null,
      address: formatAddress(restaurant.contact),
      closed: restaurant.closed,
      is_open: isOpen,
      deliveryTypes: types.map((t) => ({ id: t.deliveryTypeId as 1 | 2 | 3, name: t.name as DeliveryTypeName })),
      shipping: zone
        ? { fee: centsToAmount(zone.feeCents), minimum_order: centsToAmount(zone.minimumOrderCents) }
        : null,
    });
  }
  return found;
}
