import { pageConfig } from '../../../../lib/page-config.ts';

/** A moment as the owner reads it: day and time in the restaurant's own time zone. */
export function formatStamp(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: pageConfig.timeZone,
  }).format(date);
}
