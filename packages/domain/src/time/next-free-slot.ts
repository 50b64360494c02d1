import { compileSchedule, type DeliverySchedule } from './delivery-schedule.ts';
import { nextValidTime, type ValidTime } from './delivery-slots.ts';

/**
 * The first valid delivery slot at or after `from` that `hasRoom` accepts (the validTime the
 * server suggests when the chosen slot is full), or null when none is left before the latest
 * order time. `hasRoom` is asked for each valid slot in order, at most `maxSlots` times.
 */
export function nextValidTimeWithRoom(
  from: Date,
  now: Date,
  schedule: DeliverySchedule,
  hasRoom: (slot: ValidTime) => boolean,
  maxSlots = 2000,
): ValidTime | null {
  const stepMs = compileSchedule(schedule).stepMinutes * 60_000;
  let cursor = from;
  for (let asked = 0; asked < maxSlots; asked++) {
    const slot = nextValidTime(cursor, now, schedule);
    if (!slot) return null;
    if (hasRoom(slot)) return slot;
    cursor = new Date(slot.at.getTime() + stepMs);
  }
  return null;
}
