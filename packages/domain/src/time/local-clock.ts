/**
 * Wall-clock values as the spec writes them: dates 'YYYY-MM-DD', times 'HH:MM'.
 * They carry no time zone; zoned.ts turns them into instants.
 */

const MINUTES_PER_DAY = 1440;
const MS_PER_DAY = 86_400_000;

export interface LocalDateParts {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Strict 'YYYY-MM-DD' that names a real calendar day (2026-02-30 → null). */
export function parseLocalDate(text: string): LocalDateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isLocalDate(text: string): boolean {
  return parseLocalDate(text) !== null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Strict 'HH:MM', 00:00–23:59, as minutes after midnight. */
export function parseClockTime(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Like parseClockTime, but a closing time may also be midnight at the end of the day: '24:00' or '00:00' → 1440. */
export function parseClosingTime(text: string): number | null {
  if (text === '24:00') return MINUTES_PER_DAY;
  const minutes = parseClockTime(text);
  return minutes === 0 ? MINUTES_PER_DAY : minutes; // null (not a time) stays null
}

/** Minutes after midnight → 'HH:MM' (wraps at 24 hours). */
export function formatClockTime(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  return `${pad2(hours)}:${pad2(wrapped % 60)}`;
}

/** A duration 'HH:MM' (hours may exceed 23, e.g. '30:00') as minutes. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Days since 1970-01-01 of a local date: lets dates be compared and stepped with integer
 * arithmetic, free of any time zone.
 */
export function localDayNumber(parts: LocalDateParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY;
}

export function localDateFromDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, as in the spec's delivery-time rows. */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** Adds whole days to a valid 'YYYY-MM-DD'. Throws on an invalid date (a programming error). */
export function addDaysToLocalDate(date: string, days: number): string {
  return localDateFromDayNumber(requireDayNumber(date) + days);
}

/** Weekday (0 = Sunday) of a valid 'YYYY-MM-DD'. Throws on an invalid date. */
export function weekdayOfLocalDate(date: string): number {
  return weekdayOfDayNumber(requireDayNumber(date));
}

function requireDayNumber(date: string): number {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Invalid local date "${date}"`);
  return localDayNumber(parts);
}

/**
 * Splits the basket's delivery_time text into date and time. Accepts 'YYYY-MM-DD HH:MM' as sent by
 * the storefront and 'YYYY-MM-DD HH:MM:00' as stored (the spec appends seconds); the parts are
 * returned unvalidated for checkDeliveryTime to judge.
 */
export function splitDeliveryTime(text: string): { date: string; time: string } | null {
  const match = /^(\S+)[ T](\d{2}:\d{2})(?::00)?$/.exec(text.trim());
  if (!match) return null;
  return { date: match[1]!, time: match[2]! };
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
