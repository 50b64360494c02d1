import { useTranslation } from '../../../i18n/use-translation.ts';
import { openingIntervalText } from '../../../lib/opening-interval.ts';
import { weekOpeningHours } from '@tavola/domain/time/opening-hours';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import type { RestaurantInfo } from '../../../api/restaurant-info.ts';
import { openingRowsOf } from '../../../api/restaurant-schedule.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** The week's opening times of every delivery type the restaurant offers, today highlighted. */
export function OpeningTimesOverlay({ info, onClose }: { info: RestaurantInfo | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('routeTitles.openingTime')}
      variant="center"
      testId="opening-times-overlay"
      closeOnDimmedLayer={false}
    >
      {!info ? <Skeleton className="h-64 w-full rounded-2xl" /> : <OpeningTimesTable info={info} />}
    </Sheet>
  );
}

/** The table itself: also drawn by the server on the overlay's address ('/?overlay=openingTime'). */
export function OpeningTimesTable({ info }: { info: RestaurantInfo }) {
  const { t } = useTranslation();
  const today = toLocalMoment(new Date(), info.timeZone).weekday;
  return (
    <div className="space-y-6">
      {info.deliveryTypes.map((type) => (
        <section key={type.name}>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {t(`delivery.types.${type.name}`)}
          </h3>
          <table className="w-full text-[15px]">
            <tbody>
              {weekOpeningHours(
                openingRowsOf(info, type.name).map((row) => ({
                  weekday: row.weekday,
                  openAt: row.open_at,
                  closeAt: row.close_at,
                })),
              ).map((day) => (
                <tr key={day.weekday} className={day.weekday === today ? 'font-semibold text-ink' : 'text-ink/80'}>
                  <th scope="row" className="py-1.5 text-start font-[inherit]">
                    {t(`openingHours.weekdays.${day.weekday}`)}
                    {day.weekday === today && (
                      <span className="ms-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary-ink">
                        {t('openingHours.today')}
                      </span>
                    )}
                  </th>
                  <td className="py-1.5 text-end tabular-nums" dir="ltr">
                    {day.intervals.length === 0
                      ? t('openingHours.closedToday')
                      : day.intervals.map(openingIntervalText).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
