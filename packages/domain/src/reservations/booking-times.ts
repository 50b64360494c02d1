import {
  formatClockTime,
  localDateFromDayNumber,
  localDayNumber,
  parseLocalDate,
  weekdayOfDayNumber,
} from '../time/local-clock.ts';
import { parseWeeklyWindow, type WeeklyWindow, type WeeklyWindowText } from '../time/weekly-windows.ts';
import { localToInstant, toLocalMoment } from '../time/zoned.ts';

/**
 * Table reservations (spec accounts-manager §2, §5): which booking times a party may choose on a
 * day, and which table it gets. One rule, used by the server (the authority, inside the reserve
 * transaction) and by the storefront (to show the times).
 *
 * A booking starts on the step grid of a reservation-hours window (window start + k × step) and
 * holds its table for `durationMinutes`, wholly inside the window. Its date is the day it starts on
 * the restaurant's clock, so a window running past midnight offers its after-midnight times on the
 * next date. A start skipped by a daylight-saving change does not exist; the held time is real
 * elapsed time.
 */
export interface ReservationRules {
  /** IANA zone of the restaurant. */
  timeZone: string;
  /** Weekly windows (weekday 0 = Sunday) in which reserved tables are in use. */
  hours: readonly WeeklyWindowText[];
  stepMinutes: number;
  durationMinutes: number;
  /** The earliest start is now plus this. */
  leadMinutes: number;
  /** How many days after today may be booked (0 = today only). */
  availableDays: number;
  maxPartySize: number;
  /** Whole closed days, 'YYYY-MM-DD', both ends inclusive. */
  closedDays: ReadonlyArray<{ from: string; until: string }>;
}

export interface ReservableTable {
  id: number;
  seats: number;
}

