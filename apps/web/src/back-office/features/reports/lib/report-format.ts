import { formatMoney } from '@tavola/domain/pricing/money';

/** How the screen writes its figures in the owner's language. */
export function reportFormat(lang: string, currency: string) {
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDates = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const counts = new Intl.NumberFormat(lang);
  const percents = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (cents: number) => formatMoney(cents, currency, lang),
    count: (value: number) => counts.format(value),
    date: (date: string) => dates.format(new Date(`${date}T00:00:00Z`)),
    shortDate: (date: string) => shortDates.format(new Date(`${date}T00:00:00Z`)),
    hour: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
    rate: (basisPoints: number) => percents.format(basisPoints / 10_000),
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
