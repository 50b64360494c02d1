import { DEFAULT_SLOT_STEP_MINUTES, isSlotStep } from '../limits.ts';
import { addDaysToLocalDate, localDayNumber, parseClockTime, parseLocalDate } from './local-clock.ts';
import { parseWeeklyWindow, type WeeklyWindow } from './weekly-windows.ts';
import { assertTimeZone } from './zoned.ts';

/** One opening-hours row of a delivery type (the spec's delivery time row: weekday, open_at, close_at). */
export interface OpeningHoursRow {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** 'HH:MM' */
  openAt: string;
  /** 'HH:MM'; '24:00' or '00:00' mean midnight at the end of the day; earlier than openAt runs past midnight. */
  closeAt: string;
}

/** A period the restaurant is closed, restaurant-local 'YYYY-MM-DD HH:MM'; closed from start (inclusive) to end (exclusive). */
export interface ClosePeriod {
  start: string;
  end: string;
}

/** Whole closed days, from and until inclusive ('YYYY-MM-DD'), as a ClosePeriod. Throws on an invalid date. */
export function closePeriodForDays(fromDate: string, untilDate: string): ClosePeriod {
  return { start: `${addDaysToLocalDate(fromDate, 0)} 00:00`, end: `${addDaysToLocalDate(untilDate, 1)} 00:00` };
}

/** Everything the time rules need about one delivery type of one restaurant. */
export interface DeliverySchedule {
  /** IANA zone, e.g. 'Europe/Berlin'. */
  timeZone: string;
  /** The {type}_hours lead time, in minutes. */
  leadMinutes: number;
  /** The {type}_available_days: how many days after today may still be chosen (0 = today only). */
  availableDays: number;
  /** Times and slots fall on this step of the local clock (SLOT_STEP_CHOICES); absent: 15. */
  slotStepMinutes?: number;
  hours: readonly OpeningHoursRow[];
  closePeriods: readonly ClosePeriod[];
  /** The restaurant's `closed` flag: closed for the rest of today. */
  closedFlag: boolean;
  /**
   * A manager paused online ordering until this instant (ISO): nothing "as soon as possible" and no
   * time before it; the pause ends by itself.
   */
  pausedUntil?: string | null;
}

/** A schedule parsed once into integer wall-clock minutes for the many checks a slot list runs. */
export interface CompiledSchedule {
  timeZone: string;
  leadMinutes: number;
  availableDays: number;
  stepMinutes: number;
  closedFlag: boolean;
  /** Epoch milliseconds of the pause's end; null without a pause. */
  pausedUntilMs: number | null;
  windows: WeeklyWindow[];
  /** [start, end) as wall-clock minute numbers (day number × 1440 + minutes). */
  closePeriods: Array<[number, number]>;
}

/** The schedule's time step in minutes: its own, else the 15 every restaurant had before the setting. */
export function slotStepOf(schedule: Pick<DeliverySchedule, 'slotStepMinutes'>): number {
  return schedule.slotStepMinutes ?? DEFAULT_SLOT_STEP_MINUTES;
}

/**
 * Validates and parses a schedule. Throws RangeError on malformed configuration: it comes from
 * the restaurant's stored settings, which are validated when written, so a bad value here is a bug.
 */
export function compileSchedule(schedule: DeliverySchedule): CompiledSchedule {
  assertTimeZone(schedule.timeZone);
  if (!Number.isFinite(schedule.leadMinutes)) throw new RangeError('leadMinutes must be a number');
  if (!Number.isFinite(schedule.availableDays)) throw new RangeError('availableDays must be a number');
  const stepMinutes = slotStepOf(schedule);
  if (!isSlotStep(stepMinutes)) throw new RangeError(`slotStepMinutes must be one of the choices, got ${stepMinutes}`);
  return {
    timeZone: schedule.timeZone,
    leadMinutes: Math.max(0, schedule.leadMinutes),
    availableDays: Math.max(0, Math.floor(schedule.availableDays)),
    stepMinutes,
    closedFlag: schedule.closedFlag,
    pausedUntilMs: schedule.pausedUntil ? Date.parse(schedule.pausedUntil) : null,
    windows: schedule.hours.map((row, index) =>
      parseWeeklyWindow({ weekday: row.weekday, start: row.openAt, end: row.closeAt }, `hours[${index}]`),
    ),
    closePeriods: schedule.closePeriods.map((period, index) => [
      parseWallMinute(period.start, `closePeriods[${index}].start`),
      parseWallMinute(period.end, `closePeriods[${index}].end`),
    ]),
  };
}

/** 'YYYY-MM-DD HH:MM' → day number × 1440 + minutes, comparable as an integer. */
export function parseWallMinute(text: string, label: string): number {
  // Stryker disable next-line StringLiteral: equivalent — split always yields a first field, and a missing time fails parseClockTime whatever stands in for it.
  const [date = '', time = '', ...rest] = text.trim().split(/[ T]/);
  const parts = parseLocalDate(date);
  const minutes = parseClockTime(time.slice(0, 5));
  const secondsOk = time.length === 5 || time.slice(5) === ':00';
  if (!parts || minutes === null || !secondsOk || rest.length > 0) {
    throw new RangeError(`${label}: expected 'YYYY-MM-DD HH:MM', got "${text}"`);
  }
  return localDayNumber(parts) * 1440 + minutes;
}

export function inClosePeriod(compiled: CompiledSchedule, wallMinute: number): boolean {
  return compiled.closePeriods.some(([start, end]) => start <= wallMinute && wallMinute < end);
}
