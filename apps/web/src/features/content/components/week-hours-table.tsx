import { weekOpeningHours } from '@tavola/domain/time/opening-hours';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { DeliveryType } from '@tavola/domain/schemas/basket';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { openingRowsOf } from '../../../api/restaurant-schedule.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { openingIntervalText } from '../../../lib/opening-interval.ts';

/**
 * One way of ordering's week of opening hours, today marked: the opening-times overlay (every type) and the
 * landing page (the type its menu opens with).
 */
export function WeekHoursTable({ info, type }: { info: RestaurantInfo; type: DeliveryType }) {
  const { t } = useTranslation();
  const today = toLocalMoment(new Date(), info.timeZone).weekday;
  const week = weekOpeningHours(
    openingRowsOf(info, type).map((row) => ({ weekday: row.weekday, openAt: row.open_at, closeAt: row.close_at })),
  );
  return (
    <table className="w-full text-[15px]">
      <tbody>
        {week.map((day) => (
          <tr key={day.weekday} className={day.weekday === today ? 'font-semibold text-ink' : 'text-ink/80'}>
            <th scope="row" className="py-1.5 text-start font-[inherit]">
              {t(`openingHours.weekdays.${day.weekday}`)}
              {day.weekday === today && (
                <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary-ink">
                  {t('openingHours.today')}
                </span>
              )}
            </th>
            <td className="py-1.5 text-end tabular-nums">
              {/* Times read left to right in Arabic too; the cell keeps the page's direction, so 'end' is its edge. */}
              <span dir="ltr">
                {day.intervals.length === 0
                  ? t('openingHours.closed')
                  : day.intervals.map(openingIntervalText).join(', ')}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
