import { useMemo, useState } from 'react';
import { itemDetailProblem } from '@tavola/domain/attributes/item-details';
import { checkProductDate } from '@tavola/domain/time/product-date';
import { lastOrderDate } from '@tavola/domain/time/order-window';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { useBasket } from '../../../api/basket.ts';
import { useRestaurantInfo } from '../../../api/restaurant-info.ts';
import { deliveryScheduleOf } from '../../../api/restaurant-schedule.ts';
import type { Product } from '../api/get-products.ts';

export type PersonDetailsProblem = 'name_is_required' | 'date_is_required' | 'product_not_available_for_date';

/**
 * Event mode's person name and date for one unit of a product (spec §5), when its
 * additional_info_config asks for them. Values are trimmed; the date must pass the product-date
 * rule of packages/domain (today or later, not after the latest order date of the basket's
 * delivery type, on a happy-hour weekday). `itemDetails` is what the basket call carries.
 */
export function usePersonDetails(product: Product) {
  const config = product.additional_info_config;
  const asks = config.name || config.date;
  const info = useRestaurantInfo().data;
  const basket = useBasket().data;
  const [fullName, setFullName] = useState('');
  const [date, setDate] = useState('');
  const now = useMemo(() => new Date(), []);

  const type = basket?.deliveryType ?? info?.deliveryTypes[0]?.name ?? null;
  const schedule = info && type ? deliveryScheduleOf(info, type) : null;
  const bounds = schedule
    ? { min: toLocalMoment(now, schedule.timeZone).date, max: lastOrderDate(now, schedule) }
    : null;
  const entry = { fullName: fullName.trim(), date: date.trim() };

  let problem: PersonDetailsProblem | null = asks ? itemDetailProblem(config, [entry], 1) : null;
  if (!problem && config.date && schedule) {
    const windows = product.happyHours.map((window) => ({
      weekday: window.weekday_id,
      start: window.start_date,
      end: window.end_date,
    }));
    if (!checkProductDate(entry.date, now, schedule, windows).ok) problem = 'product_not_available_for_date';
  }

  return {
    asks,
    config,
    fullName,
    setFullName,
    date,
    setDate,
    bounds,
    problem,
    /** The line's extraInfo for basket/add: one person entry for the one unit added. */
    extraInfo: asks
      ? {
          itemDetails: [
            { ...(config.name ? { fullName: entry.fullName } : {}), ...(config.date ? { date: entry.date } : {}) },
          ],
        }
      : undefined,
  };
}

export type PersonDetails = ReturnType<typeof usePersonDetails>;
