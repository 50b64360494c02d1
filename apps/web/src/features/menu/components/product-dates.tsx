import { useTranslation } from '../../../i18n/use-translation.ts';
import { weekdayName } from '../../../lib/weekday-name.ts';
import type { Product } from '../api/get-products.ts';

/** Monday first (the spec's week starts on day 2). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Weekdays as short names, three or more days in a row as a range: "Fri–Sun", "Mon, Wed". */
function weekdaysText(weekdays: ReadonlySet<number>, lang: string): string {
  const runs: number[][] = [];
  for (const day of WEEK_ORDER) {
    if (!weekdays.has(day)) continue;
    const last = runs.at(-1);
    if (last && WEEK_ORDER.indexOf(last.at(-1)!) === WEEK_ORDER.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => weekdayName(day, lang, 'short');
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)}–${name(run.at(-1)!)}`] : run.map(name)))
    .join(', ');
}

/**
 * The days a dated product (event mode: the guest picks a date per unit) is sold on, so a guest sees
 * them before picking; nothing for other products, whose happy hours decide whether they are listed.
 */
export function ProductDates({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  if (!product.additional_info_config.date || product.happyHours.length === 0) return null;
  const days = weekdaysText(new Set(product.happyHours.map((window) => window.weekday_id)), i18n.language);
  return (
    <p className="text-xs font-semibold text-primary-ink" data-testid="product-dates">
      {t('menu.availableOn', { days })}
    </p>
  );
}
