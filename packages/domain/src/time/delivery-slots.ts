import type { MessageCode } from '../messages/en.ts';
import { compileSchedule, inClosePeriod, type CompiledSchedule, type DeliverySchedule } from './delivery-schedule.ts';
import {
  formatClockTime,
  localDateFromDayNumber,
  localDayNumber,
  parseClockTime,
  parseLocalDate,
  weekdayOfDayNumber,
} from './local-clock.ts';
import { earliestFromCompiled, isPausedCompiled, lastOrderDayNumber, latestFromCompiled } from './order-window.ts';
import { rangesOnDay, windowsContain } from './weekly-windows.ts';
import { localToInstant, startOfLocalDay, toLocalMoment } from './zoned.ts';

/**
 * Delivery-time rules (spec §4 and §5). Times are restaurant wall-clock 'HH:MM' on a local
 * 'YYYY-MM-DD'. A time is valid when it is on the schedule's step (15 minutes unless the restaurant
 * chose another for the type, decision 097), exists on that day (not skipped
 * by a DST change; a repeated time means its first occurrence), is not in the past, is not
 * before the earliest order time nor after the latest, lies inside that weekday's opening hours
 * (open <= t < close: the closing minute itself is NOT offered) and outside every close period.
 */

export interface DeliveryTimeInput {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
}

export type DeliveryTimeFailureCode = Extract<
  MessageCode,
  | 'delivery_time_required'
  | 'field_invalid'
  | 'delivery_time_step_invalid'
  | 'order_time_in_past'
  | 'restaurant_closed'
  | 'restaurant_not_open_at_desired_time'
  | 'delivery_time_too_late'
>;

export type DeliveryTimeCheck =
  | { ok: true; at: Date; date: string; time: string }
  /** `field` is set when the failure belongs in a 422 field map. */
  | { ok: false; code: DeliveryTimeFailureCode; field?: 'date' | 'time' };

export function checkDeliveryTime(input: DeliveryTimeInput, now: Date, schedule: DeliverySchedule): DeliveryTimeCheck {
  if (input.date.trim() === '') return { ok: false, code: 'delivery_time_required', field: 'date' };
  if (input.time.trim() === '') return { ok: false, code: 'delivery_time_required', field: 'time' };
  const parts = parseLocalDate(input.date);
  if (!parts) return { ok: false, code: 'field_invalid', field: 'date' };
  const minutes = parseClockTime(input.time);
  if (minutes === null) return { ok: false, code: 'field_invalid', field: 'time' };
  const compiled = compileSchedule(schedule);
  if (minutes % compiled.stepMinutes !== 0) return { ok: false, code: 'delivery_time_step_invalid', field: 'time' };

  const dayNumber = localDayNumber(parts);
  const at = localToInstant(dayNumber, minutes, compiled.timeZone);
  if (!at) return { ok: false, code: 'field_invalid', field: 'time' }; // skipped by a spring-forward change

  if (at.getTime() < now.getTime()) return { ok: false, code: 'order_time_in_past' };
  if (at.getTime() < earliestFromCompiled(now, compiled).getTime()) {
    return {
      ok: false,
      code: closedUntilTomorrow(at, now, compiled) ? 'restaurant_closed' : 'restaurant_not_open_at_desired_time',
    };
  }
  // Stryker disable next-line EqualityOperator: equivalent — the latest instant is 23:59:59.999, never a slot on the step grid.
  if (at.getTime() > latestFromCompiled(now, compiled).getTime()) return { ok: false, code: 'delivery_time_too_late' };
  if (!isServiceTime(compiled, dayNumber, minutes)) return { ok: false, code: 'restaurant_not_open_at_desired_time' };
  return { ok: true, at, date: input.date, time: input.time };
}

function closedUntilTomorrow(at: Date, now: Date, compiled: CompiledSchedule): boolean {
  // The pause is still on at the chosen time (which is not in the past, so it is on now too).
  if (isPausedCompiled(at, compiled)) return true;
  if (!compiled.closedFlag) return false;
  const today = toLocalMoment(now, compiled.timeZone).dayNumber;
  return at.getTime() < startOfLocalDay(today + 1, compiled.timeZone).getTime();
}

