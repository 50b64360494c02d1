import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';

/**
 * When an order was placed, on the restaurant's wall clock (the guest may be elsewhere), written
 * the way spec §9 asks (formatLocalDateTime: DD.MM.YY in German, YYYY/MM/DD otherwise, 24 hours).
 */
export function formatOrderDate(iso: string, lang: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const local = toLocalMoment(at, timeZone);
  return formatLocalDateTime(`${local.date} ${formatClockTime(local.minutes)}`, lang);
}
