import { i18n } from '../i18n/i18n.ts';

/**
 * An opening interval as guests read it: "11:30–14:30", or "Open 24 hours" for a whole day
 * (00:00–00:00 or 00:00–24:00 read as closed, or as a typo).
 */
export function openingIntervalText(interval: { openAt: string; closeAt: string }): string {
  const wholeDay = interval.openAt === '00:00' && (interval.closeAt === '00:00' || interval.closeAt === '24:00');
  return wholeDay ? i18n.t('openingHours.allDay') : `${interval.openAt}–${interval.closeAt}`;
}
