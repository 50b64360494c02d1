import {
  formatClockTime,
  localDateFromDayNumber,
  localDayNumber,
  parseClockTime,
  parseDuration,
  parseLocalDate,
  weekdayOfDayNumber,
} from '../time/local-clock.ts';
import { assertTimeZone, localToInstant, toLocalMoment } from '../time/zoned.ts';

/** A recurring ticket time (spec: id, start_date, end_date, weekday, time, duration, capacity). */
export interface TicketTime {
  id: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** Start, restaurant-local 'HH:MM'. */
  time: string;
  /** 'HH:MM' (hours may exceed 23) or a number of minutes. */
  duration: string | number;
  /** Places left; null = unlimited, 0 = sold out. */
  capacity: number | null;
  /** First and last local date ('YYYY-MM-DD', inclusive) the time runs; null/absent = unbounded. */
  startDate?: string | null;
  endDate?: string | null;
}

export interface TicketSlot {
  ticketTimeId: number;
  /** Local start 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  /** Local end; a later date when the duration crosses midnight. */
  endDate: string;
  endTime: string;
  start: Date;
  /** start + duration as elapsed time, so a DST change inside the slot moves the end's wall clock. */
  end: Date;
  capacity: number | null;
}

/**
 * The bookable slots of one local date, by start time: the weekday matches, the date is within
 * start/end date, capacity is null or above 0, and the start is not before now. A start time
 * skipped by a spring-forward change has no slot that day. Invalid date → [].
 * Throws RangeError on a malformed ticket time (stored configuration, validated on write).
 */
export function ticketSlotsForDate(
  date: string,
  ticketTimes: readonly TicketTime[],
  now: Date,
  timeZone: string,
): TicketSlot[] {
  assertTimeZone(timeZone);
  const parts = parseLocalDate(date);
  if (!parts) return [];
  const dayNumber = localDayNumber(parts);
  const weekday = weekdayOfDayNumber(dayNumber);
  const slots: TicketSlot[] = [];
  for (const ticketTime of ticketTimes) {
    const { startMinute, durationMinutes, firstDay, lastDay } = parseTicketTime(ticketTime);
    if (ticketTime.weekday !== weekday) continue;
    if (dayNumber < firstDay || dayNumber > lastDay) continue;
    if (ticketTime.capacity !== null && ticketTime.capacity <= 0) continue;
    const start = localToInstant(dayNumber, startMinute, timeZone);
    if (!start || start.getTime() < now.getTime()) continue;
    const end = new Date(start.getTime() + durationMinutes * 60_000);
    const endLocal = toLocalMoment(end, timeZone);
    slots.push({
      ticketTimeId: ticketTime.id,
      date,
      time: formatClockTime(startMinute),
      endDate: endLocal.date,
      endTime: formatClockTime(endLocal.minutes),
      start,
      end,
      capacity: ticketTime.capacity,
    });
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime() || a.ticketTimeId - b.ticketTimeId);
}

export interface TicketDate {
  date: string;
  /** False = dimmed and not selectable: no slot that day (past, other weekday, sold out, out of range). */
  enabled: boolean;
}

/** Each local date from `fromDate` to `toDate` (inclusive) with whether it has a slot, for the calendar. */
export function ticketDates(
  fromDate: string,
  toDate: string,
  ticketTimes: readonly TicketTime[],
  now: Date,
  timeZone: string,
): TicketDate[] {
  const from = parseLocalDate(fromDate);
  const to = parseLocalDate(toDate);
  if (!from || !to) return [];
  const dates: TicketDate[] = [];
  for (let day = localDayNumber(from); day <= localDayNumber(to); day++) {
    const date = localDateFromDayNumber(day);
    dates.push({ date, enabled: ticketSlotsForDate(date, ticketTimes, now, timeZone).length > 0 });
  }
  return dates;
}

function parseTicketTime(ticketTime: TicketTime) {
  const label = `ticket time ${ticketTime.id}`;
  const startMinute = parseClockTime(ticketTime.time);
  if (startMinute === null) throw new RangeError(`${label}: invalid time "${ticketTime.time}"`);
  const durationMinutes =
    typeof ticketTime.duration === 'number'
      ? Number.isSafeInteger(ticketTime.duration) && ticketTime.duration >= 0
        ? ticketTime.duration
        : null
      : parseDuration(ticketTime.duration);
  if (durationMinutes === null) throw new RangeError(`${label}: invalid duration "${ticketTime.duration}"`);
  return {
    startMinute,
    durationMinutes,
    firstDay: boundDay(ticketTime.startDate, -Infinity, label),
    lastDay: boundDay(ticketTime.endDate, Infinity, label),
  };
}

function boundDay(date: string | null | undefined, unbounded: number, label: string): number {
  if (date === null || date === undefined || date === '') return unbounded;
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`${label}: invalid date "${date}"`);
  return localDayNumber(parts);
}
