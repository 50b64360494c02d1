import { z } from 'zod';
import { clientContext, idField } from '../schemas/basket.ts';
import { isLocalDate, parseClockTime } from '../time/local-clock.ts';
import { toLocalMoment } from '../time/zoned.ts';

/**
 * Break patterns (spec accounts-manager §3, §5): the kitchen stops serving some products at set
 * times, e.g. "no pizza Monday and Tuesday from 21:30". A pattern is active on its weekdays
 * (0 = Sunday … 6 = Saturday) from startTime until endTime (none: the end of the day), on the
 * restaurant-local days startDate … endDate (none: open-ended), until it is stopped.
 */
export interface BreakPattern {
  id: number;
  name: string;
  productIds: number[];
  weekdays: number[];
  startTime: string;
  endTime: string | null;
  startDate: string;
  endDate: string | null;
  stopped: boolean;
}

export const BREAK_PATTERN_NAME_MAX_LENGTH = 80;

const clockTime = (code: 'break_pattern_start_time_required' | 'field_invalid') =>
  z.string(code).refine((text) => parseClockTime(text) !== null, code);
// An impossible date is its own field's fault; break_pattern_dates_invalid is kept for an end before the start.
const localDate = (code: 'break_pattern_start_date_invalid' | 'break_pattern_end_date_invalid') => z.string(code).refine(isLocalDate, code);

const fields = {
  ...clientContext,
  // A schema's own message answers for its checks too (zod 4), so each code is written once per field.
  name: z.string('break_pattern_name_required').trim().min(1).max(BREAK_PATTERN_NAME_MAX_LENGTH, 'field_too_long'),
  productIds: z.array(idField, 'break_pattern_products_invalid').min(1).max(500),
  weekdays: z.array(z.int('break_pattern_weekday_unknown').min(0).max(6), 'break_pattern_weekdays_invalid').min(1).max(7),
  startTime: clockTime('break_pattern_start_time_required'),
  endTime: clockTime('field_invalid').nullable().optional(),
  startDate: localDate('break_pattern_start_date_invalid'),
  endDate: localDate('break_pattern_end_date_invalid').nullable().optional(),
};

const datesInOrder = (value: { startDate: string; endDate?: string | null }) => !value.endDate || value.endDate >= value.startDate;

/** POST api/managers/break-patterns/create. */
export const createBreakPatternRequestSchema = z
  .object(fields)
  .strict()
  .refine(datesInOrder, { message: 'break_pattern_dates_invalid', path: ['endDate'] });
export type CreateBreakPatternRequest = z.infer<typeof createBreakPatternRequestSchema>;

/** POST api/managers/break-patterns/update: the whole pattern again, with its id. */
export const updateBreakPatternRequestSchema = z
  .object({ ...fields, id: idField })
  .strict()
  .refine(datesInOrder, { message: 'break_pattern_dates_invalid', path: ['endDate'] });
export type UpdateBreakPatternRequest = z.infer<typeof updateBreakPatternRequestSchema>;

/** POST api/managers/break-patterns/stop and /delete. */
export const breakPatternIdRequestSchema = z.object({ ...clientContext, id: idField }).strict();

export const breakPatternSchema = z.object({
  id: z.int(),
  name: z.string(),
  productIds: z.array(z.int()),
  weekdays: z.array(z.int()),
  startTime: z.string(),
  endTime: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  stopped: z.boolean(),
});

/** Whether a pattern keeps the product off the menu at `at` (restaurant-local). */
export function isOnBreak(patterns: readonly BreakPattern[], productId: number, at: Date, timeZone: string): boolean {
  if (patterns.length === 0) return false;
  const local = toLocalMoment(at, timeZone);
  return patterns.some((pattern) => {
    if (pattern.stopped || !pattern.productIds.includes(productId) || !pattern.weekdays.includes(local.weekday)) return false;
    // Stryker disable next-line ConditionalExpression: equivalent — `'YYYY-MM-DD' > null` is false, so no end date stays open-ended; the check is TypeScript's narrowing.
    if (local.date < pattern.startDate || (pattern.endDate !== null && local.date > pattern.endDate)) return false;
    const start = parseClockTime(pattern.startTime) ?? 0;
    const end = pattern.endTime ? (parseClockTime(pattern.endTime) ?? 1440) : 1440;
    return local.minutes >= start && local.minutes < end;
  });
}
