import { tzOffset } from '@date-fns/tz';
import { localDateFromDayNumber, weekdayOfDayNumber } from './local-clock.ts';

/**
 * The bridge between instants (Date) and a restaurant's wall clock. Offsets come from
 * @date-fns/tz (the runtime's IANA data); the arithmetic is done here so that daylight-saving
 * gaps and overlaps are resolved by one explicit rule instead of a library default.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface LocalMoment {
  /** Days since 1970-01-01 of the local date. */
  dayNumber: number;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes after local midnight (seconds are dropped). */
  minutes: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** Zones already judged valid: building an Intl formatter per check cost ~1 % of server CPU per ordering call. */
const validTimeZones = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (validTimeZones.has(timeZone)) return true;
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: equivalent — Intl refuses a blank zone too; this only skips the throw.
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    validTimeZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone "${timeZone}"`);
}

/** Where an instant falls on the restaurant's wall clock. */
export function toLocalMoment(at: Date, timeZone: string): LocalMoment {
  const shifted = at.getTime() + offsetMs(timeZone, at.getTime());
  const dayNumber = Math.floor(shifted / MS_PER_DAY);
  const minutes = Math.floor((shifted - dayNumber * MS_PER_DAY) / MS_PER_MINUTE);
  return {
    dayNumber,
    date: localDateFromDayNumber(dayNumber),
    minutes,
    weekday: weekdayOfDayNumber(dayNumber),
  };
}

/**
 * The instant a wall-clock time names. A time skipped by a spring-forward change does not exist
 * (null); a time repeated by a fall-back change resolves to its first occurrence, so one 'HH:MM'
 * string always means one instant.
 */
export function localToInstant(dayNumber: number, minutes: number, timeZone: string): Date | null {
  const wall = dayNumber * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const candidates = offsetsAround(wall, timeZone)
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(timeZone, instant) === wall);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates));
}

/**
 * The first instant of a local day. Usually local midnight; where a zone skips midnight
 * (e.g. America/Santiago in September) it is the moment the clock jumps, which reads 01:00.
 */
export function startOfLocalDay(dayNumber: number, timeZone: string): Date {
  const wall = dayNumber * MS_PER_DAY;
  const exact = localToInstant(dayNumber, 0, timeZone);
  if (exact) return exact;
  const [offsetBefore] = offsetsAround(wall, timeZone);
  return new Date(wall - offsetBefore!);
}

/**
 * The first instant at or after `instant` whose wall-clock time is on a `stepMinutes` step (a step
 * that divides an hour). Rounding the instant itself would do for 15 minutes, since every offset in
 * use is a multiple of 15, but not for 30 in a +05:45 or +09:30 zone: the step is on the local clock.
 */
export function ceilToLocalStep(instant: number, stepMinutes: number, timeZone: string): number {
  const stepMs = stepMinutes * MS_PER_MINUTE;
  const offset = offsetMs(timeZone, instant);
  return Math.ceil((instant + offset) / stepMs) * stepMs - offset;
}

/** Offsets in force a day before and a day after a wall time: the only ones it can resolve to. */
function offsetsAround(wall: number, timeZone: string): number[] {
  const before = offsetMs(timeZone, wall - MS_PER_DAY);
  const after = offsetMs(timeZone, wall + MS_PER_DAY);
  return [...new Set([before, after])]; // one offset when no change is near: one candidate to check
}

/**
 * Offsets already asked for, by zone and exact instant. Every order for the same slot asks the same
 * instants (its day's start, the slot a day either side), and each answer costs an Intl format and
 * its parse (issue 29: the heaviest of create-order's own rules). Exact keys only: nothing is guessed
 * across a change of offset. Emptied when full, so a long-running server does not grow it forever.
 */
const knownOffsets = new Map<string, number>();
const KNOWN_OFFSETS_MAX = 10_000;

function offsetMs(timeZone: string, instant: number): number {
  const adopted = adoptedTables.get(timeZone);
  if (adopted && instant >= adopted.from && instant < adopted.to) return offsetInTable(adopted, instant);
  const key = `${timeZone}|${instant}`;
  const known = knownOffsets.get(key);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache; computing the offset again gives the same.
  if (known !== undefined) return known;
  const offset = runtimeOffsetMs(timeZone, instant);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — only the cache's size.
  if (knownOffsets.size >= KNOWN_OFFSETS_MAX) knownOffsets.clear();
  knownOffsets.set(key, offset);
  return offset;
}

/** The offset as the runtime's IANA data gives it (an Intl format and its parse). */
function runtimeOffsetMs(timeZone: string, instant: number): number {
  // An invalid instant makes the zone look invalid too (NaN offset): name the real culprit.
  if (!Number.isFinite(instant)) throw new RangeError(`Invalid instant (${instant}) in time zone "${timeZone}"`);
  const minutes = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Invalid time zone "${timeZone}"`);
  return Math.round(minutes * MS_PER_MINUTE);
}

/**
 * A zone's offsets over a stretch of time, taken from the runtime once (by the server) so that a browser
 * can place instants on the restaurant's clock without building an Intl formatter: the first one a page
 * builds loads the browser's ICU data, 45–85 ms here and four times that on a phone, in the middle of
 * the page's start (bench/RESULTS.md, 2026-11-30). Outside `from`…`to` the runtime answers as before.
 */
export interface ZoneOffsetTable {
  timeZone: string;
  from: number;
  to: number;
  /** [first instant, offset in ms], in order: each offset holds until the next one starts (the last until `to`). */
  spans: [number, number][];
}

/** Offsets are sampled this far apart and every change found between two samples is pinned to the millisecond. */
const SAMPLE_MS = 6 * 60 * MS_PER_MINUTE;

/**
 * The zone's offsets from `from` to `to`. Assumes no zone changes its offset twice within six hours, which
 * holds for every zone's rules in force (changes are weeks apart; zoned.test.ts checks the table against
 * the runtime at random instants in zones with odd rules).
 */
export function zoneOffsetTable(timeZone: string, from: number, to: number): ZoneOffsetTable {
  const spans: [number, number][] = [[from, runtimeOffsetMs(timeZone, from)]];
  // Stryker disable next-line EqualityOperator: equivalent — a step from `to` itself samples `to` again, already known to hold the last offset.
  for (let previous = from; previous < to; previous += SAMPLE_MS) {
    const at = Math.min(previous + SAMPLE_MS, to);
    const current = spans.at(-1)![1];
    if (runtimeOffsetMs(timeZone, at) === current) continue;
    // The first millisecond with the new offset: `low` still has the old one, `high` the new.
    let low = previous;
    let high = at;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (runtimeOffsetMs(timeZone, middle) === current) low = middle;
      else high = middle;
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a span starting at `to` is never read (the table answers below `to`).
    if (high < to) spans.push([high, runtimeOffsetMs(timeZone, high)]);
  }
  return { timeZone, from, to, spans };
}

/** Tables the page came with (storefront/prepared-formats.ts), by zone. */
const adoptedTables = new Map<string, ZoneOffsetTable>();

export function adoptZoneOffsets(table: ZoneOffsetTable): void {
  adoptedTables.set(table.timeZone, table);
  // The server judged the zone: the browser need not build a formatter to judge it again.
  validTimeZones.add(table.timeZone);
}

function offsetInTable(table: ZoneOffsetTable, instant: number): number {
  let offset = table.spans[0]![1];
  for (const [start, value] of table.spans) {
    if (start > instant) break;
    offset = value;
  }
  return offset;
}
