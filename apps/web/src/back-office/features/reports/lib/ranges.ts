/** Report ranges: two local dates of the restaurant, both included ('YYYY-MM-DD'). */
export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Must agree with the server's REPORT_MAX_DAYS (the server refuses longer ranges). */
export const MAX_DAYS = 400;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar arithmetic on dates alone, at UTC noon, so no time zone or summer time shifts a day. */
function shift(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function monthStart(date: string, monthsBack = 0): string {
  const at = new Date(`${date.slice(0, 7)}-01T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - monthsBack);
  return at.toISOString().slice(0, 10);
}

export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: monthStart(today, 1), to: shift(monthStart(today), -1) };
  }
}

export function isValidRange(range: DateRange): boolean {
  if (!DATE.test(range.from) || !DATE.test(range.to)) return false;
  const days = (Date.parse(`${range.to}T12:00:00Z`) - Date.parse(`${range.from}T12:00:00Z`)) / 86_400_000;
  return days >= 0 && days < MAX_DAYS;
}

export const samePeriod = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;
