import type { DeliveryTimeRow, RestaurantInfo } from '@tavola/domain/schemas/restaurant-info';
import type { DeliverySchedule } from '@tavola/domain/time/delivery-schedule';
import type { DeliveryType } from '@tavola/domain/schemas/basket';

/** Which opening-hours list of the restaurant answer belongs to which delivery type. */
const HOURS_FIELD: Record<DeliveryType, 'restaurantAvailableTimes' | 'restaurantTakeawayTimes' | 'hereTimes'> = {
  delivery: 'restaurantAvailableTimes',
  pickup: 'restaurantTakeawayTimes',
  here: 'hereTimes',
};

export function openingRowsOf(info: RestaurantInfo, type: DeliveryType): DeliveryTimeRow[] {
  return info[HOURS_FIELD[type]];
}

/**
 * The restaurant answer as the delivery-time rules of packages/domain/time take it; null when the
 * restaurant does not offer the type. The rules themselves (slots, earliest time) stay in domain.
 */
export function deliveryScheduleOf(info: RestaurantInfo, type: DeliveryType): DeliverySchedule | null {
  const leadMinutes = info[`${type}_hours`];
  const availableDays = info[`${type}_available_days`];
  if (leadMinutes === null || availableDays === null) return null;
  return {
    timeZone: info.timeZone,
    leadMinutes,
    availableDays,
    slotStepMinutes: info[`${type}_slot_step`],
    hours: openingRowsOf(info, type).map((row) => ({
      weekday: row.weekday,
      openAt: row.open_at,
      closeAt: row.close_at,
    })),
    closePeriods: info.restaurant_close_times.map((period) => ({ start: period.start, end: period.end })),
    closedFlag: info.closed,
    pausedUntil: info.ordering_paused_until,
  };
}
