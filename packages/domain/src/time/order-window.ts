import { compileSchedule, type CompiledSchedule, type DeliverySchedule } from './delivery-schedule.ts';
import { localDateFromDayNumber } from './local-clock.ts';
import { ceilToLocalStep, startOfLocalDay, toLocalMoment } from './zoned.ts';

/** The span of instants a delivery time may be chosen in: [earliest, latest]. */

/**
 * now + lead time, rounded up to the next step of the schedule (15 minutes unless the type names
 * another; a time already on a step stays). When the restaurant is flagged closed, nothing before
 * the start of tomorrow (local) is allowed; the lead time still applies if it reaches further.
 * Rounding is done on the restaurant's clock, so a 30-minute step lands on :00/:30 in a +05:45 zone too.
 */
export function earliestOrderTime(now: Date, schedule: DeliverySchedule): Date {
  return earliestFromCompiled(now, compileSchedule(schedule));
}

export function earliestFromCompiled(now: Date, compiled: CompiledSchedule): Date {
  const onStep = (instant: number) => ceilToLocalStep(instant, compiled.stepMinutes, compiled.timeZone);
  const withLead = now.getTime() + compiled.leadMinutes * 60_000;
  const paused = isPausedCompiled(now, compiled) ? onStep(compiled.pausedUntilMs!) : Number.NEGATIVE_INFINITY;
  const rounded = Math.max(onStep(withLead), paused);
  if (!compiled.closedFlag) return new Date(rounded);
  const today = toLocalMoment(now, compiled.timeZone).dayNumber;
  const tomorrow = startOfLocalDay(today + 1, compiled.timeZone).getTime();
  return new Date(Math.max(rounded, tomorrow));
}

/** A manager's pause of online ordering is on at the instant `now` (it ends by itself at pausedUntil). */
export function isPausedCompiled(now: Date, compiled: CompiledSchedule): boolean {
  return compiled.pausedUntilMs !== null && now.getTime() < compiled.pausedUntilMs;
}

/**
 * The last instant that may be chosen, inclusive: 23:59:59.999 local on the day `availableDays`
 * after today (today being the restaurant's local date at `now`). availableDays 0 = today only.
 * Precisely: one millisecond before the local day after that one starts, so a DST change on the
 * last day is accounted for.
 */
export function latestOrderTime(now: Date, schedule: DeliverySchedule): Date {
  return latestFromCompiled(now, compileSchedule(schedule));
}

export function latestFromCompiled(now: Date, compiled: CompiledSchedule): Date {
  const lastDay = lastOrderDayNumber(now, compiled);
  return new Date(startOfLocalDay(lastDay + 1, compiled.timeZone).getTime() - 1);
}

/** The last local date ('YYYY-MM-DD') that may be chosen, e.g. as a date picker's maximum. */
export function lastOrderDate(now: Date, schedule: DeliverySchedule): string {
  return localDateFromDayNumber(lastOrderDayNumber(now, compileSchedule(schedule)));
}

export function lastOrderDayNumber(now: Date, compiled: CompiledSchedule): number {
  return toLocalMoment(now, compiled.timeZone).dayNumber + compiled.availableDays;
}
