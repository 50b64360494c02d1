import { parseClockTime, parseClosingTime } from './local-clock.ts';

/**
 * A recurring weekly wall-clock window (opening hours, happy hours), half-open: a time t is
 * inside when start <= t < end, so the closing minute itself is outside.
 * The end may be midnight ('24:00' or '00:00'). An end earlier than the start means the window
 * runs past midnight into the next day ('18:00'–'02:00'); an end equal to the start (other than
 * midnight) is an empty window.
 */
export interface WeeklyWindowText {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  start: string;
  end: string;
}

export interface WeeklyWindow {
  weekday: number;
  /** Minutes after midnight of `weekday`. */
  startMinute: number;
  /** Minutes after midnight of `weekday`; above 1440 when the window runs into the next day. */
  endMinute: number;
}

const MINUTES_PER_DAY = 1440;

/** Parses a window, throwing on malformed data (stored configuration is validated on write). */
export function parseWeeklyWindow(text: WeeklyWindowText, label: string): WeeklyWindow {
  if (!Number.isInteger(text.weekday) || text.weekday < 0 || text.weekday > 6) {
    throw new RangeError(`${label}: weekday must be 0-6, got ${text.weekday}`);
  }
  const startMinute = parseClockTime(text.start);
  if (startMinute === null) throw new RangeError(`${label}: invalid start "${text.start}"`);
  const closing = parseClosingTime(text.end);
  if (closing === null) throw new RangeError(`${label}: invalid end "${text.end}"`);
  // An end equal to the start stays there: an empty window.
  const endMinute = closing < startMinute ? closing + MINUTES_PER_DAY : closing;
  return { weekday: text.weekday, startMinute, endMinute };
}

/** Whether a wall-clock minute on a weekday lies in any window, including spill-over from the day before. */
export function windowsContain(windows: readonly WeeklyWindow[], weekday: number, minute: number): boolean {
  const previousDay = (weekday + 6) % 7;
  return windows.some(
    (window) =>
      (window.weekday === weekday && window.startMinute <= minute && minute < window.endMinute) ||
      (window.weekday === previousDay && minute + MINUTES_PER_DAY < window.endMinute),
  );
}

/** The [start, end) minute ranges of one local day covered by the windows (for scanning candidates). */
export function rangesOnDay(windows: readonly WeeklyWindow[], weekday: number): Array<[number, number]> {
  const previousDay = (weekday + 6) % 7;
  const ranges: Array<[number, number]> = [];
  for (const window of windows) {
    if (window.weekday === weekday && window.endMinute > window.startMinute) {
      ranges.push([window.startMinute, Math.min(window.endMinute, MINUTES_PER_DAY)]);
    }
    if (window.weekday === previousDay && window.endMinute > MINUTES_PER_DAY) {
      ranges.push([0, window.endMinute - MINUTES_PER_DAY]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}
