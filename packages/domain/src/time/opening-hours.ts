import {
  compileSchedule,
  inClosePeriod,
  type CompiledSchedule,
  type DeliverySchedule,
  type OpeningHoursRow,
} from './delivery-schedule.ts';
import { parseClockTime } from './local-clock.ts';
import { windowsContain } from './weekly-windows.ts';
import { toLocalMoment } from './zoned.ts';

/**
 * Whether the opening hours cover an instant and no close period does. Ignores the `closed`
 * flag, which describes the present rather than a time of day: see isOpenNow.
 */
export function isOpenAt(at: Date, schedule: DeliverySchedule): boolean {
  return openAtCompiled(at, compileSchedule(schedule));
}

/** Open right now: the flag is off, ordering is not paused and isOpenAt(now). False → 'restaurant_closed'. */
export function isOpenNow(now: Date, schedule: DeliverySchedule): boolean {
  const paused = schedule.pausedUntil ? now.getTime() < Date.parse(schedule.pausedUntil) : false;
  return !schedule.closedFlag && !paused && isOpenAt(now, schedule);
}

export function openAtCompiled(at: Date, compiled: CompiledSchedule): boolean {
  const local = toLocalMoment(at, compiled.timeZone);
  return (
    windowsContain(compiled.windows, local.weekday, local.minutes) &&
    !inClosePeriod(compiled, local.dayNumber * 1440 + local.minutes)
  );
}

export interface DayOpeningHours {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** That weekday's rows, earliest opening first; empty when closed all day. */
  intervals: Array<{ openAt: string; closeAt: string }>;
}

/** The rows of one weekday as configured, sorted by opening time (for display). */
export function openingHoursOn(weekday: number, hours: readonly OpeningHoursRow[]): DayOpeningHours {
  const intervals = hours
    .filter((row) => row.weekday === weekday)
    .map((row) => ({ openAt: row.openAt, closeAt: row.closeAt }))
    .sort((a, b) => (parseClockTime(a.openAt) ?? 0) - (parseClockTime(b.openAt) ?? 0));
  return { weekday, intervals };
}

/** The whole week for an opening-times panel, starting on Monday as the spec's calendar does. */
export function weekOpeningHours(hours: readonly OpeningHoursRow[]): DayOpeningHours[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => openingHoursOn(weekday, hours));
}

/** Today's rows, today being the restaurant's local weekday at `now`. */
export function todayOpeningHours(now: Date, schedule: DeliverySchedule): DayOpeningHours {
  return openingHoursOn(toLocalMoment(now, schedule.timeZone).weekday, schedule.hours);
}