/** Opening hours and close periods only: the part of validity that does not depend on `now`. */
function isServiceTime(compiled: CompiledSchedule, dayNumber: number, minutes: number): boolean {
  return (
    windowsContain(compiled.windows, weekdayOfDayNumber(dayNumber), minutes) &&
    !inClosePeriod(compiled, dayNumber * 1440 + minutes)
  );
}

/** The valid 'HH:MM' slots of a local date, in order, for the time picker. Invalid date → []. */
export function listSlots(date: string, now: Date, schedule: DeliverySchedule): string[] {
  const parts = parseLocalDate(date);
  if (!parts) return [];
  const compiled = compileSchedule(schedule);
  const bounds = orderBounds(now, compiled);
  return Array.from(validSlotsOfDay(localDayNumber(parts), compiled, bounds), (slot) => formatClockTime(slot.minutes));
}

export interface SelectableDate {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** False when the day has no valid slot (closed weekday, close period, all past, …). */
  enabled: boolean;
}

/** Every local date from today to the last allowed day, for the date picker. */
export function listSelectableDates(now: Date, schedule: DeliverySchedule): SelectableDate[] {
  const compiled = compileSchedule(schedule);
  const bounds = orderBounds(now, compiled);
  const today = toLocalMoment(now, compiled.timeZone).dayNumber;
  const dates: SelectableDate[] = [];
  for (let day = today; day <= bounds.lastDay; day++) {
    const enabled = !validSlotsOfDay(day, compiled, bounds).next().done;
    dates.push({ date: localDateFromDayNumber(day), weekday: weekdayOfDayNumber(day), enabled });
  }
  return dates;
}

export interface ValidTime {
  at: Date;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
}

/**
 * The first valid slot at or after `from` (e.g. the server's validTime suggestion when a chosen
 * time is full), or null when none is left before the latest order time. `now` fixes the
 * earliest/latest window, exactly as for checkDeliveryTime.
 */
export function nextValidTime(from: Date, now: Date, schedule: DeliverySchedule): ValidTime | null {
  const compiled = compileSchedule(schedule);
  const bounds = orderBounds(now, compiled);
  const start = Math.max(from.getTime(), bounds.earliest);
  const firstDay = toLocalMoment(new Date(start), compiled.timeZone).dayNumber;
  for (let day = firstDay; day <= bounds.lastDay; day++) {
    for (const slot of validSlotsOfDay(day, compiled, bounds)) {
      if (slot.at.getTime() >= start)
        return { at: slot.at, date: localDateFromDayNumber(day), time: formatClockTime(slot.minutes) };
    }
  }
  return null;
}

interface OrderBounds {
  earliest: number;
  lastDay: number;
}

function orderBounds(now: Date, compiled: CompiledSchedule): OrderBounds {
  return {
    earliest: earliestFromCompiled(now, compiled).getTime(),
    lastDay: lastOrderDayNumber(now, compiled),
  };
}

/**
 * Valid slots of one day, scanning only minutes inside the opening hours. Yields each time once
 * even when rows overlap, earliest first: the ranges come sorted by their start and all on one step
 * grid, so a later range only adds minutes past those already seen (and a repeated wall time means
 * its first occurrence, so instants rise with the minutes). Past times need no own test: earliest is
 * never before now; nor times after the latest: every instant of a day up to lastDay is before it.
 */
function* validSlotsOfDay(
  dayNumber: number,
  compiled: CompiledSchedule,
  bounds: OrderBounds,
): Generator<{ minutes: number; at: Date }> {
  if (dayNumber > bounds.lastDay) return;
  const seen = new Set<number>();
  for (const [start, end] of rangesOnDay(compiled.windows, weekdayOfDayNumber(dayNumber))) {
    const step = compiled.stepMinutes;
    const first = Math.ceil(start / step) * step;
    for (let minutes = first; minutes < end; minutes += step) {
      if (seen.has(minutes)) continue;
      seen.add(minutes);
      if (inClosePeriod(compiled, dayNumber * 1440 + minutes)) continue;
      const at = localToInstant(dayNumber, minutes, compiled.timeZone);
      if (!at || at.getTime() < bounds.earliest) continue;
      yield { minutes, at };
    }
  }
}
