import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, endOfMonth, endOfWeek, format, startOfWeek } from 'date-fns';
import type { DeliverySchedule } from '../time/delivery-schedule.ts';
import { addDaysToLocalDate } from '../time/local-clock.ts';
import { earliestOrderTime, lastOrderDate } from '../time/order-window.ts';
import { toLocalMoment } from '../time/zoned.ts';
import type { TicketTime } from './ticket-slots.ts';

/**
 * The booking calendar of ticketing mode (spec §2 Menu page, §5): which months and days to show,
 * and from which day to which day tickets can be booked. Dates are restaurant-local 'YYYY-MM-DD',
 * months 'YYYY-MM'; the maths runs on TZDate in the restaurant's zone, never the browser's.
 */

/** Without pickup settings, how many days ahead the calendar reaches. */
export const TICKET_CALENDAR_DEFAULT_DAYS = 90;

/** Spec §9: the week starts on day 2 of the week, Monday. */
export const CALENDAR_WEEK_STARTS_ON = 1;

export interface CalendarCell {
  date: string;
  dayOfMonth: number;
}

/** The first and last day a ticket may be booked for. */
export interface BookingWindow {
  minDate: string;
  maxDate: string;
}

function monthStart(month: string, timeZone: string): TZDate {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new TZDate(year, monthNumber - 1, 1, timeZone);
}

export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

export function addMonthsToMonth(month: string, months: number, timeZone: string): string {
  return format(addMonths(monthStart(month, timeZone), months), 'yyyy-MM');
}

/** Months from `from` to `to` inclusive ('YYYY-MM' compare as text). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * A month as weeks of seven cells starting on `weekStartsOn` (0 Sunday, 1 Monday); cells before
 * the first and after the last day of the month are null, so a grid keeps its columns.
 */
export function monthWeeks(
  month: string,
  timeZone: string,
  weekStartsOn: 0 | 1 = CALENDAR_WEEK_STARTS_ON,
): (CalendarCell | null)[][] {
  const first = monthStart(month, timeZone);
  const last = endOfMonth(first);
  const weeks: (CalendarCell | null)[][] = [];
  let day = startOfWeek(first, { weekStartsOn });
  const end = endOfWeek(last, { weekStartsOn });
  // Stryker disable next-line EqualityOperator: equivalent — `day` is always a midnight and `end` the last millisecond of a day.
  while (day.getTime() <= end.getTime()) {
    const week: (CalendarCell | null)[] = [];
    for (let index = 0; index < 7; index++) {
      // Stryker disable next-line ConditionalExpression: equivalent — six weeks never hold the same month of another year; the year check says so plainly.
      const inMonth = day.getMonth() === first.getMonth() && day.getFullYear() === first.getFullYear();
      week.push(inMonth ? { date: format(day, 'yyyy-MM-dd'), dayOfMonth: day.getDate() } : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The weekday (0 Sunday … 6 Saturday) of each column of `monthWeeks`. */
export function weekdayColumns(weekStartsOn: 0 | 1 = CALENDAR_WEEK_STARTS_ON): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + weekStartsOn) % 7);
}

/**
 * Spec §2: past dates are disabled by the minimum pickup date — the day of the earliest pickup
 * time (lead time and the closed flag included); the last day is the pickup type's latest order
 * date. A restaurant without pickup settings books from today for TICKET_CALENDAR_DEFAULT_DAYS.
 */
export function ticketBookingWindow(now: Date, timeZone: string, pickup: DeliverySchedule | null): BookingWindow {
  if (!pickup) {
    const today = toLocalMoment(now, timeZone).date;
    return { minDate: today, maxDate: addDaysToLocalDate(today, TICKET_CALENDAR_DEFAULT_DAYS) };
  }
  return { minDate: toLocalMoment(earliestOrderTime(now, pickup), timeZone).date, maxDate: lastOrderDate(now, pickup) };
}

/** A ticket time as the restaurant answer spells it (spec §3). */
export interface TicketTimeAnswerFields {
  id: number;
  start_date: string | null;
  end_date: string | null;
  weekday: number;
  time: string;
  duration: string;
  capacity: number | null;
}

export function ticketTimesFromAnswer(answers: readonly TicketTimeAnswerFields[]): TicketTime[] {
  return answers.map((answer) => ({
    id: answer.id,
    weekday: answer.weekday,
    time: answer.time,
    duration: answer.duration,
    capacity: answer.capacity,
    startDate: answer.start_date,
    endDate: answer.end_date,
  }));
}
