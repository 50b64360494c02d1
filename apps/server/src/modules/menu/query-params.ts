import { z } from 'zod';
import { parseClockTime, parseLocalDate, localDayNumber, splitDeliveryTime } from '@tavola/domain/time/local-clock';
import { localToInstant } from '@tavola/domain/time/zoned';
import { ID_MAX } from '@tavola/domain/limits';
import { FieldErrors } from '../../http/errors.ts';

/** Query parameters of the menu calls, named as the spec names them. */

/** A positive integer id sent as text: missing → field_required, not digits → field_must_be_numeric. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'field_must_be_numeric')
  .transform(Number)
  .pipe(z.int().min(1).max(ID_MAX));
export const flagParam = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
/** The basket's public id; an empty value means "no basket". */
export const basketParam = z.string().max(64).optional();
/** 'YYYY-MM-DD HH:MM' on the restaurant's clock (seconds ':00' allowed); empty = as soon as possible. */
export const deliveryTimeParam = z.string().max(25).optional();

/**
 * The instant a delivery_time names on the restaurant's clock; `fallback` (now) when absent.
 * A malformed value, or a time a daylight-saving change skips, is a 422 on delivery_time.
 */
export function deliveryInstant(text: string | undefined, timeZone: string, fallback: Date): Date {
  if (text === undefined || text.trim() === '') return fallback;
  const parts = splitDeliveryTime(text);
  const date = parts ? parseLocalDate(parts.date) : null;
  const minutes = parts ? parseClockTime(parts.time) : null;
  const at = date && minutes !== null ? localToInstant(localDayNumber(date), minutes, timeZone) : null;
  if (!at) throw FieldErrors.single('delivery_time', 'field_invalid');
  return at;
}