/** A live booking (booked or seated): its table is held from startsAt (inclusive) to endsAt (exclusive). */
export interface HeldTable {
  tableId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface BookingTime {
  /** 'HH:MM' on the restaurant's clock. */
  time: string;
  startsAt: Date;
  endsAt: Date;
  /** The tables that seat the party and are free for the whole time, smallest first. */
  freeTableIds: number[];
}

export interface BookingQuery {
  now: Date;
  /** 'YYYY-MM-DD' on the restaurant's clock. */
  date: string;
  people: number;
  rules: ReservationRules;
  tables: readonly ReservableTable[];
  held: readonly HeldTable[];
}

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/** The first and last bookable dates: today … today + availableDays on the restaurant's clock. */
export function bookingWindow(now: Date, rules: Pick<ReservationRules, 'timeZone' | 'availableDays'>) {
  const today = toLocalMoment(now, rules.timeZone).dayNumber;
  const days = Math.max(0, Math.floor(rules.availableDays));
  return { firstDate: localDateFromDayNumber(today), lastDate: localDateFromDayNumber(today + days) };
}

/** Whether a party size may book online at all: at least one person, at most maxPartySize. */
export function isBookablePartySize(people: number, rules: Pick<ReservationRules, 'maxPartySize'>): boolean {
  return Number.isInteger(people) && people >= 1 && people <= rules.maxPartySize;
}

/**
 * The dates of the booking window that are not closed and still have a start after the lead time,
 * whatever the tables: the days a guest can pick from (today drops out once its last start has
 * passed). Times of a date may still be none when every table is booked.
 */
export function bookingDates(now: Date, rules: ReservationRules): string[] {
  const windows = compileWindows(rules);
  const { firstDate, lastDate } = bookingWindow(now, rules);
  const first = dayNumberOf(firstDate);
  const last = dayNumberOf(lastDate);
  const earliest = now.getTime() + Math.max(0, rules.leadMinutes) * MS_PER_MINUTE;
  const dates: string[] = [];
  for (let day = first; day <= last; day++) {
    const date = localDateFromDayNumber(day);
    if (isClosed(date, rules)) continue;
    const starts = startMinutesOn(day, windows, rules);
    if (starts.some((minute) => (localToInstant(day, minute, rules.timeZone)?.getTime() ?? -Infinity) >= earliest)) {
      dates.push(date);
    }
  }
  return dates;
}

/** The booking times of a date for a party, earliest first; empty when none (spec §8 no_booking_times). */
export function bookingTimes(query: BookingQuery): BookingTime[] {
  const { now, date, people, rules } = query;
  const parts = parseLocalDate(date);
  if (!parts || !isBookablePartySize(people, rules)) return [];
  const day = localDayNumber(parts);
  const { firstDate, lastDate } = bookingWindow(now, rules);
  // Stryker disable next-line ConditionalExpression: equivalent — a date before the window's first is in the past or inside the lead time, and the lead-time check below drops all its starts.
  if (date < firstDate || date > lastDate || isClosed(date, rules)) return [];

  const earliest = now.getTime() + Math.max(0, rules.leadMinutes) * MS_PER_MINUTE;
  const seating = query.tables.filter((table) => table.seats >= people).sort(bySeatsThenId);
  const times: BookingTime[] = [];
  for (const minute of startMinutesOn(day, compileWindows(rules), rules)) {
    const startsAt = localToInstant(day, minute, rules.timeZone);
    if (!startsAt || startsAt.getTime() < earliest) continue;
    const endsAt = new Date(startsAt.getTime() + rules.durationMinutes * MS_PER_MINUTE);
    const freeTableIds = seating
      .filter((table) => !query.held.some((held) => held.tableId === table.id && overlaps(held, startsAt, endsAt)))
      .map((table) => table.id);
    if (freeTableIds.length > 0) times.push({ time: formatClockTime(minute), startsAt, endsAt, freeTableIds });
  }
  return times;
}

/** The table a party gets when it does not choose: the fewest seats that fit, then the lowest id. */
export function pickTable<T extends ReservableTable>(free: readonly T[], people: number): T | null {
  return [...free].filter((table) => table.seats >= people).sort(bySeatsThenId)[0] ?? null;
}

export function overlaps(held: Pick<HeldTable, 'startsAt' | 'endsAt'>, startsAt: Date, endsAt: Date): boolean {
  return held.startsAt.getTime() < endsAt.getTime() && startsAt.getTime() < held.endsAt.getTime();
}

function bySeatsThenId(a: ReservableTable, b: ReservableTable): number {
  return a.seats - b.seats || a.id - b.id;
}

function compileWindows(rules: ReservationRules): WeeklyWindow[] {
  return rules.hours.map((text, index) => parseWeeklyWindow(text, `reservation hours[${index}]`));
}

/**
 * Start minutes (after local midnight of `day`) on the grid of every window: the windows of the
 * day's weekday for starts before midnight, the previous weekday's windows for starts after it.
 */
function startMinutesOn(day: number, windows: readonly WeeklyWindow[], rules: ReservationRules): number[] {
  const step = Math.max(1, Math.floor(rules.stepMinutes));
  const duration = Math.max(1, Math.floor(rules.durationMinutes));
  const weekday = weekdayOfDayNumber(day);
  const previous = (weekday + 6) % 7;
  const minutes = new Set<number>();
  for (const window of windows) {
    for (let start = window.startMinute; start + duration <= window.endMinute; start += step) {
      if (window.weekday === weekday && start < MINUTES_PER_DAY) minutes.add(start);
      if (window.weekday === previous && start >= MINUTES_PER_DAY) minutes.add(start - MINUTES_PER_DAY);
    }
  }
  return [...minutes].sort((a, b) => a - b);
}

function isClosed(date: string, rules: Pick<ReservationRules, 'closedDays'>): boolean {
  return rules.closedDays.some((period) => period.from <= date && date <= period.until);
}

function dayNumberOf(date: string): number {
  const parts = parseLocalDate(date);
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — only dates bookingWindow built arrive here; the throw guards the type, not an input.
  if (!parts) throw new RangeError(`Invalid local date "${date}"`);
  return localDayNumber(parts);
}
