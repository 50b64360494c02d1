import type { DeliverySchedule } from './delivery-schedule.ts';
import { nextValidTime, type ValidTime } from './delivery-slots.ts';
import { isOpenNow } from './opening-hours.ts';

/**
 * Whether 'as soon as possible' can be ordered now, and if not, the time to offer instead
 * (issue 26 item 17): a guest who finds the shop closed or paused is offered "opens 11:30 — order
 * for 11:30?" up front instead of picking 'as soon as possible' and being refused at the last step.
 * The server refuses ASAP with restaurant_closed on the same rule and names `next` as validTime.
 * `next` is null when no time is left in the order window (closed for all the days offered).
 */
export type AsapAvailability = { asap: true } | { asap: false; next: ValidTime | null };

export function asapAvailability(now: Date, schedule: DeliverySchedule): AsapAvailability {
  if (isOpenNow(now, schedule)) return { asap: true };
  return { asap: false, next: nextValidTime(now, now, schedule) };
}
